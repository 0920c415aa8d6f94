'use client';

import { css } from '@linaria/core';
import { Link, useRouter } from 'waku';
import { isCurrent, mainNavigation } from '../../lib/domain/navigation';
import { fontWeight, space } from '../../styles/theme';

/**
 * The main navigation's links, the current page marked on its link and below it. One client element: the RSC
 * payload of every page names it instead of carrying each link (the list is part of the client code anyway).
 */
export function NavList({ className }: { className: string }) {
  const { path } = useRouter();
  return (
    <ul className={className}>
      {mainNavigation.map(({ href, label }) => (
        <li key={href}>
          <Link to={href} className={navLink} aria-current={isCurrent(href, path) ? 'page' : undefined}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const navLink = css`
  display: block;
  padding: ${space.sm} ${space.sm};
  border-radius: 0.5rem;
  color: var(--color-text);
  text-decoration: none;
  font-weight: ${fontWeight.medium};
  &:hover {
    background: var(--color-surface-alt);
  }
  &[aria-current='page'] {
    color: var(--color-primary-strong);
    box-shadow: inset 0 -3px 0 var(--color-primary);
  }
`;

'use client';

import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { Link, useRouter } from 'waku';
import { isCurrent } from '../../lib/domain/navigation';
import { fontWeight, space } from '../../styles/theme';

/** A link of the main navigation, marked as the current page on it and below it. Styled here: the payload names no class. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const { path } = useRouter();
  return (
    <Link to={href} className={navLink} aria-current={isCurrent(href, path) ? 'page' : undefined}>
      {children}
    </Link>
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

// Client code: reached only through ./client-components.tsx.
import { wrappingRow } from '../../styles/layout';
import { unstyledList } from '../../styles/lists';
import { css } from '@linaria/core';
import { Link, useRouter } from 'waku';
import { fontSize, fontWeight, media } from '../../styles/theme';

export type DashNavItem = { href: string; label: string };

/** The most specific matching item is current, so /dash/projects/current does not also mark /dash/projects. */
export function DashNav({ items }: { items: DashNavItem[] }) {
  const { path } = useRouter();
  const current = items
    .filter((item) => path === item.href || path.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <nav aria-label="Verwaltung" className={nav}>
      <ul className={list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className={link} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const nav = css`
  font-size: ${fontSize.base};
`;

const list = css`
  ${unstyledList}
  ${wrappingRow}
  gap: 0.25rem;
  ${media.md} {
    flex-direction: column;
    flex-wrap: nowrap;
  }
`;

const link = css`
  display: block;
  padding: 0.375rem 0.75rem;
  border-radius: 0.5rem;
  color: var(--color-text);
  text-decoration: none;
  &:hover {
    background: var(--color-surface-alt);
    text-decoration: underline;
  }
  &[aria-current='page'] {
    background: var(--color-primary);
    color: var(--color-on-primary);
    font-weight: ${fontWeight.bold};
  }
`;

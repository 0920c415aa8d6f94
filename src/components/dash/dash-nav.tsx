// Client code: reached only through ./client-components.tsx.
import { wrappingRow } from '../../styles/layout';
import { unstyledList } from '../../styles/lists';
import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { Link, useRouter } from 'waku';
import { fontSize, fontWeight, media } from '../../styles/theme';

export type DashNavItem = { href: string; label: string };

/** The most specific matching item is current, so /dash/projects/current does not also mark /dash/projects. */
export function DashNav({ items }: { items: DashNavItem[] }) {
  const { path } = useRouter();
  // Without JavaScript the menu stays open; with it, it folds away on a phone behind "Menü".
  const [folds, setFolds] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setFolds(true), []);
  useEffect(() => setOpen(false), [path]);
  const current = items
    .filter((item) => path === item.href || path.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.href;
  const currentLabel = items.find((item) => item.href === current)?.label;
  return (
    <nav aria-label="Verwaltung" className={nav} data-folds={folds || undefined} data-open={open || undefined}>
      {folds && (
        <button
          type="button"
          className={toggle}
          aria-expanded={open}
          aria-controls="verwaltung-menue"
          onClick={() => setOpen((was) => !was)}
        >
          {`Menü${currentLabel ? `: ${currentLabel}` : ''}`}
        </button>
      )}
      <ul className={list} id="verwaltung-menue">
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
  ${media.belowMd} {
    &[data-folds]:not([data-open]) ul {
      display: none;
    }
  }
`;

const toggle = css`
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 2px solid var(--color-primary-strong);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-weight: ${fontWeight.bold};
  cursor: pointer;
  margin-bottom: 0.5rem;
  ${media.md} {
    display: none;
  }
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

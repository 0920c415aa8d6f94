import { wrappingRow } from '../styles/layout';
import { css } from '@linaria/core';
import { Link } from 'waku';
import { fontWeight } from '../styles/theme';

type PaginationProps = { page: number; totalPages: number; href: (page: number) => string };

/** Pages around the current one, plus first and last; gaps as an ellipsis. */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? ['gap' as const, p] : [p]));
}

/** Real links, so paging works without JavaScript and every page has its own URL. */
export function Pagination({ page, totalPages, href }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Seitennavigation" className={nav}>
      {page > 1 ? (
        <Link to={href(page - 1)} className={step} rel="prev">
          ← Zurück
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          ← Zurück
        </span>
      )}
      <ol className={list}>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            // gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                className={number}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Seite ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link to={href(page + 1)} className={step} rel="next">
          Weiter →
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          Weiter →
        </span>
      )}
    </nav>
  );
}

const nav = css`
  ${wrappingRow}
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin: 2rem 0;
`;

const list = css`
  list-style: none;
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  align-items: center;
`;

const number = css`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  border-radius: 999px;
  text-decoration: none;
  font-weight: ${fontWeight.bold};
  &[aria-current='page'] {
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
`;

const step = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.75rem;
  font-weight: ${fontWeight.bold};
`;

const disabled = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.75rem;
  color: var(--color-text-muted);
`;

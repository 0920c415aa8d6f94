import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { breakpoints, fontSize, fontWeight } from '../../styles/theme';

/** Below this a table becomes a list of cards: each row a card, each cell with its column's name. */
const CARDS = `@media (max-width: ${breakpoints.sm - 0.02}px)`;

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row: rendered as a row header (th scope="row"). */
  rowHeader?: boolean;
};

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  /** Shown instead of an empty table. */
  empty?: string;
  /** Rows that need attention get a marked edge (the problem text itself is in a cell). */
  flagged?: (row: T) => boolean;
};

/** One semantic table for every dashboard list: caption, column headers, row headers, scrolls on small screens. */
export function DataTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  empty = 'Keine Einträge vorhanden.',
  flagged,
}: DataTableProps<T>) {
  if (rows.length === 0) {
    return (
      <p className={emptyText}>
        <strong>{caption}:</strong> {empty}
      </p>
    );
  }
  return (
    // a scrolling region must be reachable by keyboard
    <section className={scroller} aria-label={`Tabelle: ${caption}`} tabIndex={0}>
      <table className={table}>
        <caption className={captionText}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={flagged?.(row) ? flaggedRow : undefined}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/* position: relative keeps absolutely positioned descendants (visually-hidden text) inside the scroll box. */
const scroller = css`
  position: relative;
  overflow-x: auto;
  margin-bottom: 2rem;
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  background: var(--color-surface);
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.base};
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid var(--color-border);
  }
  thead th {
    background: var(--color-surface-alt);
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${fontWeight.bold};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  ${CARDS} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    tbody tr {
      padding: 0.5rem 0;
      border-bottom: 1px solid var(--color-border);
    }
    th,
    td {
      border-bottom: 0;
      padding: 0.25rem 0.75rem;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label) ': ';
      font-weight: ${fontWeight.bold};
    }
  }
`;

const captionText = css`
  caption-side: top;
  text-align: left;
  padding: 0.75rem;
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.base};
`;

const flaggedRow = css`
  box-shadow: inset 4px 0 0 var(--color-danger);
`;

const emptyText = css`
  padding: 1rem 1.25rem;
  border: 1px dashed var(--color-border);
  border-radius: var(--radius);
  margin-bottom: 2rem;
`;

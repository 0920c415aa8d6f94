import { wrappingRow } from '../styles/layout';
import { unstyledList } from '../styles/lists';
import { css } from '@linaria/core';
import type { SchoolClass } from '../lib/content';
import { fontSize } from '../styles/theme';

export function ClassChips({ classes }: { classes: SchoolClass[] }) {
  if (classes.length === 0) return null;
  return (
    <ul className={chips} aria-label="Klassen">
      {classes.map((cls) => (
        <li key={cls.id} className={chip}>
          {cls.displayName}
        </li>
      ))}
    </ul>
  );
}

const chips = css`
  ${unstyledList}
  ${wrappingRow}
  gap: 0.375rem;
`;

const chip = css`
  padding: 0.125rem 0.625rem;
  border-radius: 999px;
  background: var(--color-surface-alt);
  border: 1px solid var(--color-border);
  font-size: ${fontSize.small};
`;

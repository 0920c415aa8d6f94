import { css, cx } from '@linaria/core';
import type { Problem } from '../../lib/domain/content-problems';
import { fontSize } from '../../styles/theme';
import { gridList } from '../../styles/lists';

/** Problems as words with a label, so they never depend on colour alone. */
export function ProblemList({ problems }: { problems: Problem[] }) {
  if (problems.length === 0) {
    return (
      <span className={ok}>
        <span aria-hidden="true">✓</span> In Ordnung
      </span>
    );
  }
  return (
    <ul className={cx(gridList, list)}>
      {problems.map((problem) => (
        <li key={`${problem.code}:${problem.message}`}>
          <strong className={badge}>
            <span aria-hidden="true">⚠ </span>Problem:
          </strong>{' '}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

const ok = css`
  color: var(--color-text-muted);
  white-space: nowrap;
`;

const list = css`
  gap: 0.25rem;
  min-width: 16rem;
`;

const badge = css`
  display: inline-block;
  padding: 0 0.375rem;
  border-radius: 0.25rem;
  border: 1px solid var(--color-danger);
  color: var(--color-danger);
  font-size: ${fontSize.small};
  text-transform: uppercase;
  letter-spacing: 0.02em;
`;

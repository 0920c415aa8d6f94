import { css } from '@linaria/core';
import type { SectionProblem } from '../../lib/content';

/** Which sections of the public pages fail right now, why, and what fixes it; or that all can be read. */
export function PublicSectionProblems({ problems }: { problems: SectionProblem[] }) {
  if (problems.length === 0) return <p>Alle Bereiche der öffentlichen Seiten lassen sich lesen.</p>;
  return (
    <div role="alert">
      <p>
        Diese Bereiche zeigen Besucherinnen und Besuchern gerade einen Hinweis statt ihres Inhalts; der Rest der Seiten
        ist da.
      </p>
      <ul className={list}>
        {problems.map(({ section, problem, fix }) => (
          <li key={section}>
            <strong>{section}:</strong> {problem} Abhilfe: <code>{fix}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

const list = css`
  padding-left: 1.25rem;
  li + li {
    margin-top: 0.5rem;
  }
  code {
    overflow-wrap: anywhere;
  }
`;

import { css } from '@linaria/core';
import { Link } from 'waku';
import type { ProblemArea, ProblemSummary } from '../../lib/domain/content-problems';
import { POST_AREAS, type PostAreaId } from '../../lib/domain/post-areas';
import { fontSize } from '../../styles/theme';

const AREAS: Record<ProblemArea, { label: string; href: string }> = {
  ...(Object.fromEntries(POST_AREAS.map((area) => [area.id, { label: area.dashLabel, href: area.dash }])) as Record<
    PostAreaId,
    { label: string; href: string }
  >),
  classes: { label: 'Klassen', href: '/dash/classes' },
  teachers: { label: 'Lehrer:innen', href: '/dash/teachers' },
  calendar: { label: 'Kalender', href: '/dash/calendar' },
  carousel: { label: 'Karussell', href: '/dash/home#karussell' },
};

/** The total, then one link per list that has something to fix. */
export function ProblemSummaryList({ summary }: { summary: ProblemSummary }) {
  if (summary.total === 0) return <p>Keine Inhaltsprobleme gefunden.</p>;
  const areas = (Object.keys(AREAS) as ProblemArea[]).filter((area) => summary.byArea[area] > 0);
  return (
    <>
      <p>
        <strong className={total}>{summary.total}</strong> {summary.total === 1 ? 'Inhaltsproblem' : 'Inhaltsprobleme'}{' '}
        gefunden:
      </p>
      <ul className={list}>
        {areas.map((area) => (
          <li key={area}>
            <Link to={AREAS[area].href}>{AREAS[area].label}</Link>: {summary.byArea[area]}
          </li>
        ))}
      </ul>
    </>
  );
}

const total = css`
  font-size: ${fontSize.h2};
`;

const list = css`
  margin: 0 0 2rem;
  padding-left: 1.25rem;
`;

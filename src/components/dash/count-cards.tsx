import { css } from '@linaria/core';
import { Link } from 'waku';
import type { CountedCollection } from '../../lib/content';
import { fontSize, fontWeight, media } from '../../styles/theme';

const CARDS: Record<CountedCollection, { label: string; href: string }> = {
  posts: { label: 'Beiträge', href: '/dash/posts' },
  classes: { label: 'Klassen', href: '/dash/classes' },
  teachers: { label: 'Lehrer:innen', href: '/dash/teachers' },
  calendar: { label: 'Termine', href: '/dash/calendar' },
  carousel: { label: 'Karussell-Bilder', href: '/dash/home' },
  bikeline_bests: { label: 'Bikeline-Einträge', href: '/dash/bikeline' },
  general_media: { label: 'Dateien', href: '/dash/parents' },
  saying_of_the_week: { label: 'Sprüche der Woche', href: '/dash/saying' },
  do_you_know: { label: 'Wusstest-du-Fakten', href: '/dash/dyknow' },
};

/** One card per kind of content with its number of entries, each leading to its list. */
export function CountCards({ counts }: { counts: Record<CountedCollection, number> }) {
  return (
    <ul className={grid}>
      {(Object.keys(CARDS) as CountedCollection[]).map((name) => {
        const { label, href } = CARDS[name];
        return (
          <li key={name} className={card}>
            <span className={number}>{counts[name]}</span>
            <Link to={href}>{label}</Link>
          </li>
        );
      })}
    </ul>
  );
}

const grid = css`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const card = css`
  display: grid;
  padding: 0.75rem 1rem;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
`;

const number = css`
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.bold};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

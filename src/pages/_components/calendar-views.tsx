import { wrappingRow } from '../../styles/layout';
import { css, cx } from '@linaria/core';
import { Link } from 'waku';
import type { CalendarDay } from '../../lib/domain/calendar-grid';
import type { CalendarEntry, Settled } from '../../lib/content';
import { SectionUnavailable } from '../../components/section-unavailable';
import { StaticHtml } from '../../components/static-html';
import { formatDate, parseServerDate, viennaParts } from '../../lib/domain/dates';
import { fontSize, fontWeight, media } from '../../styles/theme';
import { gridList } from '../../styles/lists';

const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];

export function MonthNav({ label, previous, next }: { label: string; previous: string; next: string }) {
  return (
    <nav aria-label="Monat wählen" className={monthNav}>
      <Link to={previous} className={navLink}>
        ← Vorheriger Monat
      </Link>
      <h2 className={monthTitle} aria-live="polite">
        {label}
      </h2>
      <Link to={next} className={navLink}>
        Nächster Monat →
      </Link>
    </nav>
  );
}

/** The month as a table: one row per week, every entry on each day it spans. */
export function MonthGrid({ weeks, label }: { weeks: CalendarDay[][]; label: string }) {
  return (
    <StaticHtml as="table" className={grid}>
      <caption className="visually-hidden">Termine im {label}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day) => (
            <th key={day} scope="col">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.iso}>
            {week.map((day) => (
              <td key={day.iso} className={day.inMonth ? cell : outside}>
                <span className={dayNumber}>{day.day}</span>
                {day.entries.map((entry) => (
                  <span key={entry.id} className={chip} title={entry.title}>
                    {entry.title}
                  </span>
                ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </StaticHtml>
  );
}

function timeSpan(entry: CalendarEntry): string {
  const from = parseServerDate(entry.from);
  const to = parseServerDate(entry.to);
  if (!from) return '';
  const sameDay = to && viennaParts(from).day === viennaParts(to).day && to.getTime() - from.getTime() < 86_400_000;
  if (!to || sameDay) {
    const time = formatDate(from, 'time');
    return time === '00:00' ? formatDate(from) : `${formatDate(from)}, ${time} Uhr`;
  }
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/** The same entries as a list, for small screens and screen readers alike. */
export function CalendarList({
  entries,
  empty: emptyText = 'In diesem Monat sind keine Termine eingetragen.',
}: {
  entries: CalendarEntry[];
  empty?: string;
}) {
  if (entries.length === 0) return <p className={empty}>{emptyText}</p>;
  return (
    <StaticHtml as="ol" className={cx(gridList, list)}>
      {entries.map((entry) => (
        <li key={entry.id} className={listItem}>
          <h3 className={entryTitle}>{entry.title}</h3>
          <p className={when}>
            <time dateTime={entry.from.replace(' ', 'T')}>{timeSpan(entry)}</time>
          </p>
          {entry.description && <p className={description}>{entry.description}</p>}
          {entry.classes.length > 0 && (
            <p className={classes}>Klassen: {entry.classes.map((cls) => cls.displayName).join(', ')}</p>
          )}
        </li>
      ))}
    </StaticHtml>
  );
}

/** The next entries from now, whichever month is shown above; entries still running count. */
export function UpcomingEntries({ result }: { result: Settled<CalendarEntry[]> }) {
  return (
    <section aria-labelledby="naechste-termine" className={upcoming}>
      <h2 id="naechste-termine">Die nächsten Termine</h2>
      {result.ok ? (
        <CalendarList entries={result.value} empty="Zurzeit sind keine weiteren Termine eingetragen." />
      ) : (
        <SectionUnavailable what="Die nächsten Termine" />
      )}
    </section>
  );
}

const monthNav = css`
  ${wrappingRow}
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const monthTitle = css`
  margin: 0;
  font-size: ${fontSize.h2};
`;

const navLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: ${fontWeight.bold};
`;

const grid = css`
  display: none;
  ${media.md} {
    display: table;
  }
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  margin-bottom: 2rem;
  background: var(--color-surface);
  th {
    padding: 0.5rem;
    background: var(--color-surface-alt);
    border: 1px solid var(--color-border);
  }
`;

const cell = css`
  vertical-align: top;
  height: 6.5rem;
  padding: 0.25rem;
  border: 1px solid var(--color-border);
`;

const outside = css`
  border: 1px solid var(--color-border);
  background: var(--color-bg);
  color: var(--color-text-muted);
`;

const dayNumber = css`
  display: block;
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.small};
`;

const chip = css`
  display: block;
  margin-top: 0.2rem;
  padding: 0.1rem 0.375rem;
  border-radius: 0.375rem;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-size: ${fontSize.small};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const list = css`
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
`;

const listItem = css`
  padding: 1rem 1.25rem;
  border-left: 4px solid var(--color-primary);
  border-radius: 0.5rem;
  background: var(--color-surface);
`;

const entryTitle = css`
  margin: 0;
  font-size: ${fontSize.base};
`;

const when = css`
  margin: 0.125rem 0 0;
  color: var(--color-primary-strong);
  font-weight: ${fontWeight.bold};
`;

const description = css`
  margin: 0.375rem 0 0;
`;

const classes = css`
  margin: 0.375rem 0 0;
  color: var(--color-text-muted);
  font-size: ${fontSize.base};
`;

const empty = css`
  color: var(--color-text-muted);
`;

const upcoming = css`
  margin-top: 2.5rem;
`;

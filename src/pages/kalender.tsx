import type { PageProps } from 'waku/router';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { SectionUnavailable } from '../components/section-unavailable';
import { buildMonthGrid } from '../lib/domain/calendar-grid';
import { getCalendarMonth, getUpcomingEvents, settle } from '../lib/content';
import { formatDate, monthKey, parseMonthKey, shiftMonth, viennaParts, viennaTime } from '../lib/domain/dates';
import { CalendarList, MonthGrid, MonthNav, UpcomingEntries } from './_components/calendar-views';

/** How many of the next entries the calendar lists below the month, whichever month it shows. */
const UPCOMING_COUNT = 5;

export default async function CalendarPage({ query }: PageProps<'/kalender'>) {
  const requested = parseMonthKey(new URLSearchParams(query ?? '').get('month'));
  const now = new Date();
  const { year, month } = requested ?? viennaParts(now);
  const [entries, upcoming] = await Promise.all([
    settle(getCalendarMonth(year, month)),
    settle(getUpcomingEvents(UPCOMING_COUNT, now)),
  ]);
  const label = formatDate(viennaTime(year, month, 15), 'month');
  const key = monthKey(viennaTime(year, month, 15));
  const previous = shiftMonth(year, month, -1);
  const next = shiftMonth(year, month, 1);
  const href = ({ year: y, month: m }: { year: number; month: number }) =>
    `/kalender?month=${y}-${String(m).padStart(2, '0')}`;
  return (
    <>
      <PageMeta
        title={`Kalender ${label}`}
        path={`/kalender?month=${key}`}
        description={`Termine und Veranstaltungen im ${label}.`}
      />
      <PageHeader title="Kalender" lead="Termine, Ausflüge und Veranstaltungen unserer Schule." />
      <MonthNav label={label} previous={href(previous)} next={href(next)} />
      {entries.ok ? (
        <>
          <MonthGrid weeks={buildMonthGrid(year, month, entries.value)} label={label} />
          <CalendarList entries={entries.value} />
        </>
      ) : (
        <SectionUnavailable what="Die Termine" />
      )}
      <UpcomingEntries result={upcoming} />
    </>
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

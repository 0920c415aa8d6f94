import type { PageProps } from 'waku/router';
import { JsonLd } from '../components/json-ld';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { SectionUnavailable } from '../components/section-unavailable';
import { CALENDAR_FEED_PATH } from '../lib/domain/calendar-feed';
import { buildMonthGrid } from '../lib/domain/calendar-grid';
import { getCalendarMonth, getClasses, getUpcomingEvents, settle } from '../lib/content';
import { formatDate, monthKey, parseMonthKey, shiftMonth, viennaParts, viennaTime } from '../lib/domain/dates';
import { eventData } from '../lib/domain/structured-data';
import { getSiteConfig } from '../lib/platform/request-context';
import { currentSchool } from '../lib/platform/request-context';
import { CalendarSubscribe } from './_components/calendar-subscribe';
import { CalendarList, MonthGrid, MonthNav, UpcomingEntries } from './_components/calendar-views';
import { dynamicRender } from './_components/render';

/** How many of the next entries the calendar lists below the month, whichever month it shows. */
const UPCOMING_COUNT = 5;

export default async function CalendarPage({ query }: PageProps<'/kalender'>) {
  const requested = parseMonthKey(new URLSearchParams(query ?? '').get('month'));
  const now = new Date();
  const { year, month } = requested ?? viennaParts(now);
  const [entries, upcoming, classes, school] = await Promise.all([
    settle(getCalendarMonth(year, month)),
    settle(getUpcomingEvents(UPCOMING_COUNT, now)),
    settle(getClasses(now)),
    currentSchool(),
  ]);
  const { siteUrl } = getSiteConfig();
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
          {entries.value.map((entry) => (
            <JsonLd key={entry.id} data={eventData(entry, school, siteUrl)} />
          ))}
          <MonthGrid weeks={buildMonthGrid(year, month, entries.value)} label={label} />
          <CalendarList entries={entries.value} />
        </>
      ) : (
        <SectionUnavailable what="Die Termine" />
      )}
      <UpcomingEntries result={upcoming} />
      <CalendarSubscribe siteUrl={siteUrl} feedPath={CALENDAR_FEED_PATH} classes={classes} />
    </>
  );
}

export const getConfig = dynamicRender;

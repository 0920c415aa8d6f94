import type { PageProps } from 'waku/router';
import { Link } from 'waku';
import { editCalendarHref } from '../../../lib/domain/edit-routes';
import { requireStaffSession } from '../../../lib/platform/request-context';
import { primaryButton } from '../../../styles/controls';
import { DateCell, Flags, PublishingCell, Relations } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { ProblemList } from '../../../components/dash/problem-list';
import { RecordLinks } from '../../../components/dash/record-links';
import { SettledSection } from '../../../components/dash/settled-section';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { Pagination } from '../../../components/pagination';
import { type DashCalendarEntry, getDashCalendar, getKnownIds, settle } from '../../../lib/content';
import { findCalendarProblems, type KnownIds } from '../../../lib/domain/content-problems';
import { monthKey, parseServerDate } from '../../../lib/domain/dates';
import { parsePostQuery, postQueryString } from '../../../lib/domain/post-query';
import { dynamicRender } from '../../_components/render';

function calendarColumns(known: KnownIds, now: Date, canWrite: boolean): Column<DashCalendarEntry>[] {
  return [
    { header: 'Titel', rowHeader: true, cell: (entry) => entry.title },
    { header: 'Status', cell: (entry) => <PublishingCell publishing={entry.publishing} now={now} /> },
    { header: 'Beginn', cell: (entry) => <DateCell value={entry.from} /> },
    { header: 'Ende', cell: (entry) => <DateCell value={entry.to} /> },
    { header: 'Markierungen', cell: (entry) => <Flags flags={[[entry.countdown, 'Countdown']]} /> },
    {
      header: 'Klassen',
      cell: (entry) => (
        <Relations ids={entry.classIds} known={entry.classes.map((c) => ({ id: c.id, name: c.displayName }))} />
      ),
    },
    { header: 'Prüfung', cell: (entry) => <ProblemList problems={findCalendarProblems(entry, known, now)} /> },
    {
      header: 'Aktionen',
      cell: (entry) => (
        <RecordLinks
          record={entry}
          label={entry.title}
          view={`/kalender?month=${month(entry)}`}
          {...(canWrite ? { edit: editCalendarHref(entry.id) } : {})}
        />
      ),
    },
  ];
}

const month = (entry: DashCalendarEntry) => monthKey(parseServerDate(entry.from) ?? new Date());

export default async function DashCalendarPage({ query }: PageProps<'/dash/calendar'>) {
  const now = new Date();
  const { page } = parsePostQuery(query);
  const href = (p: number) => `/dash/calendar${postQueryString({ page: p })}`;
  const result = await settle(Promise.all([getDashCalendar(page), getKnownIds()]));
  const canWrite = requireStaffSession().role !== '';
  const deleted = new URLSearchParams(query).has('geloescht');
  return (
    <>
      <PageMeta title="Kalender – Verwaltung" path={href(page)} noindex />
      <PageHeader
        title="Kalender"
        lead="Alle Termine, spätester zuerst. Der Countdown auf der Startseite zeigt den nächsten künftigen Termin, bei dem „Countdown“ angekreuzt ist. Alle Zeiten sind Wiener Zeit; ganztägige Termine beginnen um 00:00 Uhr."
      />
      {deleted && <p role="status">Der Termin ist gelöscht.</p>}
      {canWrite && (
        <p>
          <Link to="/dash/calendar/new" className={primaryButton}>
            Neuer Termin
          </Link>
        </p>
      )}
      <SettledSection result={result} what="Die Termine">
        {([entries, known]) => (
          <>
            <DataTable
              caption={`Termine (${entries.totalItems})`}
              columns={calendarColumns(known, now, canWrite)}
              rows={entries.items}
              flagged={(entry) => findCalendarProblems(entry, known, now).length > 0}
            />
            <Pagination page={page} totalPages={entries.totalPages} href={href} />
          </>
        )}
      </SettledSection>
    </>
  );
}

export const getConfig = dynamicRender;

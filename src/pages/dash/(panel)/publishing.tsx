import { Link } from 'waku';
import { DateCell, PublishingCell } from '../../../components/dash/cells';
import { type Column, DataTable } from '../../../components/dash/data-table';
import { RecordLinks } from '../../../components/dash/record-links';
import { SettledSection } from '../../../components/dash/settled-section';
import { PageHeader } from '../../../components/page-header';
import { PageMeta } from '../../../components/page-meta';
import { type DashCalendarEntry, type DashPost, getUnpublished, settle } from '../../../lib/content';
import { postAreaOf } from '../../../lib/domain/post-areas';
import { entryReviewHref, previewHref, publishingState } from '../../../lib/domain/publishing';
import { CALENDAR_ANCHOR, UNPUBLISHED_SECTIONS } from '../../../components/dash/unpublished-summary';
import { dynamicRender } from '../../_components/render';

function postColumns(now: Date, names: Map<string, string>): Column<DashPost>[] {
  return [
    { header: 'Titel', rowHeader: true, cell: (post) => <Link to={previewHref(post.id)}>{post.title}</Link> },
    { header: 'Status', cell: (post) => <PublishingCell publishing={post.publishing} now={now} /> },
    { header: 'Von', cell: (post) => names.get(post.ownerId) || '–' },
    { header: 'Bereich', cell: (post) => postAreaOf(post).dashLabel },
    { header: 'Zuletzt geändert', cell: (post) => <DateCell value={post.updated} /> },
    {
      header: 'Aktionen',
      cell: (post) => (
        <RecordLinks record={post} label={post.title} view={previewHref(post.id)} viewLabel="Prüfen und Vorschau" />
      ),
    },
  ];
}

function calendarColumns(now: Date): Column<DashCalendarEntry>[] {
  return [
    {
      header: 'Titel',
      rowHeader: true,
      cell: (entry) => <Link to={entryReviewHref(entry.id)}>{entry.title}</Link>,
    },
    { header: 'Status', cell: (entry) => <PublishingCell publishing={entry.publishing} now={now} /> },
    { header: 'Beginn', cell: (entry) => <DateCell value={entry.from} /> },
    {
      header: 'Aktionen',
      cell: (entry) => (
        <RecordLinks record={entry} label={entry.title} view={entryReviewHref(entry.id)} viewLabel="Prüfen" />
      ),
    },
  ];
}

/** Everything visitors do not see yet, by state, each post with its preview. */
export default async function DashPublishingPage() {
  const now = new Date();
  const result = await settle(getUnpublished());
  return (
    <>
      <PageMeta title="Entwürfe und Geplantes – Verwaltung" path="/dash/publishing" noindex />
      <PageHeader
        title="Entwürfe und Geplantes"
        lead="Was die Website noch nicht zeigt: Entwürfe, Beiträge zur Prüfung und geplante Beiträge mit ihrer Zeit in Wiener Zeit. Ein Klick auf den Titel zeigt den Beitrag so, wie Besucherinnen und Besucher ihn sehen werden; dort veröffentlicht, plant oder gibt die Redaktion ihn zurück."
      />
      <SettledSection result={result} what="Die Entwürfe">
        {({ posts, calendar, names }) => (
          <>
            {UNPUBLISHED_SECTIONS.map(({ state, caption, anchor }) => {
              const rows = posts.filter((post) => publishingState(post.publishing, now) === state);
              return (
                <div key={state} id={anchor}>
                  <DataTable
                    caption={`${caption} (${rows.length})`}
                    columns={postColumns(now, names)}
                    rows={rows}
                    empty="Keine Beiträge."
                  />
                </div>
              );
            })}
            <div id={CALENDAR_ANCHOR}>
              <DataTable
                caption={`Termine, die der Kalender noch nicht zeigt (${calendar.length})`}
                columns={calendarColumns(now)}
                rows={calendar}
                empty="Keine Termine."
              />
            </div>
          </>
        )}
      </SettledSection>
    </>
  );
}

export const getConfig = dynamicRender;

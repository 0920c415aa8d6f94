import { Link } from 'waku';
import type { PageProps } from 'waku/router';
import type { RecordModel } from 'pocketbase';
import { PageMeta } from '../../../../components/page-meta';
import { ReviewPanel, type ReviewSubject } from '../../../../components/dash/review-panel';
import { SectionUnavailable } from '../../../../components/section-unavailable';
import { type DashCalendarEntry, getDashCalendarEntry, settle } from '../../../../lib/content';
import { ownedRecord } from '../../../../lib/content/editable';
import { getEditableRecord } from '../../../../lib/content/editing';
import { getStaffNames } from '../../../../lib/content/review';
import { CALENDAR_BASE } from '../../../../lib/domain/edit-routes';
import { entryReviewHref, publishingState } from '../../../../lib/domain/publishing';
import { REVIEW_ACTIONS, REVIEW_DONE, type ReviewValues } from '../../../../lib/domain/review';
import { allowedActions, editsAll } from '../../../../lib/domain/staff-roles';
import { loadKeptForm } from '../../../../features/editing';
import { getStaffSession, setPageStatus } from '../../../../lib/platform/request-context';
import { CalendarList } from '../../../_components/calendar-views';
import { dynamicRender } from '../../../_components/render';

const optional = <T,>(promise: Promise<T>) => promise.catch(() => undefined);

const entrySubject = (entry: DashCalendarEntry): ReviewSubject => ({
  id: entry.id,
  publishing: entry.publishing,
  noun: 'Termin',
  accusative: 'den Termin',
  reviewHref: entryReviewHref(entry.id),
  editHref: `${CALENDAR_BASE}/${entry.id}/edit`,
  publicHref: '/kalender',
  datedWhenPublic: false,
});

/**
 * A calendar entry's review page, for staff only (as a post's, `/dash/vorschau/{id}`): the entry as the calendar will
 * list it, who wrote it, and the editors' "Veröffentlichen", "Planen" and "Zurück an die Autorin/den Autor".
 */
export default async function EntryReviewPage({ id, query }: PageProps<'/dash/vorschau/termin/[id]'>) {
  const session = getStaffSession();
  if (!session) return null;
  const path = entryReviewHref(id);
  const params = new URLSearchParams(query);
  // Every read starts now, together; the review's own (names, the kept form) never fail the page.
  const [result, record, names, state] = await Promise.all([
    settle(getDashCalendarEntry(id)),
    optional(getEditableRecord(session.token, 'calendar', id)),
    optional(getStaffNames(session.token)),
    loadKeptForm<ReviewValues>(params),
  ]);
  if (!result.ok) {
    return (
      <>
        <PageMeta title="Termin prüfen" path={path} noindex />
        <h1>Termin prüfen</h1>
        <SectionUnavailable what="Der Termin" />
      </>
    );
  }
  const entry = result.value;
  if (!entry) {
    setPageStatus(404);
    return (
      <>
        <PageMeta title="Termin prüfen" path={path} noindex />
        <h1>Termin nicht gefunden</h1>
        <p>
          Diesen Termin gibt es nicht (mehr). <Link to="/dash/publishing">Zu den Entwürfen und Geplantem</Link>
        </p>
      </>
    );
  }
  const now = new Date();
  const owned = record && ownedRecord(record as RecordModel);
  const done = REVIEW_ACTIONS.find((action) => action === params.get('erledigt'));
  return (
    <>
      <PageMeta title={`${entry.title} – Termin prüfen`} path={path} noindex />
      <ReviewPanel
        subject={entrySubject(entry)}
        facts={{
          ownerName: owned && names?.get(owned.owner),
          updated: String(record?.updated ?? ''),
          note: String(record?.review_note ?? ''),
        }}
        changes={null}
        decides={editsAll(session.role) && publishingState(entry.publishing, now) !== 'public'}
        edits={allowedActions(session.role, owned, session.id, now).length > 0}
        values={state?.values ?? { publishAt: '', note: '' }}
        errors={state?.errors ?? {}}
        {...(state?.message ? { message: state.message } : {})}
        {...(done && !state ? { done: REVIEW_DONE[done] } : {})}
      />
      <h1>{entry.title}</h1>
      <p>So steht der Termin im Kalender:</p>
      <CalendarList entries={[entry]} />
    </>
  );
}

export const getConfig = dynamicRender;

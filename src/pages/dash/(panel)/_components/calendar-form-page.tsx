import type { RecordModel } from 'pocketbase';
import { Link } from 'waku';
import { CALENDAR_FORM_ID, CalendarForm } from '../../../../components/dash/calendar-form';
import { FormKeeper } from '../../../../components/dash/client-components';
import { draftKey } from '../../../../lib/domain/form-drafts';
import { PublishingCell } from '../../../../components/dash/cells';
import { DeleteForm, ReviewNote } from '../../../../components/dash/form/fields';
import { PageMeta } from '../../../../components/page-meta';
import { SectionUnavailable } from '../../../../components/section-unavailable';
import { getDashClasses } from '../../../../lib/content';
import { editableEntry, ownedRecord } from '../../../../lib/content/editable';
import { getEditableRecord } from '../../../../lib/content/editing';
import { type CalendarFormValues, calendarFormValues } from '../../../../lib/domain/calendar-form-rules';
import { CALENDAR_BASE } from '../../../../lib/domain/edit-routes';
import { toPublishing } from '../../../../lib/domain/publishing';
import { allowedActions, pendingQuestion, ROLE_LABELS } from '../../../../lib/domain/staff-roles';
import { staffAuthClient } from '../../../../features/staff';
import { FORM_STATE_PARAM, loadFormState } from '../../../../features/editing';
import { currentRequest, requireStaffSession } from '../../../../lib/platform/request-context';

const SAVED: Record<string, string> = {
  speichern:
    'Gespeichert, der Status ist unverändert. Ist der Termin öffentlich, zeigt der Kalender die Änderung in wenigen Sekunden.',
  entwurf: 'Als Entwurf gespeichert.',
  pruefung: 'Zur Prüfung eingereicht.',
  veroeffentlichen: 'Veröffentlicht. Im Kalender erscheint er innerhalb weniger Minuten.',
  planen: 'Geplant. Er erscheint zum angegebenen Zeitpunkt (Wiener Zeit).',
  zurueckziehen: 'Zurückgezogen. Er ist wieder ein Entwurf und in wenigen Sekunden aus dem Kalender verschwunden.',
};

/** `/dash/calendar/new` and `/dash/calendar/{id}/edit`. */
export async function CalendarFormPage({ entryId, query }: { entryId?: string; query: string }) {
  const session = requireStaffSession();
  const request = currentRequest();
  const params = new URLSearchParams(query);
  const path = entryId ? `${CALENDAR_BASE}/${entryId}/edit` : `${CALENDAR_BASE}/new`;
  const back = <Link to={CALENDAR_BASE}>← Kalender</Link>;
  const store = request && staffAuthClient(request.bindings, request.config.siteId);
  // The kept form is read alongside the entry and the classes; it never fails the page.
  const kept = store
    ? loadFormState<CalendarFormValues>(store, params.get(FORM_STATE_PARAM) ?? undefined, {
        browser: currentRequest()?.formBrowser,
        userId: session.id,
      }).catch(() => undefined)
    : Promise.resolve(undefined);
  let record: RecordModel | undefined;
  let classes: Array<{ id: string; displayName: string }>;
  try {
    [record, classes] = await Promise.all([
      entryId ? getEditableRecord(session.token, 'calendar', entryId) : Promise.resolve(undefined),
      getDashClasses(),
    ]);
  } catch {
    return (
      <>
        <PageMeta title="Termin bearbeiten – Verwaltung" path={path} noindex />
        {back}
        <h1>Termin bearbeiten</h1>
        <SectionUnavailable what="Der Termin und die Klassen" />
      </>
    );
  }
  if (entryId && !record) {
    return (
      <>
        <PageMeta title="Termin nicht gefunden – Verwaltung" path={path} noindex />
        {back}
        <h1>Termin nicht gefunden</h1>
        <p>{`Einen Termin mit der ID „${entryId}“ gibt es nicht (mehr).`}</p>
      </>
    );
  }
  const state = await kept;
  const now = new Date();
  const actions = allowedActions(session.role, record && ownedRecord(record), session.id, now);
  const title = record ? `Termin „${String(record.title)}“ bearbeiten` : 'Neuer Termin';
  const saved = SAVED[params.get('gespeichert') ?? ''];
  const question = pendingQuestion(state?.confirm?.action, actions);
  return (
    <>
      <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
      {back}
      <h1>{title}</h1>
      <p>
        {record && (
          <>
            Status: <PublishingCell publishing={toPublishing(record.status, record.publish_at)} now={now} />
            {' · '}
          </>
        )}
        {`Ihre Rolle: ${ROLE_LABELS[session.role]}`}
      </p>
      <ReviewNote note={record?.review_note} />
      <FormKeeper formId={CALENDAR_FORM_ID} storageKey={draftKey(session.id, path)} saved={Boolean(saved)} />
      <CalendarForm
        action={path}
        values={state?.values ?? calendarFormValues(record && editableEntry(record))}
        errors={state?.errors ?? {}}
        {...(state?.message && !question ? { message: state.message } : {})}
        {...(saved && !state ? { saved } : {})}
        {...(question ? { question } : {})}
        actions={actions}
        classes={classes.map((c) => ({ id: c.id, name: c.displayName }))}
      />
      {record && actions.includes('loeschen') && <DeleteForm action={path} what="diesen Termin" />}
    </>
  );
}

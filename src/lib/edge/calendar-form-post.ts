import type { RecordModel } from 'pocketbase';
import { getKnownIds } from '../content';
import { deleteRecord, getEditableRecord, saveRecord, UNAVAILABLE_MESSAGE } from '../content/editing';
import {
  CALENDAR_FIELD,
  type CalendarFormValues,
  calendarFormValues,
  calendarRecordFields,
  checkCalendarForm,
  readCalendarForm,
} from '../domain/calendar-form-rules';
import { CALENDAR_BASE, editCalendarHref, type EditRoute } from '../domain/edit-routes';
import type { FormReader } from '../domain/form-reader';
import type { FormErrors } from '../domain/post-form-rules';
import { editableEntry, ownedRecord } from '../content/editable';
import { allowedActions, type EditAction, publishingFields } from '../domain/staff-roles';
import { answerDashForm, type FormContext } from './dash-form-post';
import type { FormState } from './form-state';

const unsavedEntry = (form: FormReader): FormState<CalendarFormValues> => ({
  values: readCalendarForm(form),
  errors: {},
});

function pocketbaseErrors(fields: Record<string, string>): FormErrors {
  const known = new Set<string>(Object.values(CALENDAR_FIELD));
  const errors: FormErrors = {};
  for (const [name, message] of Object.entries(fields)) errors[known.has(name) ? name : 'form'] ??= message;
  return errors;
}

async function handleEntry({ c, route, session, form, back, done }: FormContext): Promise<Response> {
  const path = c.var.request.route.ok ? c.var.request.route.path : route.base;
  const values = readCalendarForm(form);
  let stored: RecordModel | undefined;
  if (route.id) {
    try {
      stored = await getEditableRecord(session.token, 'calendar', route.id);
    } catch {
      return back(path, { values, errors: {}, message: UNAVAILABLE_MESSAGE });
    }
    if (!stored) return done(path);
  }
  const now = new Date();
  const owned = stored && ownedRecord(stored);
  const allowed = allowedActions(session.role, owned, session.id, now);
  const action = form.text(CALENDAR_FIELD.action) as EditAction;
  if (!allowed.includes(action)) {
    const message = allowed.length
      ? 'Diese Aktion steht Ihrer Rolle hier nicht zu. Wählen Sie eine der Schaltflächen unten.'
      : 'Ihre Rolle darf diesen Termin nicht ändern. Fragen Sie die Redaktion oder die IT Ihrer Schule.';
    return back(path, { values, errors: {}, message });
  }
  if (action === 'loeschen') {
    if (form.text('bestaetigt') !== 'ja') {
      return back(path, {
        values: calendarFormValues(stored && editableEntry(stored)),
        errors: {},
        message: 'Bitte bestätigen Sie das Löschen mit dem Kästchen über „Löschen“.',
      });
    }
    const result = await deleteRecord(session.token, 'calendar', route.id ?? '');
    if (!result.ok) {
      return back(path, {
        values: calendarFormValues(stored && editableEntry(stored)),
        errors: {},
        message: result.problem.message,
      });
    }
    return done(`${CALENDAR_BASE}?geloescht=1`);
  }
  let classIds: Set<string>;
  try {
    classIds = (await getKnownIds()).classIds;
  } catch {
    return back(path, { values, errors: {}, message: UNAVAILABLE_MESSAGE });
  }
  const errors = checkCalendarForm(values, action, classIds, now);
  if (Object.keys(errors).length > 0) {
    return back(path, {
      values,
      errors,
      message: 'Der Termin wurde noch nicht gespeichert. Bitte prüfen Sie die markierten Felder.',
    });
  }
  const body = { ...calendarRecordFields(values), ...publishingFields(action, session.role, values.publishAt) };
  const result = await saveRecord(
    session.token,
    'calendar',
    stored?.id,
    stored ? body : { ...body, owner: session.id },
  );
  if (!result.ok)
    return back(path, { values, errors: pocketbaseErrors(result.problem.fields), message: result.problem.message });
  return done(`${editCalendarHref(result.record.id)}?gespeichert=${action}`);
}

/** POST of a calendar form: `/dash/calendar/new` or `/dash/calendar/{id}/edit`. */
export const answerCalendarForm = (c: FormContext['c'], route: EditRoute) =>
  answerDashForm(c, route, handleEntry, unsavedEntry);

import { getKnownIds } from '../../lib/content';
import { saveRecord } from '../../lib/content/editing';
import { editableEntry, ownedRecord } from '../../lib/content/editable';
import {
  CALENDAR_FIELD,
  calendarFormValues,
  calendarRecordFields,
  checkCalendarForm,
  readCalendarForm,
  type CalendarFormValues,
} from '../../lib/domain/calendar-form-rules';
import { CALENDAR_BASE, editCalendarHref } from '../../lib/domain/edit-routes';
import { allowedActions, type EditAction, publishingFields } from '../../lib/domain/staff-roles';
import { actionRefusal, type EditForm, editFormAnswer } from './edit-form';

const FIELDS = new Set<string>(Object.values(CALENDAR_FIELD));

const calendarForm: EditForm<CalendarFormValues, Set<string>> = {
  collection: () => 'calendar',
  unsaved: (form) => ({ values: readCalendarForm(form), errors: {} }),
  read: (form) => ({ values: readCalendarForm(form), filesAgain: false }),
  shown: (_route, stored) => calendarFormValues(stored && editableEntry(stored)),
  refusal: (session, stored, action) =>
    actionRefusal(
      allowedActions(session.role, stored && ownedRecord(stored), session.id, new Date()),
      action,
      'diesen Termin',
    ),
  known: async () => (await getKnownIds()).classIds,
  check: async (values, { action, known, now }) => checkCalendarForm(values, action as EditAction, known, now),
  notSaved: 'Der Termin wurde noch nicht gespeichert. Bitte prüfen Sie die markierten Felder.',
  save: (values, _form, action, stored, { session }) => {
    const publishing = publishingFields(action as Exclude<EditAction, 'loeschen'>, session.role, values.publishAt);
    const body = { ...calendarRecordFields(values), ...publishing };
    return saveRecord(session.token, 'calendar', stored?.id, stored ? body : { ...body, owner: session.id });
  },
  fieldOf: (name) => (FIELDS.has(name) ? name : undefined),
  deleted: () => `${CALENDAR_BASE}?geloescht=1`,
  saved: (record, action) => `${editCalendarHref(record.id)}?gespeichert=${action}`,
};

/** POST of a calendar form: `/dash/calendar/new` or `/dash/calendar/{id}/edit`. */
export const answerCalendarForm = editFormAnswer(calendarForm);

import { fromViennaInput, parseViennaInput, toViennaInput, viennaInputMessage } from './dates';
import type { FormReader } from './form-reader';
import { FIELD as POST_FIELD, type FormErrors, MAX_TITLE, scheduleProblem } from './post-form-rules';
import { isRecordId } from './record-id';
import type { EditAction } from './staff-roles';

export const MAX_CALENDAR_DESCRIPTION = 2000;

/** A calendar entry as its form holds it (times on Vienna's clock as the inputs take them). */
export type CalendarFormValues = {
  title: string;
  description: string;
  from: string;
  to: string;
  countdown: boolean;
  classIds: string[];
  publishAt: string;
};

export const CALENDAR_FIELD = {
  title: 'title',
  description: 'description',
  from: 'from_date',
  to: 'to_date',
  countdown: 'countdown',
  classes: 'relevant_classes',
  publishAt: POST_FIELD.publishAt,
  action: POST_FIELD.action,
} as const;

/** The stored entry's fields the form edits: the same, with its times as PocketBase stores them. */
export type EditableEntry = CalendarFormValues;

export function calendarFormValues(entry: EditableEntry | undefined): CalendarFormValues {
  return {
    title: entry?.title ?? '',
    description: entry?.description ?? '',
    from: toViennaInput(entry?.from),
    to: toViennaInput(entry?.to),
    countdown: entry?.countdown ?? false,
    classIds: entry?.classIds ?? [],
    publishAt: toViennaInput(entry?.publishAt),
  };
}

export function readCalendarForm(form: FormReader): CalendarFormValues {
  const F = CALENDAR_FIELD;
  return {
    title: form.text(F.title, 1000),
    description: form.text(F.description, 10_000),
    from: form.text(F.from, 40),
    to: form.text(F.to, 40),
    countdown: form.flag(F.countdown),
    classIds: [...new Set(form.texts(F.classes).filter(isRecordId))],
    publishAt: form.text(F.publishAt, 40),
  };
}

/** German messages for what cannot be saved as asked, by field. */
export function checkCalendarForm(
  values: CalendarFormValues,
  action: EditAction,
  classIds: Set<string>,
  now: Date,
): FormErrors {
  const F = CALENDAR_FIELD;
  const errors: FormErrors = {};
  if (action === 'loeschen') return errors;
  const title = values.title.trim();
  if (!title) errors[F.title] = 'Bitte geben Sie einen Titel ein.';
  else if (title.length > MAX_TITLE) errors[F.title] = `Der Titel ist zu lang (höchstens ${MAX_TITLE} Zeichen).`;
  if (values.description.length > MAX_CALENDAR_DESCRIPTION) {
    errors[F.description] = `Die Beschreibung ist zu lang (höchstens ${MAX_CALENDAR_DESCRIPTION} Zeichen).`;
  }
  const from = parseViennaInput(values.from);
  const to = values.to.trim() ? parseViennaInput(values.to) : undefined;
  if (!from.ok) {
    errors[F.from] = viennaInputMessage(from, 'Bitte geben Sie an, wann der Termin beginnt (Datum und Uhrzeit).');
  }
  if (to && !to.ok) {
    const malformed = 'Bitte geben Sie das Ende vollständig an (Datum und Uhrzeit) oder lassen Sie es leer.';
    errors[F.to] = viennaInputMessage(to, malformed);
  } else if (from.ok && to?.ok && to.date.getTime() < from.date.getTime()) {
    errors[F.to] = 'Das Ende liegt vor dem Beginn.';
  }
  if (values.classIds.some((id) => !classIds.has(id))) {
    errors[F.classes] = 'Eine der gewählten Klassen gibt es nicht mehr. Bitte wählen Sie erneut.';
  }
  const schedule = action === 'planen' ? scheduleProblem(values.publishAt, 'der Termin', now) : undefined;
  if (schedule) errors[F.publishAt] = schedule;
  return errors;
}

/** The entry's own fields as PocketBase takes them. */
export function calendarRecordFields(values: CalendarFormValues): Record<string, unknown> {
  const iso = (value: string) => fromViennaInput(value)?.toISOString() ?? '';
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    from_date: iso(values.from),
    to_date: iso(values.to),
    countdown: values.countdown,
    relevant_classes: values.classIds,
  };
}

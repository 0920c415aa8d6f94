import { fromViennaInput, parseViennaInput, toViennaInput, viennaInputMessage } from './dates';
import type { FormReader } from './form-reader';
import * as v from 'valibot';
import { type FormErrors, formErrors, type IssuePath, textProblem } from './form-schema';
import { knownIds, FIELD as POST_FIELD, scheduleSchema, titleSchema } from './post-form-rules';
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

/** The calendar form's schema, with its German messages: what cannot be saved as asked. */
export function calendarFormSchema(action: EditAction, classIds: Set<string>, now: Date) {
  const begins = 'Bitte geben Sie an, wann der Termin beginnt (Datum und Uhrzeit).';
  const ends = 'Bitte geben Sie das Ende vollständig an (Datum und Uhrzeit) oder lassen Sie es leer.';
  const time = (value: string) => parseViennaInput(value);
  return v.pipe(
    v.object({
      title: titleSchema,
      description: v.pipe(
        v.string(),
        v.maxLength(
          MAX_CALENDAR_DESCRIPTION,
          `Die Beschreibung ist zu lang (höchstens ${MAX_CALENDAR_DESCRIPTION} Zeichen).`,
        ),
      ),
      from: v.pipe(
        v.string(),
        textProblem((value) => {
          const from = time(value);
          return from.ok ? undefined : viennaInputMessage(from, begins);
        }),
      ),
      to: v.pipe(
        v.string(),
        textProblem((value) => {
          const to = value.trim() ? time(value) : undefined;
          return to && !to.ok ? viennaInputMessage(to, ends) : undefined;
        }),
      ),
      countdown: v.boolean(),
      classIds: knownIds(classIds, 'Eine der gewählten Klassen gibt es nicht mehr. Bitte wählen Sie erneut.'),
      publishAt: scheduleSchema(action, 'der Termin', now),
    }),
    v.forward(
      v.partialCheck(
        [['from'], ['to']],
        ({ from, to }) => {
          const [start, end] = [time(from), to.trim() ? time(to) : undefined];
          return !(start.ok && end?.ok && end.date.getTime() < start.date.getTime());
        },
        'Das Ende liegt vor dem Beginn.',
      ),
      ['to'],
    ),
  );
}

/** The calendar form's field of a value's path in CalendarFormValues. */
const calendarFieldOf = ([key]: IssuePath): string =>
  typeof key === 'string' && Object.hasOwn(CALENDAR_FIELD, key)
    ? CALENDAR_FIELD[key as keyof typeof CALENDAR_FIELD]
    : key === 'classIds'
      ? CALENDAR_FIELD.classes
      : 'form';

/** German messages for what cannot be saved as asked, by field (calendarFormSchema); a deletion needs none. */
export function checkCalendarForm(
  values: CalendarFormValues,
  action: EditAction,
  classIds: Set<string>,
  now: Date,
): FormErrors {
  if (action === 'loeschen') return {};
  return formErrors(calendarFormSchema(action, classIds, now), values, calendarFieldOf);
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

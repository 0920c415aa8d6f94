import { describe, expect, test } from 'vitest';
import {
  CALENDAR_FIELD,
  type CalendarFormValues,
  calendarRecordFields,
  checkCalendarForm,
} from '../../../../src/lib/domain/calendar-form-rules';
import { contentFormOf } from '../../../../src/lib/domain/content-forms';
import { checkContentForm, contentBody, type ContentValues } from '../../../../src/lib/domain/content-values';
import { checkPostForm, FIELD, postFormValues } from '../../../../src/lib/domain/post-form-rules';

// Expected instants are written out from the offsets: 25 October 2026 02:30 the first time is CEST (UTC+02:00).
const MISSING = '2026-03-29T02:30';
const MISSING_MESSAGE =
  'Am 29.03.2026 gibt es die Uhrzeit 02:30 nicht: Um 02:00 werden die Uhren auf 03:00 vorgestellt ' +
  '(Beginn der Sommerzeit). Bitte wählen Sie eine andere Uhrzeit.';
const REPEATED = '2026-10-25T02:30';
const REPEATED_FIRST = '2026-10-25T00:30:00.000Z';
const NOW = new Date('2026-01-10T12:00:00Z');

describe('the post form on the clock-change days', () => {
  const KNOWN = { classIds: new Set<string>(), teacherIds: new Set<string>() };
  const NONE = { photos: [], attachments: [] };
  const values = (over: Partial<ReturnType<typeof postFormValues>>) => ({
    ...postFormValues(undefined, 'post', NOW),
    title: 'Wandertag',
    ...over,
  });

  test('a "Datum" in the missing spring hour is refused with the German message at the field', () => {
    expect(checkPostForm(values({ date: MISSING }), NONE, 'entwurf', KNOWN, NOW)).toEqual({
      [FIELD.date]: MISSING_MESSAGE,
    });
  });

  test('a "Planen" time in the missing spring hour is refused with the German message at the field', () => {
    expect(checkPostForm(values({ publishAt: MISSING }), NONE, 'planen', KNOWN, NOW)).toEqual({
      [FIELD.publishAt]: MISSING_MESSAGE,
    });
  });

  test('a "Datum" or "Planen" time in the repeated autumn hour saves', () => {
    expect(checkPostForm(values({ date: REPEATED, publishAt: REPEATED }), NONE, 'planen', KNOWN, NOW)).toEqual({});
  });
});

describe('the calendar form on the clock-change days', () => {
  const values = (over: Partial<CalendarFormValues>): CalendarFormValues => ({
    title: 'Elternabend',
    description: '',
    from: '2026-10-25T01:30',
    to: '',
    countdown: false,
    classIds: [],
    publishAt: '',
    ...over,
  });
  const check = (over: Partial<CalendarFormValues>) => checkCalendarForm(values(over), 'entwurf', new Set(), NOW);

  test('a start or end in the missing spring hour is refused with the German message at its field', () => {
    expect(check({ from: MISSING })).toEqual({ [CALENDAR_FIELD.from]: MISSING_MESSAGE });
    expect(check({ from: '2026-03-29T01:30', to: MISSING })).toEqual({ [CALENDAR_FIELD.to]: MISSING_MESSAGE });
  });

  test('a "Planen" time in the missing spring hour is refused with the German message at its field', () => {
    expect(checkCalendarForm(values({ publishAt: MISSING }), 'planen', new Set(), NOW)).toEqual({
      [CALENDAR_FIELD.publishAt]: MISSING_MESSAGE,
    });
  });

  test('times typed around the autumn change are stored at their UTC instants, the repeated hour as its first time', () => {
    const around = values({ from: REPEATED, to: '2026-10-25T03:30' });
    expect(checkCalendarForm(around, 'entwurf', new Set(), NOW)).toEqual({});
    expect(calendarRecordFields(around)).toMatchObject({
      from_date: REPEATED_FIRST,
      to_date: '2026-10-25T02:30:00.000Z',
    });
  });
});

describe('the other content forms on the clock-change days', () => {
  const form = contentFormOf('classes');
  if (!form) throw new Error('the classes form is gone');
  const values = (since: string): ContentValues => ({ fields: { name: '1A', since }, remove: [], files: {} });

  test('a date field in the missing spring hour is refused with the German message at the field', () => {
    expect(checkContentForm(form, values(MISSING), {}, {})).toEqual({ since: MISSING_MESSAGE });
  });

  test('a date field in the repeated autumn hour saves as its first time', () => {
    expect(checkContentForm(form, values(REPEATED), {}, {})).toEqual({});
    expect(contentBody(form, values(REPEATED), {}).get('since')).toBe(REPEATED_FIRST);
  });
});

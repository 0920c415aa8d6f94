import { describe, expect, test } from 'vitest';
import {
  CALENDAR_FIELD,
  type CalendarFormValues,
  calendarFormValues,
  checkCalendarForm,
} from '../../../../src/lib/domain/calendar-form-rules';

const NOW = new Date('2026-11-28T12:00:00Z');
const CLASSES = new Set(['class0000000001']);
const values = (over: Partial<CalendarFormValues> = {}): CalendarFormValues => ({
  ...calendarFormValues(undefined),
  title: 'Elternabend',
  from: '2026-12-10T18:00',
  ...over,
});

describe('checking a calendar entry form', () => {
  test('a complete entry is fine; a deletion needs no checks', () => {
    expect(checkCalendarForm(values({ to: '2026-12-10T20:00' }), 'veroeffentlichen', CLASSES, NOW)).toEqual({});
    expect(checkCalendarForm(values({ title: '', from: '' }), 'loeschen', CLASSES, NOW)).toEqual({});
  });

  test('every problem is told at once, by its field', () => {
    const wrong = values({
      title: ' ',
      description: 'x'.repeat(2001),
      from: '',
      to: '2026-12-10',
      classIds: ['class0000000009'],
      publishAt: '2026-11-28T12:30',
    });
    expect(checkCalendarForm(wrong, 'planen', CLASSES, NOW)).toEqual({
      [CALENDAR_FIELD.title]: 'Bitte geben Sie einen Titel ein.',
      [CALENDAR_FIELD.description]: 'Die Beschreibung ist zu lang (höchstens 2000 Zeichen).',
      [CALENDAR_FIELD.from]: 'Bitte geben Sie an, wann der Termin beginnt (Datum und Uhrzeit).',
      [CALENDAR_FIELD.to]: 'Bitte geben Sie das Ende vollständig an (Datum und Uhrzeit) oder lassen Sie es leer.',
      [CALENDAR_FIELD.classes]: 'Eine der gewählten Klassen gibt es nicht mehr. Bitte wählen Sie erneut.',
      [CALENDAR_FIELD.publishAt]:
        'Dieser Zeitpunkt ist schon vorbei. Wählen Sie einen künftigen oder „Veröffentlichen“.',
    });
  });

  test('an end before the start is refused at the end; the same minute is fine', () => {
    expect(checkCalendarForm(values({ to: '2026-12-10T17:59' }), 'entwurf', CLASSES, NOW)).toEqual({
      [CALENDAR_FIELD.to]: 'Das Ende liegt vor dem Beginn.',
    });
    expect(checkCalendarForm(values({ to: '2026-12-10T18:00' }), 'entwurf', CLASSES, NOW)).toEqual({});
  });
});

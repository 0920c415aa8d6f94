import { describe, expect, test } from 'vitest';
import { countdownHeadline, splitDuration, unitLabel } from '../../../../src/lib/domain/countdown-days';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// The event: Tuesday 09:00 to 12:00; its day starts at 00:00 (instants in ms, as the browser counts them).
const startOfDay = Date.UTC(2026, 11, 1, 23);
const start = startOfDay + 9 * HOUR;
const moments = { start, end: start + 3 * HOUR, startOfDay };

const HEADLINES: Array<[behaviour: string, now: number, headline: string | undefined]> = [
  ['several days ahead it counts whole days in the plural', start - 3 * DAY - 5 * HOUR, 'Noch 3 Tage bis Schulfest'],
  ['one day and some hours ahead it says one day, in the singular', start - DAY - 2 * HOUR, 'Noch 1 Tag bis Schulfest'],
  ['the evening before it counts hours', start - 11 * HOUR, 'Noch 11 Stunden bis Schulfest'],
  ['just before the event day starts it still counts hours', startOfDay - 1, 'Noch 9 Stunden bis Schulfest'],
  ['on the day itself it says today', startOfDay, 'Heute: Schulfest'],
  ['a minute before the start it still says today', start - 60_000, 'Heute: Schulfest'],
  ['from the start until the end it says the event is on now', start, 'Läuft gerade: Schulfest'],
  ['after the end it says nothing', start + 3 * HOUR, undefined],
];

describe('countdown headline', () => {
  test.each(HEADLINES)('%s', (_behaviour, now, headline) => {
    expect(countdownHeadline('Schulfest', moments, now)).toBe(headline);
  });

  test('just before midnight it counts the last hour, minutes and seconds in singular and plural', () => {
    const midnight = { start: startOfDay + 30 * 60_000, end: startOfDay + HOUR, startOfDay };
    expect(countdownHeadline('Ball', midnight, startOfDay - 31 * 60_000)).toBe('Noch 1 Stunde bis Ball');
    expect(countdownHeadline('Ball', midnight, startOfDay - 29 * 60_000)).toBe('Noch 59 Minuten bis Ball');
    expect(countdownHeadline('Ball', { ...midnight, start: startOfDay + 60_000 }, startOfDay - 1_000)).toBe(
      'Noch 1 Minute bis Ball',
    );
    expect(countdownHeadline('Ball', { ...midnight, start: startOfDay + 30_000 }, startOfDay - 1_000)).toBe(
      'Noch 31 Sekunden bis Ball',
    );
    expect(countdownHeadline('Ball', { ...midnight, start: startOfDay + 500 }, startOfDay - 600)).toBe(
      'Noch 1 Sekunde bis Ball',
    );
  });

  test('an event without an end is over the moment it starts', () => {
    expect(countdownHeadline('Schulfest', { start, end: start, startOfDay }, start)).toBeUndefined();
  });
});

describe('countdown units', () => {
  test('the time left splits into whole days, hours, minutes and seconds; none below zero', () => {
    expect(splitDuration(2 * DAY + 3 * HOUR + 4 * 60_000 + 5_999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitDuration(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  test('each box names its unit in the singular for 1 and in the plural otherwise, 0 included', () => {
    expect([0, 1, 2].map((n) => unitLabel('days', n))).toEqual(['Tage', 'Tag', 'Tage']);
    expect([0, 1, 2].map((n) => unitLabel('hours', n))).toEqual(['Stunden', 'Stunde', 'Stunden']);
    expect([0, 1, 2].map((n) => unitLabel('minutes', n))).toEqual(['Minuten', 'Minute', 'Minuten']);
    expect([0, 1, 2].map((n) => unitLabel('seconds', n))).toEqual(['Sekunden', 'Sekunde', 'Sekunden']);
  });
});

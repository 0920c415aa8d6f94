import { describe, expect, test } from 'vitest';
import {
  dashboardDate,
  formatDate,
  fromViennaInput,
  monthRange,
  parseMonthKey,
  parseServerDate,
  parseViennaInput,
  repeatedHourNote,
  shiftMonth,
  toViennaInput,
  viennaInputProblem,
  viennaParts,
  viennaTime,
} from '../../../../src/lib/domain/dates';

describe('dates in Vienna', () => {
  test('server dates are parsed from PocketBase format and empty means unset', () => {
    expect(parseServerDate('2026-11-22 10:00:00.000Z')?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(parseServerDate('')).toBeUndefined();
    expect(parseServerDate('Unsinn')).toBeUndefined();
  });

  test('times are shown in Vienna time, across summer and winter time', () => {
    expect(formatDate('2026-07-01 22:30:00.000Z', 'dateTime')).toBe('2. Juli 2026 um 00:30');
    expect(formatDate('2026-12-31 23:30:00.000Z', 'date')).toBe('1. Jänner 2027');
  });

  test('a Vienna wall-clock time maps to the right instant in both seasons', () => {
    expect(viennaTime(2026, 1, 15, 12).toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(viennaTime(2026, 7, 15, 12).toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(viennaParts(new Date('2026-10-25T00:30:00Z'))).toMatchObject({ day: 25, hour: 2 });
  });

  test('a month range runs from Vienna midnight of the first to Vienna midnight of the next month', () => {
    const { start, end } = monthRange(2026, 12);
    expect(start.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(end.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  test('only YYYY-MM month keys within reason are accepted', () => {
    expect(parseMonthKey('2026-11')).toEqual({ year: 2026, month: 11 });
    for (const bad of ['2026-13', '2026-00', '26-11', 'garbage', '', null, '9999-01', '2026-1']) {
      expect(parseMonthKey(bad), String(bad)).toBeUndefined();
    }
  });

  test('shifting months crosses year boundaries', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe('dates in the dashboard', () => {
  test('a date shows on Vienna’s clock, as the admin UI shows it beside Europe/Vienna, in summer and winter', () => {
    expect(dashboardDate('2026-10-12 06:00:00.000Z')).toEqual({
      iso: '2026-10-12T06:00:00.000Z',
      vienna: 'Mo, 12.10.2026, 08:00',
    });
    expect(dashboardDate('2027-01-18 06:30:00.000Z')).toMatchObject({ vienna: 'Mo, 18.01.2027, 07:30' });
    // Sunday of the switch back to winter time: 02:30 happens twice in Vienna; the <time> element's ISO value
    // tells them apart.
    expect(dashboardDate('2026-10-25 00:30:00.000Z')?.vienna).toBe('So, 25.10.2026, 02:30');
    expect(dashboardDate('2026-10-25 01:30:00.000Z')?.vienna).toBe('So, 25.10.2026, 02:30');
    expect(dashboardDate('')).toBeUndefined();
    expect(dashboardDate('Unsinn')).toBeUndefined();
  });
});

describe('remembered per minute', () => {
  test('the last millisecond of a minute and the first of the next are told apart', () => {
    const last = new Date('2026-12-31T22:59:59.999Z');
    const next = new Date('2026-12-31T23:00:00.000Z');
    expect(viennaParts(last)).toEqual({ year: 2026, month: 12, day: 31, hour: 23, minute: 59 });
    expect(viennaParts(next)).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 0 });
    expect(formatDate(last, 'dateTime')).toBe('31. Dezember 2026 um 23:59');
    expect(formatDate(next, 'dateTime')).toBe('1. Jänner 2027 um 00:00');
  });

  test('one instant in several formats keeps each format', () => {
    const instant = new Date('2026-05-04T08:30:00Z');
    expect(formatDate(instant, 'time')).toBe('10:30');
    expect(formatDate(instant, 'short')).toBe('04.05.2026');
  });

  test('an invalid date is formatted as nothing, not an error', () => {
    expect(formatDate(new Date('kein Datum'))).toBe('');
  });
});

// Vienna's clock changes from 2026 to 2030, written down from the EU rule (last Sunday of March and of October, at
// 01:00 UTC) rather than computed by the code under test. Before the spring change and after the autumn one Vienna is
// on CET (UTC+01:00), in between on CEST (UTC+02:00).
const SPRING = ['2026-03-29', '2027-03-28', '2028-03-26', '2029-03-25', '2030-03-31'];
const AUTUMN = ['2026-10-25', '2027-10-31', '2028-10-29', '2029-10-28', '2030-10-27'];
const CET = 1;
const CEST = 2;
const HOUR = 3_600_000;

/** The UTC instant of `time` on `day` on a clock `offset` hours ahead of UTC. */
const instantAt = (day: string, time: string, offset: number) =>
  new Date(Date.parse(`${day}T${time}:00Z`) - offset * HOUR).toISOString();
const germanDay = (day: string) => day.split('-').reverse().join('.');
const pad = (value: number) => String(value).padStart(2, '0');
const minutesOfDay = () => Array.from({ length: 24 * 60 }, (_, i) => `${pad(Math.floor(i / 60))}:${pad(i % 60)}`);

describe('the clock-change table the tests below rely on', () => {
  test('each change day is the last Sunday of its month', () => {
    for (const day of [...SPRING, ...AUTUMN]) {
      const date = new Date(`${day}T12:00:00Z`);
      expect(date.getUTCDay(), day).toBe(0);
      expect(new Date(date.getTime() + 7 * 24 * HOUR).getUTCMonth(), day).not.toBe(date.getUTCMonth());
    }
  });
});

/** Times of a change day that exist once, with their offset: three before the change, three after it. */
const once = (before: number, after: number) =>
  [
    ['00:00', before],
    ['01:30', before],
    ['01:59', before],
    ['03:00', after],
    ['03:30', after],
    ['23:59', after],
  ] as const;

describe.each([
  ...SPRING.map((day) => ({ day, season: 'spring', times: once(CET, CEST) })),
  ...AUTUMN.map((day) => ({ day, season: 'autumn', times: once(CEST, CET) })),
])('the $season change on $day: the times that exist once', ({ day, times }) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];

  test.each(times)(
    '%s typed on the change day is stored at its UTC instant and comes back as typed',
    (time, offset) => {
      const stored = fromViennaInput(`${day}T${time}`);
      expect(stored?.toISOString()).toBe(instantAt(day, time, offset));
      expect(toViennaInput(stored)).toBe(`${day}T${time}`);
      expect(parseViennaInput(`${day}T${time}`)).toMatchObject({ ok: true, ambiguous: false });
      expect(repeatedHourNote(`${day}T${time}`)).toBeUndefined();
    },
  );

  test.each(times)('%s on the change day is the same instant when code asks for it', (time, offset) => {
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    expect(viennaTime(year, month, date, hour, minute).toISOString()).toBe(instantAt(day, time, offset));
  });
});

describe.each(SPRING)('the spring change on %s (02:00 CET becomes 03:00 CEST)', (day) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];

  test.each(['02:00', '02:30', '02:59'])(
    '%s, a time in the missing spring hour, is refused with a German message',
    (time) => {
      expect(fromViennaInput(`${day}T${time}`)).toBeUndefined();
      expect(parseViennaInput(`${day}T${time}`)).toEqual({
        ok: false,
        problem: 'missing-hour',
        change: { day: germanDay(day), time, from: '02:00', to: '03:00' },
      });
      expect(viennaInputProblem(`${day}T${time}`, 'unlesbar')).toBe(
        `Am ${germanDay(day)} gibt es die Uhrzeit ${time} nicht: Um 02:00 werden die Uhren auf 03:00 vorgestellt ` +
          '(Beginn der Sommerzeit). Bitte wählen Sie eine andere Uhrzeit.',
      );
    },
  );

  test('every minute of the change day outside the missing hour comes back as typed, and no other is missing', () => {
    for (const time of minutesOfDay()) {
      const value = `${day}T${time}`;
      if (time.startsWith('02:')) expect(fromViennaInput(value), value).toBeUndefined();
      else expect(toViennaInput(fromViennaInput(value)), value).toBe(value);
    }
  });

  test('the day around the change is 23 hours long in the calendar', () => {
    expect(viennaTime(year, month, date + 1).getTime() - viennaTime(year, month, date).getTime()).toBe(23 * HOUR);
    expect(viennaTime(year, month, date).toISOString()).toBe(instantAt(day, '00:00', CET));
  });
});

describe.each(AUTUMN)('the autumn change on %s (03:00 CEST becomes 02:00 CET)', (day) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const repeated = ['02:00', '02:30', '02:59'];

  test.each(repeated)('%s, a time in the repeated autumn hour, is its first occurrence, still summer time', (time) => {
    const stored = fromViennaInput(`${day}T${time}`);
    expect(stored?.toISOString()).toBe(instantAt(day, time, CEST));
    expect(toViennaInput(stored)).toBe(`${day}T${time}`);
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    expect(viennaTime(year, month, date, hour, minute).toISOString()).toBe(instantAt(day, time, CEST));
  });

  test.each(repeated)('%s, a time in the repeated autumn hour, saves with a German note saying which one', (time) => {
    expect(viennaInputProblem(`${day}T${time}`, 'unlesbar')).toBeUndefined();
    expect(parseViennaInput(`${day}T${time}`)).toMatchObject({
      ok: true,
      ambiguous: true,
      change: { day: germanDay(day), time, from: '03:00', to: '02:00' },
    });
    expect(repeatedHourNote(`${day}T${time}`)).toBe(
      `Am ${germanDay(day)} gibt es die Uhrzeit ${time} zweimal: Um 03:00 werden die Uhren auf 02:00 zurückgestellt ` +
        '(Ende der Sommerzeit). Gespeichert wird das erste Mal, also noch in der Sommerzeit.',
    );
  });

  test('the second occurrence of the repeated hour shows as typed, and typed again means the first', () => {
    const second = instantAt(day, '02:30', CET);
    expect(toViennaInput(second)).toBe(`${day}T02:30`);
    expect(fromViennaInput(toViennaInput(second))?.toISOString()).toBe(instantAt(day, '02:30', CEST));
  });

  test('every minute of the change day comes back as typed', () => {
    for (const time of minutesOfDay()) {
      const value = `${day}T${time}`;
      expect(toViennaInput(fromViennaInput(value)), value).toBe(value);
    }
  });

  test('the day around the change is 25 hours long in the calendar', () => {
    expect(viennaTime(year, month, date + 1).getTime() - viennaTime(year, month, date).getTime()).toBe(25 * HOUR);
    expect(viennaTime(year, month, date).toISOString()).toBe(instantAt(day, '00:00', CEST));
  });
});

describe('Vienna wall-clock times away from the changes', () => {
  test('month ranges that hold a change start and end at Vienna midnight in the right season', () => {
    expect(monthRange(2026, 3)).toEqual({
      start: new Date(instantAt('2026-03-01', '00:00', CET)),
      end: new Date(instantAt('2026-04-01', '00:00', CEST)),
    });
    expect(monthRange(2030, 10)).toEqual({
      start: new Date(instantAt('2030-10-01', '00:00', CEST)),
      end: new Date(instantAt('2030-11-01', '00:00', CET)),
    });
  });

  test('a day past the end of a month rolls over into the next, as calendar grids count days', () => {
    expect(viennaTime(2026, 3, 32).toISOString()).toBe(instantAt('2026-04-01', '00:00', CEST));
    expect(viennaTime(2026, 12, 32).toISOString()).toBe(instantAt('2027-01-01', '00:00', CET));
  });

  test('the same wall-clock time asked for twice is two equal Dates, not one shared object', () => {
    const first = viennaTime(2026, 5, 4, 10, 30);
    first.setTime(0);
    expect(viennaTime(2026, 5, 4, 10, 30).toISOString()).toBe(instantAt('2026-05-04', '10:30', CEST));
  });

  test('days and times that do not exist, and anything but a datetime-local value, are a format problem', () => {
    for (const value of [
      '2026-02-29T08:00',
      '2026-04-31T08:00',
      '2026-13-01T08:00',
      '2026-05-04T24:00',
      '2026-05-04T10:60',
      '2026-05-04',
      '2026-05-04T10:30:00',
      '2026-05-04T10:30+02:00',
      'morgen',
      '',
    ]) {
      expect(parseViennaInput(value), value).toEqual({ ok: false, problem: 'format' });
      expect(viennaInputProblem(value, 'Bitte Datum und Uhrzeit angeben.'), value).toBe(
        'Bitte Datum und Uhrzeit angeben.',
      );
    }
    expect(fromViennaInput('2028-02-29T08:00')?.toISOString()).toBe(instantAt('2028-02-29', '08:00', CET));
    expect(fromViennaInput(' 2026-05-04T10:30 ')?.toISOString()).toBe(instantAt('2026-05-04', '10:30', CEST));
  });
});

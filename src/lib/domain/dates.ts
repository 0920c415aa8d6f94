// Server only: the polyfill is about 34 KiB gzip, more than a public page's JS budget has left
// (tests/unit/lib/domain/dates-server-only.test.ts keeps client components from importing this module).
import { Temporal } from 'temporal-polyfill';
import { memoize } from './memo';

export const TIME_ZONE = 'Europe/Vienna';
export const LOCALE = 'de-AT';

/** PocketBase writes dates as '2026-11-22 10:00:00.000Z'; '' means unset. */
export function parseServerDate(value: string | undefined | null): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Formats a Date as PocketBase expects it in filters. */
export function toServerDate(date: Date): string {
  return date.toISOString().replace('T', ' ');
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

export type DateParts = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * Intl formatting is the slowest step of a render that lists dates; every field shown is at most
 * minute-precise and Vienna's offset is whole hours, so results are remembered per UTC minute.
 */
const minuteOf = (date: Date) => String(Math.floor(date.getTime() / 60_000));

/** Calendar fields of an instant as a clock in Vienna shows them (month 1–12). */
export const viennaParts: (date: Date) => Readonly<DateParts> = memoize(computeViennaParts, minuteOf, 2048);

function computeViennaParts(date: Date): Readonly<DateParts> {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Object.freeze({
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  });
}

/**
 * The instant at which a Vienna wall-clock time happens. Fields roll over as in `Date.UTC` (day 32 of March is the
 * 1st of April). In the hour that happens twice in autumn it is the first time (summer time); a time the spring
 * change skips moves on by the skipped hour (02:30 becomes 03:30), as Temporal's 'compatible' does.
 */
export function viennaTime(year: number, month: number, day = 1, hour = 0, minute = 0): Date {
  return new Date(viennaMilliseconds(year, month, day, hour, minute));
}

// About 10 µs a conversion with the polyfill, and a calendar grid asks for two per day: remember them.
const viennaMilliseconds = memoize(
  (year: number, month: number, day: number, hour: number, minute: number) => {
    const rolled = new Date(Date.UTC(year, month - 1, day, hour, minute));
    return plainClock(rolled).toZonedDateTime(TIME_ZONE, { disambiguation: 'compatible' }).epochMilliseconds;
  },
  (...fields) => fields.join(' '),
  2048,
);

/** The UTC fields of a Date as a wall-clock time. */
const plainClock = (date: Date) =>
  new Temporal.PlainDateTime(
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
  );

const formats = {
  date: new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
  short: new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }),
  dateTime: new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }),
  time: new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }),
  month: new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'long', year: 'numeric' }),
  weekday: new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' }),
};

export type DateFormat = keyof typeof formats;

const formatted = memoize(
  (value: Date, format: DateFormat) => formats[format].format(value),
  (value, format) => `${format} ${minuteOf(value)}`,
  2048,
);

export function formatDate(date: Date | string | undefined, format: DateFormat = 'date'): string {
  const value = typeof date === 'string' ? parseServerDate(date) : date;
  return value && !Number.isNaN(value.getTime()) ? formatted(value, format) : '';
}

/** 'YYYY-MM' of the month an instant falls in, in Vienna. */
export function monthKey(date: Date): string {
  const { year, month } = viennaParts(date);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** How far the calendar reaches from today's month, either way; bounds how many month pages can exist. */
export const CALENDAR_REACH_MONTHS = 36;

/** Months between two (year, month) pairs: positive when `to` is later. */
function monthsBetween(from: { year: number; month: number }, to: { year: number; month: number }): number {
  return (to.year - from.year) * 12 + (to.month - from.month);
}

/** Whether a month lies within the calendar's reach of the Vienna month of `now`. */
export function isMonthInReach(target: { year: number; month: number }, now: Date = new Date()): boolean {
  return Math.abs(monthsBetween(viennaParts(now), target)) <= CALENDAR_REACH_MONTHS;
}

/** Parses '?month=YYYY-MM'; anything else, or a month beyond the calendar's reach of `now`, gives undefined. */
export function parseMonthKey(
  value: string | null | undefined,
  now: Date = new Date(),
): { year: number; month: number } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const target = { year: Number(match[1]), month: Number(match[2]) };
  if (target.month < 1 || target.month > 12 || !isMonthInReach(target, now)) return undefined;
  return target;
}

/** The instants where a Vienna month starts and the next one starts. */
export function monthRange(year: number, month: number): { start: Date; end: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { start: viennaTime(year, month), end: viennaTime(next.year, next.month) };
}

export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const pad = (value: number) => String(value).padStart(2, '0');

/** An instant on Vienna's clock as the dashboard writes it: weekday 'Mo', day '12.10.2026', time '08:00'. */
export function viennaClock(date: Date): { weekday: string; day: string; time: string } {
  const { year, month, day, hour, minute } = viennaParts(date);
  return {
    weekday: WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '',
    day: `${pad(day)}.${pad(month)}.${year}`,
    time: `${pad(hour)}:${pad(minute)}`,
  };
}

/** 'Mo, 12.10.2026, 08:00' on Vienna's clock. */
export function formatViennaStamp(date: Date): string {
  const { weekday, day, time } = viennaClock(date);
  return `${weekday}, ${day}, ${time}`;
}

/**
 * A date as the dashboard shows it: on Vienna's clock, which is what PocketBase's admin UI (0.37+) shows and takes
 * in a browser set to Vienna's time zone (it names the zone beside the field).
 */
export type DashboardDate = { iso: string; vienna: string };

export function dashboardDate(value: string | Date | undefined): DashboardDate | undefined {
  const date = typeof value === 'string' ? parseServerDate(value) : value;
  if (!date) return undefined;
  return { iso: date.toISOString(), vienna: formatViennaStamp(date) };
}

/** An instant as a `<input type="datetime-local">` value on Vienna's clock ('2026-12-01T08:00'), '' for none. */
export function toViennaInput(value: string | Date | undefined): string {
  const date = typeof value === 'string' ? parseServerDate(value) : value;
  if (!date) return '';
  const { year, month, day, hour, minute } = viennaParts(date);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** The clock change a typed `time` falls into: on `day` ('DD.MM.YYYY') the clocks jump from `from` to `to`. */
export type ClockChange = { day: string; time: string; from: string; to: string };

/**
 * A `datetime-local` value read as Vienna's clock. `ambiguous`: the time happens twice (the autumn change), and `date`
 * is the first time (summer time). `missing-hour`: the spring change skips it. `format`: no such day or time.
 */
export type ViennaInput =
  | { ok: true; date: Date; ambiguous: false }
  | { ok: true; date: Date; ambiguous: true; change: ClockChange }
  | { ok: false; problem: 'format' }
  | { ok: false; problem: 'missing-hour'; change: ClockChange };

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function parseViennaInput(value: string): ViennaInput {
  const match = INPUT.exec(value.trim());
  if (!match) return { ok: false, problem: 'format' };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  let clock: Temporal.PlainDateTime;
  try {
    clock = Temporal.PlainDateTime.from({ year, month, day, hour, minute }, { overflow: 'reject' });
  } catch {
    return { ok: false, problem: 'format' };
  }
  const first = clock.toZonedDateTime(TIME_ZONE, { disambiguation: 'earlier' });
  const last = clock.toZonedDateTime(TIME_ZONE, { disambiguation: 'later' });
  const date = new Date(first.epochMilliseconds);
  if (first.epochMilliseconds === last.epochMilliseconds) return { ok: true, date, ambiguous: false };
  // The readings differ only around a clock change: the time is repeated, or skipped and read as either neighbour.
  const change = first.getTimeZoneTransition('next');
  if (!change) return { ok: true, date, ambiguous: false };
  const after = change.toPlainDateTime();
  const before = after.subtract({ nanoseconds: change.offsetNanoseconds - first.offsetNanoseconds });
  const clockChange = {
    day: `${pad(day)}.${pad(month)}.${year}`,
    time: `${pad(hour)}:${pad(minute)}`,
    from: clockTime(before),
    to: clockTime(after),
  };
  if (!first.toPlainDateTime().equals(clock)) return { ok: false, problem: 'missing-hour', change: clockChange };
  return { ok: true, date, ambiguous: true, change: clockChange };
}

const clockTime = (clock: Temporal.PlainDateTime) => `${pad(clock.hour)}:${pad(clock.minute)}`;

/** The instant a `datetime-local` value means on Vienna's clock; undefined for anything else and the missing hour. */
export function fromViennaInput(value: string): Date | undefined {
  const input = parseViennaInput(value);
  return input.ok ? input.date : undefined;
}

/** The German message for a typed time that cannot be saved: the skipped hour's own, else `whenMalformed`. */
export function viennaInputMessage(input: ViennaInput & { ok: false }, whenMalformed: string): string {
  if (input.problem === 'format') return whenMalformed;
  const { day, time, from, to } = input.change;
  return (
    `Am ${day} gibt es die Uhrzeit ${time} nicht: Um ${from} werden die Uhren auf ${to} vorgestellt ` +
    '(Beginn der Sommerzeit). Bitte wählen Sie eine andere Uhrzeit.'
  );
}

/** What is wrong with a typed time, in German (`whenMalformed` for anything but the skipped hour), or undefined. */
export function viennaInputProblem(value: string, whenMalformed: string): string | undefined {
  const input = parseViennaInput(value);
  return input.ok ? undefined : viennaInputMessage(input, whenMalformed);
}

/**
 * A note for a time in the hour that happens twice on the autumn change day, which is saved as its first time;
 * undefined for every other value. Only a note: such a time saves.
 */
export function repeatedHourNote(value: string): string | undefined {
  const input = parseViennaInput(value);
  if (!input.ok || !input.ambiguous) return undefined;
  const { day, time, from, to } = input.change;
  return (
    `Am ${day} gibt es die Uhrzeit ${time} zweimal: Um ${from} werden die Uhren auf ${to} zurückgestellt ` +
    '(Ende der Sommerzeit). Gespeichert wird das erste Mal, also noch in der Sommerzeit.'
  );
}

import type { CalendarEntry } from './types';
import { parseServerDate, viennaTime } from './dates';

export type CalendarDay = { day: number; inMonth: boolean; iso: string; entries: CalendarEntry[] };

/** An entry's time span in ms; an entry without an end lasts a moment. Parsed once per grid, not once per day. */
type Span = { entry: CalendarEntry; from: number; to: number };

function spanOf(entry: CalendarEntry): Span | undefined {
  const from = parseServerDate(entry.from);
  if (!from) return undefined;
  return { entry, from: from.getTime(), to: (parseServerDate(entry.to) ?? from).getTime() };
}

/** Monday-first weeks covering a month; days outside it are padding without entries. Multi-day entries touch every day they span. */
export function buildMonthGrid(year: number, month: number, entries: CalendarEntry[]): CalendarDay[][] {
  const spans = entries.map(spanOf).filter((span) => span !== undefined);
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells = Math.ceil((firstWeekday + daysInMonth) / 7) * 7;
  const days: CalendarDay[] = [];
  for (let cell = 0; cell < cells; cell++) {
    const date = new Date(Date.UTC(year, month - 1, cell - firstWeekday + 1));
    const day = date.getUTCDate();
    const inMonth = date.getUTCMonth() === month - 1;
    const iso = date.toISOString().slice(0, 10);
    if (!inMonth) {
      days.push({ day, inMonth, iso, entries: [] });
      continue;
    }
    // The Vienna day: from its midnight to the next (23 or 25 hours when the clocks change).
    const start = viennaTime(year, month, day).getTime();
    const end = viennaTime(year, month, day + 1).getTime();
    const touching = spans.filter((span) => span.from < end && span.to >= start).map((span) => span.entry);
    days.push({ day, inMonth, iso, entries: touching });
  }
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

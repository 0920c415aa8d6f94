import type { CalendarEntry } from './types';
import { parseServerDate, viennaTime } from './dates';

export type CalendarDay = { day: number; inMonth: boolean; iso: string; entries: CalendarEntry[] };

/** Does the entry touch the Vienna day that starts at `start`? Multi-day entries touch every day they span. */
function overlaps(entry: CalendarEntry, start: Date, end: Date): boolean {
  const from = parseServerDate(entry.from);
  const to = parseServerDate(entry.to) ?? from;
  return !!from && !!to && from < end && to >= start;
}

/** Monday-first weeks covering a month; days outside it are padding without entries. */
export function buildMonthGrid(year: number, month: number, entries: CalendarEntry[]): CalendarDay[][] {
  const firstWeekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells = Math.ceil((firstWeekday + daysInMonth) / 7) * 7;
  const days: CalendarDay[] = [];
  for (let cell = 0; cell < cells; cell++) {
    const date = new Date(Date.UTC(year, month - 1, cell - firstWeekday + 1));
    const day = date.getUTCDate();
    const inMonth = date.getUTCMonth() === month - 1;
    const start = viennaTime(date.getUTCFullYear(), date.getUTCMonth() + 1, day);
    const end = viennaTime(date.getUTCFullYear(), date.getUTCMonth() + 1, day + 1);
    days.push({
      day,
      inMonth,
      iso: date.toISOString().slice(0, 10),
      entries: inMonth ? entries.filter((entry) => overlaps(entry, start, end)) : [],
    });
  }
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

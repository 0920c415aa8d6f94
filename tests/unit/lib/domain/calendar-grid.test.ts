import { anEntry } from '../../fixtures';
import { describe, expect, test } from 'vitest';
import { buildMonthGrid } from '../../../../src/lib/domain/calendar-grid';

const entry = (id: string, from: string, to: string) => anEntry({ id, title: id, from, to, updated: '' });

describe('calendar month grid', () => {
  test('weeks start on Monday and pad the month with neighbouring days', () => {
    const weeks = buildMonthGrid(2026, 12, []);
    expect(weeks[0]?.[0]).toMatchObject({ iso: '2026-11-30', inMonth: false });
    expect(weeks[0]?.[1]).toMatchObject({ iso: '2026-12-01', inMonth: true, day: 1 });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  test('a multi-day entry appears on every day it spans and no other', () => {
    const trip = entry('trip', '2026-12-07 07:00:00.000Z', '2026-12-09 15:00:00.000Z');
    const days = buildMonthGrid(2026, 12, [trip])
      .flat()
      .filter((day) => day.entries.length > 0);
    expect(days.map((day) => day.iso)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
  });

  test('an evening event late in Vienna lands on its Vienna day, not the UTC one', () => {
    const party = entry('party', '2026-12-31 23:30:00.000Z', '2026-12-31 23:30:00.000Z');
    const january = buildMonthGrid(2027, 1, [party])
      .flat()
      .filter((day) => day.entries.length > 0);
    expect(january.map((day) => day.iso)).toEqual(['2027-01-01']);
  });

  test('an entry without an end is on its start day only; one without a readable start is on no day', () => {
    const moment = entry('moment', '2026-12-10 09:00:00.000Z', '');
    const broken = entry('broken', 'kein Datum', '2026-12-11 09:00:00.000Z');
    const days = buildMonthGrid(2026, 12, [moment, broken])
      .flat()
      .filter((day) => day.entries.length > 0);
    expect(days.map((day) => [day.iso, day.entries.map((e) => e.id)])).toEqual([['2026-12-10', ['moment']]]);
  });

  test('padding days never carry entries, even one that spans into them', () => {
    const week = entry('week', '2026-11-27 07:00:00.000Z', '2026-12-02 15:00:00.000Z');
    const weeks = buildMonthGrid(2026, 12, [week]);
    expect(weeks[0]?.[0]).toMatchObject({ iso: '2026-11-30', inMonth: false, entries: [] });
    expect(weeks[0]?.[1]?.entries.map((e) => e.id)).toEqual(['week']);
  });
});

import { describe, expect, test } from 'vitest';
import {
  dashboardDate,
  formatDate,
  monthRange,
  parseMonthKey,
  parseServerDate,
  shiftMonth,
  viennaParts,
  viennaTime,
} from '../../../src/lib/domain/dates';

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

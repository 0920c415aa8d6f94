import { describe, expect, test } from 'vitest';
import {
  dashboardDate,
  formatDate,
  localTimeCorrection,
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

const at = (value: string) => parseServerDate(value)!;
const utc = (date: Date | undefined) => date?.toISOString().replace('T', ' ').slice(0, 19);

describe('dates in the dashboard', () => {
  test('a date shows on Vienna’s clock with the UTC value PocketBase takes beside it, in summer and winter', () => {
    expect(dashboardDate('2026-10-12 06:00:00.000Z')).toEqual({
      iso: '2026-10-12T06:00:00.000Z',
      vienna: 'Mo, 12.10.2026, 08:00',
      utc: '2026-10-12 06:00:00',
    });
    expect(dashboardDate('2027-01-18 06:30:00.000Z')).toMatchObject({
      vienna: 'Mo, 18.01.2027, 07:30',
      utc: '2027-01-18 06:30:00',
    });
    // Sunday of the switch back to winter time: 02:30 happens twice in Vienna, the UTC value tells them apart.
    expect(dashboardDate('2026-10-25 00:30:00.000Z')?.vienna).toBe('So, 25.10.2026, 02:30');
    expect(dashboardDate('2026-10-25 01:30:00.000Z')?.vienna).toBe('So, 25.10.2026, 02:30');
    expect(dashboardDate('')).toBeUndefined();
    expect(dashboardDate('Unsinn')).toBeUndefined();
  });

  test('a midnight typed into PocketBase’s UTC field shows as 01:00 or 02:00; the correction is Vienna’s midnight', () => {
    expect(utc(localTimeCorrection(at('2026-10-12 00:00:00.000Z'), 'time'))).toBe('2026-10-11 22:00:00');
    expect(utc(localTimeCorrection(at('2027-01-18 00:00:00.000Z'), 'time'))).toBe('2027-01-17 23:00:00');
  });

  test('an end of day typed in UTC runs into the next Vienna day; the correction ends it on the day meant', () => {
    expect(utc(localTimeCorrection(at('2026-10-12 23:59:59.000Z'), 'time'))).toBe('2026-10-12 21:59:59');
    expect(utc(localTimeCorrection(at('2027-01-18 23:30:00.000Z'), 'time'))).toBe('2027-01-18 22:30:00');
  });

  test('Vienna midnight (the site’s all-day start) and daytime values are taken as meant', () => {
    for (const value of [
      '2026-10-11 22:00:00.000Z',
      '2027-01-17 23:00:00.000Z',
      '2026-10-12 06:00:00.000Z',
      '2026-10-12 17:30:00.000Z',
      '2026-10-12 21:59:00.000Z',
      '2027-01-18 00:00:01.000Z',
    ]) {
      expect(localTimeCorrection(at(value), 'time'), value).toBeUndefined();
    }
  });

  test('a corrected value is never flagged again, at any minute of a summer and a winter day', () => {
    for (const day of ['2026-07-01', '2026-12-01']) {
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const value = new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000);
        for (const shows of ['time', 'day'] as const) {
          const corrected = localTimeCorrection(value, shows);
          if (corrected) expect(localTimeCorrection(corrected, shows), value.toISOString()).toBeUndefined();
        }
      }
    }
  });

  test('where only the day shows, UTC midnight is harmless and only a value on the next Vienna day is flagged', () => {
    expect(localTimeCorrection(at('2026-10-12 00:00:00.000Z'), 'day')).toBeUndefined();
    expect(localTimeCorrection(at('2026-10-12 08:00:00.000Z'), 'day')).toBeUndefined();
    expect(utc(localTimeCorrection(at('2026-10-12 23:30:00.000Z'), 'day'))).toBe('2026-10-12 21:30:00');
    expect(utc(localTimeCorrection(at('2027-01-18 23:30:00.000Z'), 'day'))).toBe('2027-01-18 22:30:00');
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

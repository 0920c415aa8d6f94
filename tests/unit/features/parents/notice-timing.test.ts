import { describe, expect, test } from 'vitest';
import {
  afterQuietHours,
  mailBudget,
  noticeText,
  releaseAt,
} from '../../../../src/features/parents/rules/notice-timing';
import { parseQuietHours } from '../../../../src/lib/domain/quiet-hours';

// contract.md "Telling parents": nothing between 20:00 and 07:00 Vienna; what waits goes out at 07:00; a grace period
// of NOTIFY_DELAY_MINUTES after a post goes public; "Dringend" skips both.
const QUIET = parseQuietHours('20:00-07:00') ?? null;
const TIMING = { delayMinutes: 10, quiet: QUIET };
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('quiet hours on Vienna time', () => {
  test.each([
    // winter (UTC+1): 22:00 Vienna is 21:00 UTC; it waits for 07:00 the next morning (06:00 UTC)
    ['2026-12-01T21:00:00Z', '2026-12-02T06:00:00.000Z'],
    // after midnight: the same morning
    ['2026-12-02T02:30:00Z', '2026-12-02T06:00:00.000Z'],
    // 19:59 Vienna goes at once; 20:00 waits
    ['2026-12-01T18:59:00Z', '2026-12-01T18:59:00.000Z'],
    ['2026-12-01T19:00:00Z', '2026-12-02T06:00:00.000Z'],
    // 07:00 Vienna on the dot goes
    ['2026-12-02T06:00:00Z', '2026-12-02T06:00:00.000Z'],
    // summer (UTC+2): 21:30 Vienna is 19:30 UTC; 07:00 Vienna is 05:00 UTC
    ['2026-07-10T19:30:00Z', '2026-07-11T05:00:00.000Z'],
    // the night the clocks go back (25 October 2026, 03:00 summer time becomes 02:00): 07:00 winter time
    ['2026-10-24T20:00:00Z', '2026-10-25T06:00:00.000Z'],
    // the night they go forward (28 March 2027, 02:00 becomes 03:00): 07:00 summer time
    ['2027-03-27T21:00:00Z', '2027-03-28T05:00:00.000Z'],
  ])('%s goes out at %s', (time, expected) => {
    expect(iso(afterQuietHours(at(time), QUIET))).toBe(expected);
  });

  test('without quiet hours everything goes at once', () => {
    expect(afterQuietHours(at('2026-12-01T23:00:00Z'), null)).toBe(at('2026-12-01T23:00:00Z'));
  });

  test('a span within one day (12:00-13:00) holds only that hour', () => {
    const noon = parseQuietHours('12:00-13:00') ?? null;
    expect(iso(afterQuietHours(at('2026-12-01T11:30:00Z'), noon))).toBe('2026-12-01T12:00:00.000Z');
    expect(afterQuietHours(at('2026-12-01T13:30:00Z'), noon)).toBe(at('2026-12-01T13:30:00Z'));
  });
});

describe('the grace period', () => {
  test('ten minutes after a post is first seen public, in the day', () => {
    expect(iso(releaseAt(at('2026-12-01T09:00:00Z'), TIMING, false))).toBe('2026-12-01T09:10:00.000Z');
  });

  test('a post seen at 19:55 would go at 20:05: it waits for 07:00', () => {
    expect(iso(releaseAt(at('2026-12-01T18:55:00Z'), TIMING, false))).toBe('2026-12-02T06:00:00.000Z');
  });

  test('"Dringend" goes at once, at night too', () => {
    expect(releaseAt(at('2026-12-01T22:00:00Z'), TIMING, true)).toBe(at('2026-12-01T22:00:00Z'));
  });

  test('no delay and no quiet hours: at once', () => {
    expect(releaseAt(at('2026-12-01T22:00:00Z'), { delayMinutes: 0, quiet: null }, false)).toBe(
      at('2026-12-01T22:00:00Z'),
    );
  });
});

describe('quiet hours as a setting', () => {
  test.each([
    ['20:00-07:00', { start: 1200, end: 420 }],
    ['21:30 - 06:15', { start: 1290, end: 375 }],
    ['off', null],
    ['08:00-08:00', null],
    ['20-7', undefined],
    ['24:00-07:00', undefined],
  ])('%j reads as %j', (text, expected) => {
    expect(parseQuietHours(text)).toEqual(expected);
  });
});

describe("the dashboard's line", () => {
  test('says when parents will be told, and how many were', () => {
    expect(noticeText({ state: 'waiting', release: at('2026-12-02T06:00:00Z') })).toContain('02.12.2026, 07:00');
    expect(noticeText({ state: 'sent', at: at('2026-12-01T09:10:00Z'), recipients: 37 })).toBe(
      'Ja, am Di, 01.12.2026, 10:10 an 37 Abonnements.',
    );
    expect(noticeText({ state: 'sent', at: at('2026-12-01T09:10:00Z'), recipients: 1 })).toContain('1 Abonnement.');
    expect(noticeText({ state: 'sent', at: at('2026-12-01T09:10:00Z'), recipients: 0 })).toContain('Niemand');
  });
});

describe('mails a minute (MAIL_PER_MINUTE, the school server’s limit)', () => {
  const minute = Date.parse('2026-12-01T09:00:00Z');
  test('a new minute has the whole budget, at most a run’s worth', () => {
    expect(mailBudget(undefined, minute + 5_000, 30, 10).room).toBe(10);
    expect(mailBudget(`${minute - 60_000}:30`, minute + 5_000, 30, 10).room).toBe(10);
  });

  test('within a minute what was sent counts; spent, the next may go at the next minute', () => {
    const budget = mailBudget(`${minute}:25`, minute + 30_000, 30, 10);
    expect(budget.room).toBe(5);
    expect(budget.spend(5)).toEqual({ record: `${minute}:30`, waitUntil: minute + 60_000 });
    expect(mailBudget(`${minute}:30`, minute + 40_000, 30, 10)).toMatchObject({ room: 0, nextMinute: minute + 60_000 });
    expect(mailBudget(`${minute}:3`, minute + 1_000, 30, 10).spend(2)).toEqual({
      record: `${minute}:5`,
      waitUntil: undefined,
    });
  });
});

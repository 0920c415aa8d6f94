import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { OVERLAY_TIMEOUT_MS, reportServerUnreachable, subscribe } from '../../../../src/components/shell/server-status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('server-unreachable flag (seed-spec section 3)', () => {
  test('a report shows the overlay for 5 s, then it goes away by itself', () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribe((value) => seen.push(value));
    reportServerUnreachable();
    expect(OVERLAY_TIMEOUT_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(seen.at(-1)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe(false);
    unsubscribe();
  });

  test('a second report restarts the 5 s, and a late subscriber sees the current flag', () => {
    reportServerUnreachable();
    vi.advanceTimersByTime(3000);
    reportServerUnreachable();
    vi.advanceTimersByTime(3000);
    const late: boolean[] = [];
    const unsubscribe = subscribe((value) => late.push(value));
    expect(late).toEqual([true]);
    vi.advanceTimersByTime(2000);
    expect(late).toEqual([true, false]);
    unsubscribe();
  });
});

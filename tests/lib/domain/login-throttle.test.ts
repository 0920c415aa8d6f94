import { describe, expect, test } from 'vitest';
import {
  type Attempts,
  clientAddress,
  recentAttempts,
  decideAttempt,
  LIMITS,
  normaliseAccount,
  WINDOW_MS,
} from '../../../src/lib/domain/login-throttle';

const NOW = 1_800_000_000_000;
const times = (count: number, start = NOW - 60_000) => Array.from({ length: count }, (_, i) => start + i);
const attempts = (partial: Partial<Attempts>): Attempts => ({ account: [], pair: [], address: [], ...partial });

describe('sign-in throttling rules', () => {
  test('ten tries per account in 15 minutes, from all addresses together', () => {
    expect(LIMITS.account).toBe(10);
    expect(decideAttempt(attempts({ account: times(9) }), NOW)).toEqual({ allowed: true });
    expect(decideAttempt(attempts({ account: times(10) }), NOW)).toMatchObject({ allowed: false });
  });

  test('one address gets fewer tries per account than the account has, so it cannot lock anyone out', () => {
    expect(LIMITS.pair).toBeLessThan(LIMITS.account);
    expect(decideAttempt(attempts({ pair: times(LIMITS.pair - 1) }), NOW)).toEqual({ allowed: true });
    expect(decideAttempt(attempts({ pair: times(LIMITS.pair) }), NOW)).toMatchObject({ allowed: false });
  });

  test('one address has a budget over all accounts', () => {
    expect(decideAttempt(attempts({ address: times(LIMITS.address - 1) }), NOW)).toEqual({ allowed: true });
    expect(decideAttempt(attempts({ address: times(LIMITS.address) }), NOW)).toMatchObject({ allowed: false });
  });

  test('a refusal says when the oldest try leaves the window, never longer than 15 minutes', () => {
    const first = NOW - 5 * 60_000;
    const decision = decideAttempt(attempts({ pair: times(LIMITS.pair, first) }), NOW);
    expect(decision).toEqual({ allowed: false, retryAfterMs: WINDOW_MS - 5 * 60_000 });
    expect(decideAttempt(attempts({ account: times(10, NOW) }), NOW)).toEqual({
      allowed: false,
      retryAfterMs: WINDOW_MS,
    });
  });

  test('tries older than 15 minutes no longer count', () => {
    expect(decideAttempt(attempts({ account: times(10, NOW - WINDOW_MS) }), NOW)).toEqual({ allowed: true });
    expect(decideAttempt(attempts({ account: times(10, NOW - WINDOW_MS + 1) }), NOW)).toMatchObject({ allowed: false });
  });

  test('an account is the same however its e-mail address is typed', () => {
    expect(normaliseAccount('  Lehrer@Schule.TEST ')).toBe('lehrer@schule.test');
    expect(normaliseAccount('ｌｅｈｒｅｒ@schule.test')).toBe('lehrer@schule.test');
  });

  test('the client address comes from CF-Connecting-IP; an IPv6 /64 counts as one address', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});

describe('throttle boundaries', () => {
  test('an attempt exactly 15 minutes old no longer counts', () => {
    expect(recentAttempts([NOW - WINDOW_MS, NOW - WINDOW_MS + 1, NOW], NOW)).toEqual([NOW - WINDOW_MS + 1, NOW]);
  });

  test('the wait ends when the oldest counted attempt leaves the window, in whatever order they were stored', () => {
    const stored = [NOW - 1000, NOW - 5000, NOW - 2000, NOW - 4000, NOW - 3000];
    const decision = decideAttempt({ account: [], pair: stored, address: [] }, NOW);
    expect(decision).toEqual({ allowed: false, retryAfterMs: WINDOW_MS - 5000 });
  });

  test('malformed IPv6 addresses count as themselves, never as another /64', () => {
    expect(clientAddress('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(clientAddress('1:2:3:4:5:6:7')).toBe('1:2:3:4:5:6:7');
    expect(clientAddress('1:2:3:4::5:6:7:8')).toBe('1:2:3:4::5:6:7:8');
    expect(clientAddress('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('1:2:3:4:5:6:7:8')).toBe('1:2:3:4::/64');
  });
});

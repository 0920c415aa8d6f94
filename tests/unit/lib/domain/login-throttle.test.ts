import { describe, expect, test } from 'vitest';
import {
  type Attempts,
  recentAttempts,
  decideAttempt,
  KNOWN_BROWSER,
  LIMITS,
  minutesToWait,
  normaliseAccount,
  UNKNOWN_BROWSER,
  WINDOW_MS,
  CROWD_WINDOW_MS,
  POCKETBASE_SIGN_IN_LIMIT,
  SCOPE_WINDOW_MS,
  SENT_SCOPES,
} from '../../../../src/lib/domain/login-throttle';

const NOW = 1_800_000_000_000;
const times = (count: number, start = NOW - 60_000) => Array.from({ length: count }, (_, i) => start + i);
const attempts = (partial: Attempts): Attempts => ({ account: [], pair: [], address: [], ...partial });

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
    expect(decision).toEqual({ allowed: false, retryAfterMs: WINDOW_MS - 5 * 60_000, scope: 'pair' });
    expect(decideAttempt(attempts({ account: times(10, NOW) }), NOW)).toEqual({
      allowed: false,
      retryAfterMs: WINDOW_MS,
      scope: 'account',
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
});

describe('throttle boundaries', () => {
  test('an attempt exactly 15 minutes old no longer counts', () => {
    expect(recentAttempts([NOW - WINDOW_MS, NOW - WINDOW_MS + 1, NOW], NOW)).toEqual([NOW - WINDOW_MS + 1, NOW]);
  });

  test('the wait ends when the oldest counted attempt leaves the window, in whatever order they were stored', () => {
    const stored = [NOW - 1000, NOW - 5000, NOW - 2000, NOW - 4000, NOW - 3000];
    const decision = decideAttempt({ account: [], pair: stored, address: [] }, NOW);
    expect(decision).toEqual({ allowed: false, retryAfterMs: WINDOW_MS - 5000, scope: 'pair' });
  });
});

describe('the crowd: many addresses at once', () => {
  test('unknown browsers together send at most 60 tries per window, from however many addresses', () => {
    expect(decideAttempt(attempts({ crowd: times(LIMITS.crowd - 1, NOW - 1_000) }), NOW)).toEqual({ allowed: true });
    expect(decideAttempt(attempts({ crowd: times(LIMITS.crowd, NOW - 1_000) }), NOW)).toEqual({
      allowed: false,
      retryAfterMs: CROWD_WINDOW_MS - 1_000,
      scope: 'crowd',
    });
  });

  test('the crowd and the overall budget count over their own window, not 15 minutes', () => {
    expect(SCOPE_WINDOW_MS.crowd).toBe(CROWD_WINDOW_MS);
    expect(SCOPE_WINDOW_MS.all).toBe(CROWD_WINDOW_MS);
    expect(decideAttempt({ crowd: times(LIMITS.crowd, NOW - CROWD_WINDOW_MS) }, NOW)).toEqual({ allowed: true });
    expect(decideAttempt({ crowd: times(LIMITS.crowd, NOW - CROWD_WINDOW_MS + 1) }, NOW)).toMatchObject({
      allowed: false,
    });
  });

  test('known browsers keep room the crowd cannot take: the overall budget is larger than the crowd’s', () => {
    expect(LIMITS.all).toBeGreaterThanOrEqual(2 * LIMITS.crowd);
    expect(decideAttempt({ device: [], all: times(LIMITS.crowd, NOW - 1_000) }, NOW)).toEqual({ allowed: true });
    expect(decideAttempt({ device: [], all: times(LIMITS.all, NOW - 1_000) }, NOW)).toMatchObject({
      allowed: false,
      scope: 'all',
    });
  });

  test('everything the site sends stays below PocketBase’s own limit, in every window PocketBase counts', () => {
    expect(LIMITS.all).toBeLessThan(POCKETBASE_SIGN_IN_LIMIT.maxRequests);
    // A try reserved at t reaches PocketBase by t + 3 s (the backend timeout): a 60 s window of PocketBase's holds
    // only tries reserved within a window of the site's.
    expect(CROWD_WINDOW_MS).toBeGreaterThanOrEqual(POCKETBASE_SIGN_IN_LIMIT.durationSeconds * 1000 + 3_000);
  });

  test('what was sent to PocketBase is never given back', () => {
    expect(SENT_SCOPES).toEqual(['crowd', 'all']);
  });
});

describe('device cookies in the rules', () => {
  test('a known browser is checked against its own tries and the overall budget; an unknown one against account, pair, address, the crowd and the overall budget', () => {
    expect(KNOWN_BROWSER).toEqual(['device', 'all']);
    expect(UNKNOWN_BROWSER).toEqual(['account', 'pair', 'address', 'crowd', 'all']);
  });

  test('a known browser has five tries of its own in 15 minutes', () => {
    expect(LIMITS.device).toBe(5);
    expect(decideAttempt({ device: times(4) }, NOW)).toEqual({ allowed: true });
    expect(decideAttempt({ device: times(5, NOW - 60_000) }, NOW)).toEqual({
      allowed: false,
      retryAfterMs: WINDOW_MS - 60_000,
      scope: 'device',
    });
  });

  test('scopes the decision is not asked about do not count: a full address never refuses a known browser', () => {
    expect(decideAttempt({ device: [] }, NOW)).toEqual({ allowed: true });
    expect(decideAttempt({}, NOW)).toEqual({ allowed: true });
    expect(decideAttempt({ device: times(LIMITS.device - 1) }, NOW)).toEqual({ allowed: true });
  });

  test('the numbers keep their promises: one address never uses up an account, and has more tries than one account', () => {
    expect(LIMITS).toEqual({ device: 5, account: 10, pair: 5, address: 30, crowd: 60, all: 120 });
    expect(LIMITS.pair).toBeLessThan(LIMITS.account);
    expect(LIMITS.address).toBeGreaterThan(LIMITS.account);
  });

  test('when several scopes refuse, the answer names the one that frees a slot last', () => {
    const decision = decideAttempt(
      { account: times(LIMITS.account, NOW - 10 * 60_000), pair: times(LIMITS.pair, NOW - 60_000), address: [] },
      NOW,
    );
    expect(decision).toEqual({ allowed: false, retryAfterMs: WINDOW_MS - 60_000, scope: 'pair' });
    const reversed = decideAttempt(
      { pair: times(LIMITS.pair, NOW - 60_000), account: times(LIMITS.account, NOW - 10 * 60_000) },
      NOW,
    );
    expect(reversed).toEqual({ allowed: false, retryAfterMs: WINDOW_MS - 60_000, scope: 'pair' });
  });

  test('of two scopes that free a slot at the same moment, the first asked is named', () => {
    const same = times(LIMITS.pair, NOW - 60_000);
    expect(decideAttempt({ pair: same, account: [...same, ...same] }, NOW)).toMatchObject({ scope: 'pair' });
    expect(decideAttempt({ account: [...same, ...same], pair: same }, NOW)).toMatchObject({ scope: 'account' });
  });

  test('the wait is said in whole minutes, rounded up, at least one', () => {
    expect(minutesToWait(WINDOW_MS)).toBe(15);
    expect(minutesToWait(14 * 60_000 + 1)).toBe(15);
    expect(minutesToWait(14 * 60_000)).toBe(14);
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(0)).toBe(1);
  });
});

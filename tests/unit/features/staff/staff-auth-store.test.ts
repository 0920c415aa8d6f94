import { afterEach, describe, expect, test, vi } from 'vitest';
import { CROWD_WINDOW_MS, WINDOW_MS } from '../../../../src/lib/domain/login-throttle';
import { DAY_MS, SESSION_COOKIE_GRACE_DAYS, SIGNED_OUT_FORMS_PER_HOUR } from '../../../../src/lib/domain/staff-cookies';
import { StaffAuthStore, type StoredSession } from '../../../../src/features/staff/staff-auth-store';

/** Durable Object storage as the runtime keeps it for one object: keys, values and one alarm. */
function objectState() {
  const data = new Map<string, unknown>();
  let alarm: number | null = null;
  const keys = (key: string | string[]) => (Array.isArray(key) ? key : [key]);
  const storage = {
    get: async (key: string | string[]) =>
      Array.isArray(key) ? new Map(key.filter((k) => data.has(k)).map((k) => [k, data.get(k)])) : data.get(key),
    put: async (key: string | Record<string, unknown>, value?: unknown) => {
      if (typeof key === 'string') data.set(key, structuredClone(value));
      else for (const [k, v] of Object.entries(key)) data.set(k, structuredClone(v));
    },
    delete: async (key: string | string[]) => keys(key).forEach((k) => data.delete(k)),
    list: async ({ prefix = '' }: { prefix?: string } = {}) =>
      new Map([...data].filter(([k]) => k.startsWith(prefix)).sort(([a], [b]) => a.localeCompare(b))),
    getAlarm: async () => alarm,
    setAlarm: async (at: number) => {
      alarm = at;
    },
  };
  return {
    data,
    state: { storage } as unknown as DurableObjectState,
    /** The alarm's time if it is due by `until`, cleared as the runtime clears an alarm it runs. */
    takeAlarmDueBy: (until: number) => {
      if (alarm === null || alarm > until) return null;
      const at = alarm;
      alarm = null;
      return at;
    },
  };
}

afterEach(() => vi.useRealTimers());

/** Runs the store's alarms as the runtime would, each at its time, until none is set or `until` is reached. */
async function runAlarms(store: StaffAuthStore, object: ReturnType<typeof objectState>, until: number) {
  for (let at = object.takeAlarmDueBy(until); at !== null; at = object.takeAlarmDueBy(until)) {
    vi.setSystemTime(at);
    await store.alarm();
  }
}

const T0 = Date.parse('2026-11-28T08:00:00Z');
const attemptKeys = (object: ReturnType<typeof objectState>) =>
  [...object.data.keys()].filter((key) => key.startsWith('attempts:'));

describe('what the privacy page promises the sign-in store keeps, and how long', () => {
  test('each try is deleted within a minute after it leaves its window, the crowd’s count within a minute after its own', async () => {
    vi.useFakeTimers({ now: T0 });
    const object = objectState();
    const store = new StaffAuthStore(object.state, {});
    await store.attempt({ account: 'lehrer@schule.test', address: '192.0.2.7' });
    expect(attemptKeys(object).sort()).toEqual([
      'attempts:account:lehrer@schule.test',
      'attempts:address:192.0.2.7',
      'attempts:all:',
      'attempts:crowd:',
      'attempts:pair:192.0.2.7|lehrer@schule.test',
    ]);
    await runAlarms(store, object, T0 + CROWD_WINDOW_MS + 60_000);
    expect(attemptKeys(object).sort(), 'the crowd’s counts hold times only and go first').toEqual([
      'attempts:account:lehrer@schule.test',
      'attempts:address:192.0.2.7',
      'attempts:pair:192.0.2.7|lehrer@schule.test',
    ]);
    await runAlarms(store, object, T0 + WINDOW_MS - 1);
    expect(attemptKeys(object), 'inside the window the tries still count').toHaveLength(3);
    await runAlarms(store, object, T0 + WINDOW_MS + 60_000);
    expect(attemptKeys(object), 'a minute after the window nothing of the try is left').toEqual([]);
  });

  test('a session keeps nothing that signs in once it ends, and nothing at all two days later', async () => {
    vi.useFakeTimers({ now: T0 });
    const object = objectState();
    const store = new StaffAuthStore(object.state, {});
    const session: StoredSession = {
      userId: 'u1',
      email: 'lehrer@schule.test',
      name: 'Lehrer',
      token: 't',
      expiresAt: T0 + 3_600_000,
      checkedAt: T0,
    };
    await store.putSession('s1', session);
    await runAlarms(store, object, session.expiresAt - 1);
    expect(object.data.get('session:s1')).toEqual(session);
    await runAlarms(store, object, session.expiresAt + 60_000);
    // Whose it was, so a form sent with its cookie is kept for that account; no token, e-mail or name.
    expect(object.data.get('session:s1')).toEqual({ userId: 'u1', expiresAt: session.expiresAt, ended: true });
    const grace = SESSION_COOKIE_GRACE_DAYS * DAY_MS;
    await runAlarms(store, object, session.expiresAt + grace - 1);
    expect(object.data.has('session:s1')).toBe(true);
    await runAlarms(store, object, session.expiresAt + grace + 60_000);
    expect(object.data.has('session:s1')).toBe(false);
  });
});

describe('forms kept for a browser without a live session', () => {
  const form = (n: number) => ({ expiresAt: T0 + 3_600_000, browser: 'hash', state: { n } });

  test('count against their address, ten an hour; other addresses and signed-in forms are not held up', async () => {
    vi.useFakeTimers({ now: T0 });
    const object = objectState();
    const store = new StaffAuthStore(object.state, {});
    const from = { address: '203.0.113.5' };
    for (let n = 0; n < SIGNED_OUT_FORMS_PER_HOUR; n++) expect(await store.putForm(`f${n}`, form(n), from)).toBe(true);
    expect(await store.putForm('over', form(99), from)).toBe(false);
    expect(await store.getForm('over')).toBeNull();
    expect(await store.putForm('other', form(1), { address: '198.51.100.7' })).toBe(true);
    expect(await store.putForm('signed-in', form(2))).toBe(true);
    vi.setSystemTime(T0 + 60 * 60_000);
    expect(await store.putForm('later', form(3), from)).toBe(true);
  });
});

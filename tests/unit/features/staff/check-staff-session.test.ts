import { describe, expect, test } from 'vitest';
import { checkStaffSession, RECHECK_MS } from '../../../../src/features/staff/check-staff-session';
import { newSessionId, type StaffAuthClient } from '../../../../src/features/staff/staff-auth-client';

type Stored = NonNullable<Awaited<ReturnType<StaffAuthClient['getSession']>>>;
const NOW = Date.UTC(2026, 10, 23, 10);

/** The session store's contract in memory; the Durable Object itself is tested in tests/worker/auth.test.ts. */
function storeWith(session: Partial<Stored>) {
  const sessions = new Map<string, Stored>();
  const id = newSessionId();
  sessions.set(id, {
    userId: 'user00000000001',
    email: 'lehrerin@example.at',
    name: 'Lehrerin',
    token: 'not-a-token',
    expiresAt: NOW + 3_600_000,
    checkedAt: NOW,
    ...session,
  } as Stored);
  const store = {
    getSession: async (key: string) => sessions.get(key),
    putSession: async (key: string, value: Stored) => void sessions.set(key, value),
    deleteSession: async (key: string) => void sessions.delete(key),
  } as unknown as StaffAuthClient;
  return { id, store };
}

describe('staff session check', () => {
  test('a session PocketBase confirmed within the last minute is valid without asking again', async () => {
    const { id, store } = storeWith({ checkedAt: NOW - (RECHECK_MS - 1) });
    expect(RECHECK_MS).toBe(60_000);
    expect((await checkStaffSession(store, id, NOW)).state).toBe('valid');
  });

  test('an expired session is refused even though it was confirmed seconds ago', async () => {
    for (const expiresAt of [NOW - 1, NOW]) {
      const { id, store } = storeWith({ expiresAt, checkedAt: NOW - 1000 });
      expect((await checkStaffSession(store, id, NOW)).state, String(expiresAt - NOW)).toBe('none');
    }
  });

  test('an ended session signs no one in, but says whose it was (a form sent after it is kept for that account)', async () => {
    const { id, store } = storeWith({ expiresAt: NOW - 1 });
    expect(await checkStaffSession(store, id, NOW)).toEqual({ state: 'none', endedUserId: 'user00000000001' });
    const remnant = { userId: 'user00000000001', expiresAt: NOW - 1, ended: true } as unknown as Partial<Stored>;
    const ended = storeWith(remnant);
    expect(await checkStaffSession(ended.store, ended.id, NOW)).toEqual({
      state: 'none',
      endedUserId: 'user00000000001',
    });
  });

  test('after a minute PocketBase is asked again (here it cannot be reached)', async () => {
    const { id, store } = storeWith({ checkedAt: NOW - RECHECK_MS });
    expect((await checkStaffSession(store, id, NOW)).state).not.toBe('valid');
  });

  test('an unknown or malformed session id is no session', async () => {
    const { store } = storeWith({});
    expect((await checkStaffSession(store, newSessionId(), NOW)).state).toBe('none');
    expect((await checkStaffSession(store, 'x', NOW)).state).toBe('none');
    expect((await checkStaffSession(store, undefined, NOW)).state).toBe('none');
  });
});

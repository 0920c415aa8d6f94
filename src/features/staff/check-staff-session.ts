import { toStaffRole } from '../../lib/domain/staff-roles';
import { verifyStaffToken } from '../../lib/content/auth';
import type { StaffSession } from '../../lib/platform/request-context';
import { isSessionId, type StaffAuthClient } from './staff-auth-client';
import { log } from '../../lib/platform/request-context';
import { describeError } from '../../lib/platform/log';

/** How long PocketBase's word that an account is still good counts before it is asked again. */
export const RECHECK_MS = 60_000;

export type SessionCheck =
  | { state: 'valid'; session: StaffSession }
  /** No session, an unknown or ended one: sign in. `endedUserId`: whose the ended session was, while the store knows. */
  | { state: 'none'; endedUserId?: string }
  /** The account has lost its verification since it signed in. */
  | { state: 'unverified' }
  /** PocketBase or the session store cannot be asked right now. */
  | { state: 'unavailable' };

/**
 * The server-side session behind a cookie: it exists until logout or expiry, and at least once a
 * minute PocketBase confirms that the account still exists, is verified and kept its password.
 */
export async function checkStaffSession(
  store: StaffAuthClient,
  id: string | undefined,
  now = Date.now(),
): Promise<SessionCheck> {
  if (!isSessionId(id)) return { state: 'none' };
  let stored: Awaited<ReturnType<StaffAuthClient['getSession']>>;
  try {
    stored = await store.getSession(id);
  } catch (error) {
    log('error', 'session-store-unavailable', { error: describeError(error) });
    return { state: 'unavailable' };
  }
  if (!stored) return { state: 'none' };
  if (stored.expiresAt <= now || 'ended' in stored) return { state: 'none', endedUserId: stored.userId };
  if (now - stored.checkedAt >= RECHECK_MS) {
    const check = await verifyStaffToken(stored.token);
    if (!check.valid && check.reason === 'unavailable') return { state: 'unavailable' };
    if (!check.valid) {
      await store.deleteSession(id).catch(() => undefined);
      return { state: check.reason === 'unverified' ? 'unverified' : 'none' };
    }
    const { email, name, role } = check.staff;
    stored = { ...stored, checkedAt: now, email, name: name || email, role: toStaffRole(role) };
    await store.putSession(id, stored).catch(() => undefined);
  }
  return {
    state: 'valid',
    session: {
      id: stored.userId,
      email: stored.email,
      name: stored.name,
      role: toStaffRole(stored.role),
      expiresAt: stored.expiresAt,
      token: stored.token,
    },
  };
}

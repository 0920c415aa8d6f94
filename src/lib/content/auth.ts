import PocketBase, { ClientResponseError } from 'pocketbase';
import { getSiteConfig } from '../platform/config';
import { BACKEND_TIMEOUT_MS } from './cached-fetch';

export type StaffRecord = { id: string; email: string; name?: string; verified?: boolean };
export type SignInResult =
  { ok: true; token: string; staff: StaffRecord } | { ok: false; reason: 'credentials' | 'unverified' | 'unavailable' };

/** Auth calls never go through the edge cache: a separate client per call, no shared auth store. */
function authClient(token?: string): PocketBase {
  const pb = new PocketBase(getSiteConfig().pocketbaseUrl);
  pb.autoCancellation(false);
  if (token) pb.authStore.save(token, null);
  return pb;
}

const withTimeout = {
  fetch: (url: RequestInfo | URL, init?: RequestInit) =>
    fetch(url, { ...init, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) }),
};

/** Signs a staff member in with their PocketBase users account. Never throws. */
export async function signInStaff(email: string, password: string): Promise<SignInResult> {
  try {
    const { token, record } = await authClient()
      .collection('users')
      .authWithPassword<StaffRecord>(email, password, withTimeout);
    if (record.verified === false) return { ok: false, reason: 'unverified' };
    return { ok: true, token, staff: record };
  } catch (error) {
    if (error instanceof ClientResponseError && error.status >= 400 && error.status < 500)
      return { ok: false, reason: 'credentials' };
    return { ok: false, reason: 'unavailable' };
  }
}

export type TokenCheck = { valid: true; staff: StaffRecord } | { valid: false; reason: 'invalid' | 'unavailable' };

/** Asks PocketBase whether a token's signature and user are still good (auth-refresh). Never throws. */
export async function verifyStaffToken(token: string): Promise<TokenCheck> {
  try {
    const { record } = await authClient(token).collection('users').authRefresh<StaffRecord>(withTimeout);
    return { valid: true, staff: record };
  } catch (error) {
    if (error instanceof ClientResponseError && error.status >= 400 && error.status < 500)
      return { valid: false, reason: 'invalid' };
    return { valid: false, reason: 'unavailable' };
  }
}

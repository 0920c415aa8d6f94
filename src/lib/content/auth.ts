import PocketBase, { ClientResponseError } from 'pocketbase';
import { fetchBackend } from '../platform/backend-fetch';
import { getSiteConfig } from '../platform/request-context';
import { BACKEND_TIMEOUT_MS } from './cached-fetch';
import { log } from '../platform/request-context';
import { describeError } from '../platform/log';

export type StaffRecord = { id: string; email: string; name?: string; verified?: boolean; role?: string };
/**
 * `rate-limited`: PocketBase's own limit answered (429); the try reached it, so it counts. `second-factor`: the
 * password was right, and PocketBase's MFA (pocketbase/schema/roles.cjs, SECOND_FACTOR) asks for a mailed code too.
 */
export type SignInResult =
  | { ok: true; token: string; staff: StaffRecord }
  | { ok: false; reason: 'second-factor'; mfaId: string }
  | { ok: false; reason: 'credentials' | 'unverified' | 'unavailable' | 'rate-limited' };

/** Auth calls never go through the edge cache: a separate client per call, no shared auth store. */
function authClient(token?: string): PocketBase {
  const pb = new PocketBase(getSiteConfig().pocketbaseUrl);
  pb.autoCancellation(false);
  if (token) pb.authStore.save(token, null);
  return pb;
}

const withTimeout = {
  fetch: (url: RequestInfo | URL, init?: RequestInit) =>
    fetchBackend(url instanceof Request ? url.url : url, { ...init, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) }),
};

/**
 * What a refused auth call means. PocketBase answers 403 only after the password or token checked out, when the
 * collection's auth rule (`verified = true`) refuses the account; 429 is its rate limit, not a wrong password.
 */
function refusal(error: unknown): 'credentials' | 'unverified' | 'unavailable' | 'rate-limited' {
  if (!(error instanceof ClientResponseError) || error.status < 400 || error.status >= 500) return unavailable(error);
  if (error.status === 403) return 'unverified';
  if (error.status === 429) {
    unavailable(error);
    return 'rate-limited';
  }
  return 'credentials';
}

/** Staff only see "nicht erreichbar"; the log says why (PocketBase down, its rate limit, Access refusing the worker). */
function unavailable(error: unknown): 'unavailable' {
  const cause = error instanceof ClientResponseError ? (error.originalError ?? error) : error;
  log('warn', 'pocketbase-auth-unavailable', { error: describeError(cause) });
  return 'unavailable';
}

/** PocketBase's answer to a right password that needs a second factor: 401 with the MFA's id. */
function mfaIdOf(error: unknown): string | undefined {
  if (!(error instanceof ClientResponseError) || error.status !== 401) return undefined;
  const mfaId = (error.response as { mfaId?: unknown } | undefined)?.mfaId;
  return typeof mfaId === 'string' && mfaId ? mfaId : undefined;
}

/** What an auth call that gave a token means: a staff member, unless the account is not verified. */
function signedIn({ token, record }: { token: string; record: StaffRecord }): SignInResult {
  // A PocketBase whose users collection lets unverified accounts sign in (set up by hand): refused here too.
  if (record.verified === false) return { ok: false, reason: 'unverified' };
  return { ok: true, token, staff: record };
}

/** Signs a staff member in with their PocketBase users account. Never throws. */
export async function signInStaff(email: string, password: string): Promise<SignInResult> {
  try {
    return signedIn(await authClient().collection('users').authWithPassword<StaffRecord>(email, password, withTimeout));
  } catch (error) {
    const mfaId = mfaIdOf(error);
    if (mfaId) return { ok: false, reason: 'second-factor', mfaId };
    return { ok: false, reason: refusal(error) };
  }
}

/**
 * Asks PocketBase to mail a one-time code to the account (its OTP), for the second factor of a password sign-in.
 * @returns the code's id, or undefined when PocketBase could not be asked or refused. Never throws.
 */
export async function requestSignInCode(email: string): Promise<string | undefined> {
  try {
    const { otpId } = await authClient().collection('users').requestOTP(email, withTimeout);
    return otpId || undefined;
  } catch (error) {
    unavailable(error);
    return undefined;
  }
}

/** The second step: the mailed code, with the MFA of the password step. `code`: wrong or expired. Never throws. */
export async function signInWithCode(
  otpId: string,
  mfaId: string,
  code: string,
): Promise<SignInResult | { ok: false; reason: 'code' }> {
  try {
    const auth = await authClient()
      .collection('users')
      .authWithOTP<StaffRecord>(otpId, code, { ...withTimeout, query: { mfaId } });
    return signedIn(auth);
  } catch (error) {
    const reason = refusal(error);
    return { ok: false, reason: reason === 'credentials' ? 'code' : reason };
  }
}

export type TokenCheck =
  { valid: true; staff: StaffRecord } | { valid: false; reason: 'invalid' | 'unverified' | 'unavailable' };

/** Asks PocketBase whether a token's signature and user are still good (auth-refresh). Never throws. */
export async function verifyStaffToken(token: string): Promise<TokenCheck> {
  try {
    const { record } = await authClient(token).collection('users').authRefresh<StaffRecord>(withTimeout);
    if (record.verified === false) return { valid: false, reason: 'unverified' };
    return { valid: true, staff: record };
  } catch (error) {
    const reason = refusal(error);
    return {
      valid: false,
      reason: reason === 'credentials' ? 'invalid' : reason === 'rate-limited' ? 'unavailable' : reason,
    };
  }
}

/**
 * A short-lived token (PocketBase's default: 3 minutes) that lets the staff member's browser load protected files,
 * e.g. a draft's photos in its preview; undefined when PocketBase does not give one. Never throws.
 */
export async function getFileToken(token: string): Promise<string | undefined> {
  try {
    return await authClient(token).files.getToken(withTimeout);
  } catch (error) {
    log('warn', 'no-file-token', { error: describeError(error) });
    return undefined;
  }
}

/** What a password set by a link (a reset, an invitation) gave: done, the link refused, or PocketBase away. */
export type PasswordLinkResult =
  { ok: true; email?: string } | { ok: false; reason: 'link' | 'password' | 'unavailable'; message?: string };

function passwordLinkRefusal(error: unknown): PasswordLinkResult {
  if (!(error instanceof ClientResponseError) || error.status === 0 || error.status >= 500 || error.status === 429) {
    return { ok: false, reason: unavailable(error) };
  }
  const data = (error.response?.data ?? {}) as Record<string, { code?: string; message?: string }>;
  // PocketBase names the token when the link is wrong, expired or used; the password when it refuses that.
  if (data.password || data.passwordConfirm) {
    return { ok: false, reason: 'password', message: data.password?.message ?? data.passwordConfirm?.message };
  }
  return { ok: false, reason: 'link' };
}

/**
 * Asks PocketBase to mail a link for a new password. PocketBase answers the same whether or not the address has an
 * account, and so does this: true unless PocketBase could not be asked. Never throws.
 */
export async function requestPasswordReset(email: string): Promise<boolean> {
  try {
    await authClient().collection('users').requestPasswordReset(email, withTimeout);
    return true;
  } catch (error) {
    // 400 is an address PocketBase finds malformed: the same answer as for an unknown one.
    if (error instanceof ClientResponseError && error.status === 400) return true;
    unavailable(error);
    return false;
  }
}

/** Sets a new password with the token of a reset mail. Never throws. */
export async function confirmPasswordReset(token: string, password: string): Promise<PasswordLinkResult> {
  try {
    await authClient().collection('users').confirmPasswordReset(token, password, password, withTimeout);
    return { ok: true };
  } catch (error) {
    return passwordLinkRefusal(error);
  }
}

/** Takes up an invitation: the token of its mail and the password chosen (pocketbase/pb_hooks/staff.pb.js). */
export async function acceptInvitation(token: string, password: string): Promise<PasswordLinkResult> {
  try {
    const answer = await authClient().send<{ email?: string }>('/api/site/invitations/accept', {
      method: 'POST',
      body: { token, password, passwordConfirm: password },
      ...withTimeout,
    });
    return { ok: true, email: typeof answer?.email === 'string' ? answer.email : undefined };
  } catch (error) {
    return passwordLinkRefusal(error);
  }
}

/** A sign-in provider as PocketBase offers it for `users` (Microsoft 365, Google, another OpenID Connect one). */
export type SignInProvider = {
  name: string;
  displayName: string;
  /** The provider's authorization address with PocketBase's state and PKCE challenge, ending in `redirect_uri=`. */
  authURL: string;
  state: string;
  codeVerifier: string;
};

/**
 * The providers PocketBase's own configuration of `users` offers (Settings of the collection → OAuth2), each with a
 * fresh state and PKCE verifier; none when OAuth2 is off or PocketBase could not be asked. Never throws.
 */
export async function listSignInProviders(): Promise<SignInProvider[]> {
  try {
    const methods = await authClient().collection('users').listAuthMethods(withTimeout);
    if (!methods.oauth2?.enabled) return [];
    return methods.oauth2.providers.map(({ name, displayName, authURL, state, codeVerifier }) => ({
      name,
      displayName: displayName || name,
      authURL,
      state,
      codeVerifier: codeVerifier ?? '',
    }));
  } catch (error) {
    unavailable(error);
    return [];
  }
}

/**
 * The provider's answer (its code) exchanged by PocketBase for the staff member it names. `no-account`: the
 * provider's account belongs to no staff account of the school (pocketbase/pb_hooks/staff.pb.js refuses to make
 * one); `provider`: the code, the verifier or the provider refused. Never throws.
 */
export async function signInWithProvider(
  provider: string,
  code: string,
  codeVerifier: string,
  redirectURL: string,
): Promise<SignInResult | { ok: false; reason: 'no-account' | 'provider' }> {
  try {
    const auth = await authClient()
      .collection('users')
      .authWithOAuth2Code<StaffRecord>(provider, code, codeVerifier, redirectURL, undefined, withTimeout);
    return signedIn(auth);
  } catch (error) {
    const data = error instanceof ClientResponseError ? (error.response?.data ?? {}) : {};
    if ((data as { account?: { code?: string } }).account?.code === 'no_account') {
      return { ok: false, reason: 'no-account' };
    }
    const reason = refusal(error);
    return { ok: false, reason: reason === 'credentials' ? 'provider' : reason };
  }
}

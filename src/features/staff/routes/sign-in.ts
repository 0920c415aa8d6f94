import type { Context } from 'hono';
import { decodeJwt } from 'jose';
import { readDeviceCookie, setDeviceCookie, setSessionCookie } from '../../../lib/edge/cookie-jar';
import { clientAddress } from '../../../lib/domain/client-address';
import { minutesToWait, normaliseAccount } from '../../../lib/domain/login-throttle';
import { DAY_MS, deviceEntryFor, SESSION_MAX_DAYS, withDeviceEntry } from '../../../lib/domain/staff-cookies';
import { safeNextPath } from '../../../lib/domain/next-path';
import { newSessionId, staffAuthClient } from '../staff-auth-client';
import type { AttemptAnswer, ClosedAttempt } from '../staff-auth-store';
import { type SignInResult, signInStaff } from '../../../lib/content/auth';
import { toStaffRole } from '../../../lib/domain/staff-roles';
import { formPost } from '../../../lib/edge/form-post';
import { readLimitedBody } from '../../../lib/edge/limited-body';
import { log, type SiteEnv } from '../../../lib/platform/request-context';
import { describeError } from '../../../lib/platform/log';

/**
 * Every answer to a sign-in takes at least this long, whatever happened: an unknown account,
 * a wrong password (PocketBase's bcrypt) and a throttled try cannot be told apart by timing.
 */
export const LOGIN_ANSWER_MS = 1000;
/** Longer passwords never reach PocketBase (bcrypt reads 72 bytes anyway; this bounds the work). */
export const MAX_PASSWORD_LENGTH = 256;
/** A sign-in form is an e-mail address, a password and a path: anything larger is refused as it arrives. */
export const MAX_LOGIN_BYTES = 8 * 1024;

/** `zu-viele`: this browser is unknown and its account's or address's budget is used up; `zu-viele-hier`: its own. */
export type LoginError =
  'zugangsdaten' | 'unbestaetigt' | 'nicht-erreichbar' | 'zu-viele' | 'zu-viele-hier' | 'zu-lang';

/** What the login page says for each refusal PocketBase gave. */
const LOGIN_ERRORS: Record<Exclude<SignInResult, { ok: true }>['reason'], LoginError> = {
  credentials: 'zugangsdaten',
  unverified: 'unbestaetigt',
  unavailable: 'nicht-erreichbar',
  'rate-limited': 'nicht-erreichbar',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const field = (form: Record<string, unknown>, name: string) => (typeof form[name] === 'string' ? form[name] : '');

function backToLogin(c: Context<SiteEnv>, fehler: LoginError, details: Record<string, string>): Response {
  return c.redirect(`/dash/login?${new URLSearchParams({ fehler, ...details })}`, 303);
}

async function signIn(c: Context<SiteEnv>): Promise<Response> {
  const read = await readLimitedBody(c, MAX_LOGIN_BYTES, () => c.req.parseBody());
  if (read === 'too-large') return backToLogin(c, 'zu-lang', {});
  const form: Record<string, unknown> = read ?? {};
  const email = field(form, 'email').trim().slice(0, 200);
  const password = field(form, 'password');
  const next = safeNextPath(field(form, 'next') || undefined);
  const back = (fehler: LoginError, extra: Record<string, string> = {}) =>
    backToLogin(c, fehler, { email, ...(next !== '/dash/start' ? { next } : {}), ...extra });

  if (password.length > MAX_PASSWORD_LENGTH) return back('zu-lang');
  // Sign-in is by e-mail only, so one account has one name and one budget of tries.
  if (!email.includes('@') || !password) return back('zugangsdaten');

  const { bindings, config } = c.var.request;
  const store = staffAuthClient(bindings, config.siteId);
  const account = normaliseAccount(email);
  const address = clientAddress(c.req.header('cf-connecting-ip'));
  const deviceCookie = readDeviceCookie(c);
  let reserved: AttemptAnswer;
  try {
    reserved = await store.attempt({ account, address, device: deviceEntryFor(deviceCookie, account, Date.now()) });
  } catch (error) {
    log('error', 'session-store-unavailable', { error: describeError(error) });
    return back('nicht-erreichbar');
  }
  if (!reserved.allowed) {
    const warten = String(minutesToWait(reserved.retryAfterMs));
    return back(reserved.scope === 'device' ? 'zu-viele-hier' : 'zu-viele', { warten });
  }

  const result = await signInStaff(account, password);
  const { at, device: counted } = reserved;
  const close = (outcome: 'success' | 'refund') =>
    store.closeAttempt({ account, address, at, outcome, device: counted }).catch((error): ClosedAttempt => {
      log('error', 'sign-in-close-failed', { error: describeError(error) });
      return {};
    });
  if (!result.ok) {
    // A try PocketBase never answered is given back; one its own limit refused (429) reached it and stays counted.
    if (result.reason === 'unavailable' || result.reason === 'unverified') await close('refund');
    return back(LOGIN_ERRORS[result.reason]);
  }
  const { device } = await close('success');
  const id = newSessionId();
  const now = Date.now();
  const expiresAt = Math.min((decodeJwt(result.token).exp ?? 0) * 1000, now + SESSION_MAX_DAYS * DAY_MS);
  try {
    await store.putSession(id, {
      userId: result.staff.id,
      email: result.staff.email,
      name: result.staff.name || result.staff.email,
      role: toStaffRole(result.staff.role),
      token: result.token,
      expiresAt,
      checkedAt: now,
    });
  } catch (error) {
    log('error', 'session-store-unavailable', { error: describeError(error) });
    return back('nicht-erreichbar');
  }
  c.res = c.redirect(next, 303);
  setSessionCookie(c, id, expiresAt, now);
  if (device) setDeviceCookie(c, withDeviceEntry(deviceCookie, device, now));
  return c.res;
}

/**
 * POST /dash/login: PocketBase password sign-in at the edge, for forms from our own origin only.
 * The browser gets a random session id (the PocketBase token stays in the session store) and a
 * device cookie that lets it sign in again whatever unknown browsers try meanwhile.
 */
export default function staffLogin() {
  return formPost('/dash/login', async (c) => {
    const started = Date.now();
    const response = await signIn(c);
    await sleep(LOGIN_ANSWER_MS - (Date.now() - started));
    return response;
  });
}

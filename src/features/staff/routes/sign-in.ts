import type { Context, MiddlewareHandler } from 'hono';
import { decodeJwt } from 'jose';
import { codeCookie, readDeviceCookie, setDeviceCookie, setSessionCookie } from '../../../lib/edge/cookie-jar';
import { clientAddress } from '../../../lib/domain/client-address';
import { minutesToWait, normaliseAccount } from '../../../lib/domain/login-throttle';
import {
  DAY_MS,
  deviceEntryFor,
  formatCodeStep,
  parseCodeStep,
  SESSION_MAX_DAYS,
  withDeviceEntry,
} from '../../../lib/domain/staff-cookies';
import { safeNextPath } from '../../../lib/domain/next-path';
import { newSessionId, staffAuthClient } from '../staff-auth-client';
import type { AttemptAnswer, ClosedAttempt } from '../staff-auth-store';
import {
  requestSignInCode,
  type SignInResult,
  signInStaff,
  signInWithCode,
  type StaffRecord,
} from '../../../lib/content/auth';
import STAFF from '../../../../pocketbase/pb_hooks/staff.json';
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

/** The page that asks for the mailed code of a password sign-in that needs a second factor. */
export const CODE_PATH = '/dash/login/code';

/**
 * `zu-viele`: this browser is unknown and its account's or address's budget is used up; `zu-viele-hier`: its own.
 * `code-abgelaufen`: the code's step ended (or never began in this browser); sign in again for a new code.
 */
export type LoginError =
  | 'zugangsdaten'
  | 'unbestaetigt'
  | 'nicht-erreichbar'
  | 'zu-viele'
  | 'zu-viele-hier'
  | 'zu-lang'
  | 'code-abgelaufen'
  | ProviderError;
/** A sign-in with the school's provider: unknown, abandoned or expired, refused there, or no account here. */
export type ProviderError = 'anbieter' | 'anbieter-abgebrochen' | 'anbieter-fehler' | 'kein-zugang';
/** What the code page says: a wrong (or used) code, or PocketBase's own limit on tries. */
export type CodeError = 'code-falsch' | 'code-zu-oft' | 'nicht-erreichbar';

/** What the login page says for each refusal PocketBase gave. */
const LOGIN_ERRORS: Record<Exclude<SignInResult, { ok: true } | { reason: 'second-factor' }>['reason'], LoginError> = {
  credentials: 'zugangsdaten',
  unverified: 'unbestaetigt',
  unavailable: 'nicht-erreichbar',
  'rate-limited': 'nicht-erreichbar',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const field = (form: Record<string, unknown>, name: string) => (typeof form[name] === 'string' ? form[name] : '');

export function backToLogin(c: Context<SiteEnv>, fehler: LoginError, details: Record<string, string>): Response {
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
  if (!result.ok && result.reason !== 'second-factor') {
    // A try PocketBase never answered is given back; one its own limit refused (429) reached it and stays counted.
    if (result.reason === 'unavailable' || result.reason === 'unverified') await close('refund');
    return back(LOGIN_ERRORS[result.reason]);
  }
  // The password was right: the try counts as a success and this browser is known, whether or not a code follows.
  const { device } = await close('success');
  c.res = result.ok ? await startSession(c, result, next) : await askForCode(c, result.mfaId, account, next);
  if (device) setDeviceCookie(c, withDeviceEntry(deviceCookie, device, Date.now()));
  return c.res;
}

/** PocketBase mails the code; this browser keeps the step's ids until the code comes back (CODE_COOKIE). */
async function askForCode(c: Context<SiteEnv>, mfaId: string, email: string, next: string): Promise<Response> {
  const otpId = await requestSignInCode(email);
  if (!otpId) return backToLogin(c, 'nicht-erreichbar', { email });
  const now = Date.now();
  const expiresAt = now + STAFF.secondFactor.codeMinutes * 60_000;
  c.res = c.redirect(`${CODE_PATH}?${new URLSearchParams({ email })}`, 303);
  codeCookie.set(c, formatCodeStep({ mfaId, otpId, email, next, expiresAt }), expiresAt, now);
  return c.res;
}

/** A session for the staff member PocketBase signed in: its id in the cookie, the token in the session store. */
export async function startSession(
  c: Context<SiteEnv>,
  { token, staff }: { token: string; staff: StaffRecord },
  next: string,
): Promise<Response> {
  const { bindings, config } = c.var.request;
  const now = Date.now();
  const id = newSessionId();
  const expiresAt = Math.min((decodeJwt(token).exp ?? 0) * 1000, now + SESSION_MAX_DAYS * DAY_MS);
  try {
    await staffAuthClient(bindings, config.siteId).putSession(id, {
      userId: staff.id,
      email: staff.email,
      name: staff.name || staff.email,
      role: toStaffRole(staff.role),
      token,
      expiresAt,
      checkedAt: now,
    });
  } catch (error) {
    log('error', 'session-store-unavailable', { error: describeError(error) });
    return backToLogin(c, 'nicht-erreichbar', { email: staff.email });
  }
  c.res = c.redirect(next, 303);
  setSessionCookie(c, id, expiresAt, now);
  return c.res;
}

/** A code is digits; what people paste from a mail may hold spaces. Anything else never reaches PocketBase. */
const CODE = new RegExp(`^\\d{${STAFF.secondFactor.codeLength}}$`);

async function confirmCode(c: Context<SiteEnv>): Promise<Response> {
  const step = parseCodeStep(codeCookie.read(c), Date.now());
  if (!step) {
    c.res = backToLogin(c, 'code-abgelaufen', {});
    codeCookie.clear(c);
    return c.res;
  }
  const again = (fehler: CodeError) =>
    c.redirect(`${CODE_PATH}?${new URLSearchParams({ email: step.email, fehler })}`, 303);
  const read = await readLimitedBody(c, MAX_LOGIN_BYTES, () => c.req.parseBody());
  const code = field(read === 'too-large' ? {} : (read ?? {}), 'code').replace(/\s+/g, '');
  if (!CODE.test(code)) return again('code-falsch');
  const result = await signInWithCode(step.otpId, step.mfaId, code);
  if (result.ok) {
    c.res = await startSession(c, result, step.next);
    codeCookie.clear(c);
    return c.res;
  }
  if (result.reason === 'code') return again('code-falsch');
  if (result.reason === 'rate-limited') return again('code-zu-oft');
  if (result.reason === 'unverified') return backToLogin(c, 'unbestaetigt', { email: step.email });
  return again(result.reason === 'second-factor' ? 'code-falsch' : 'nicht-erreichbar');
}

/**
 * POST /dash/login: PocketBase password sign-in at the edge, for forms from our own origin only; POST
 * /dash/login/code: its second factor, the code PocketBase mailed (editors and admins).
 * The browser gets a random session id (the PocketBase token stays in the session store) and a
 * device cookie that lets it sign in again whatever unknown browsers try meanwhile.
 */
export default function staffLogin(): MiddlewareHandler<SiteEnv> {
  const password = formPost('/dash/login', async (c) => {
    const started = Date.now();
    const response = await signIn(c);
    await sleep(LOGIN_ANSWER_MS - (Date.now() - started));
    return response;
  });
  const code = formPost(CODE_PATH, confirmCode);
  return async (c, next) => {
    await password(c, async () => {
      await code(c, next);
    });
  };
}

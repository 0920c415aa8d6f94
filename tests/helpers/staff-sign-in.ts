import type { Miniflare } from 'miniflare';
import PocketBase from 'pocketbase';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { CODE_COOKIE, parseCodeStep } from '../../src/lib/domain/staff-cookies';
import { type CodeReader, signInCodeFor } from './mailbox';
import { superuserOf } from './seeded-pocketbase';
import { get } from './worker';

export type { Account };

type Account = { email: string; password: string };

const form = (fields: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'http://127.0.0.1:8787',
    ...(cookie ? { cookie } : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

/** The `name=value` of the cookie `name` an answer sets. */
export const cookieOf = (response: { headers: { getSetCookie(): string[] } }, name: string) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];

/**
 * The login form's POST, and the code's when the account needs a second factor (the code from the run's mailbox).
 * @returns the answer to the last POST
 */
export async function signInThroughForms(
  site: Miniflare,
  { email, password }: Account,
  { extra = {}, codes = signInCodeFor }: { extra?: Record<string, string>; codes?: CodeReader } = {},
) {
  const first = await get(site, '/dash/login', form({ email, password, ...extra }));
  const code = cookieOf(first.response, CODE_COOKIE);
  if (!code) return first;
  const step = parseCodeStep(decodeURIComponent(code.split('=')[1]!), Date.now());
  if (!step) throw new Error(`unreadable code cookie: ${code}`);
  return get(site, '/dash/login/code', form({ code: await codes(email, step.otpId) }, code));
}

// PocketBase lets an account try at most 5 codes in 3 minutes, whatever its rate limits: one session per site and
// account serves a file's tests, unless a test needs its own (`fresh`).
const sessions = new WeakMap<Miniflare, Map<string, Promise<string>>>();

/** Signs a staff member (the seeded editor by default) in at the site, as its forms do: the session cookie. */
export function signInAtSite(
  site: Miniflare,
  account: Account = STAFF,
  { fresh = false, codes }: { fresh?: boolean; codes?: CodeReader } = {},
): Promise<string> {
  const known = sessions.get(site) ?? new Map<string, Promise<string>>();
  sessions.set(site, known);
  const key = `${account.email}\n${account.password}`;
  const cached = known.get(key);
  if (cached && !fresh) return cached;
  const session = signInThroughForms(site, account, { codes }).then(({ response }) => {
    const cookie = cookieOf(response, 'staff_session');
    if (!cookie) throw new Error(`sign-in failed: ${response.headers.get('location')}`);
    return cookie;
  });
  known.set(key, session);
  session.catch(() => known.delete(key));
  return session;
}

let count = 0;

/**
 * A staff account of a test's own, verified and active, made by `superuser` (a client of the test's PocketBase):
 * for tests that sign in editors or admins many times (PocketBase lets one account try 5 codes in 3 minutes).
 */
export async function newStaffAccount(superuser: PocketBase, role: 'author' | 'editor' | 'admin' | '' = 'editor') {
  const email = `${role || 'leser'}-${process.pid}-${Date.now().toString(36)}-${++count}@schule.test`;
  const password = 'Eigenes-Konto-2026';
  const name = `Testkonto ${count}`;
  const record = await superuser
    .collection('users')
    .create({ email, password, passwordConfirm: password, name, role, verified: true });
  return { id: record.id as string, email, password, name, role };
}

/** A client of PocketBase at `url` signed in as `account` with a superuser's impersonation: no second factor. */
export async function impersonated(url: string, account: { id: string }): Promise<PocketBase> {
  const superuser = await superuserOf(url);
  const client = await superuser.collection('users').impersonate(account.id, 3600);
  client.autoCancellation(false);
  return client;
}

/**
 * What PocketBase's API answers a password alone: a token (`signed-in`), a request for the second factor (the
 * password was right; PocketBase's 401 with an MFA id), or the status it refused with.
 */
export async function passwordAnswer(url: string, { email, password }: Account) {
  try {
    await new PocketBase(url).collection('users').authWithPassword(email, password);
    return 'signed-in';
  } catch (error) {
    const { status, response } = error as { status?: number; response?: { mfaId?: string } };
    return status === 401 && response?.mfaId ? 'second-factor' : status;
  }
}

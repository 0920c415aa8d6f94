import { base64url } from 'jose';

/**
 * The cookies staff get, and nobody else: their names, lifetimes and the device cookie's format.
 * The Datenschutz page states these values from here, so the text cannot drift from the code.
 */

/** A random 256-bit session id, nothing else: the sign-in token stays on the server. */
export const SESSION_COOKIE = 'staff_session';
/**
 * A session ends after this many days at the latest, even if PocketBase's token would live longer
 * (PocketBase 0.40 issues 5-day tokens, one upgraded from 0.22 14-day ones): one fixed period we can
 * name on the Datenschutz page.
 */
export const SESSION_MAX_DAYS = 5;

/**
 * The session cookie outlives its session by this many days: a dashboard form sent after the session ended still
 * names the session, so what was typed is kept for the same account, in the same browser.
 */
export const SESSION_COOKIE_GRACE_DAYS = 2;

/**
 * A random id of this browser, set when a dashboard form could not be saved: the form comes back only to the browser
 * that holds it (and only to the account that typed it, when known).
 */
export const FORM_COOKIE = 'staff_form';
export const FORM_COOKIE_PATH = '/dash';
/** How long a kept form lives (src/features/editing/form-state.ts), and its cookie with it; each kept form sets it anew. */
export const FORM_COOKIE_MINUTES = 60;
/** Forms kept for a browser without a live session: at most this many per IP address and hour. */
export const SIGNED_OUT_FORMS_PER_HOUR = 10;

/** Proof that this browser signed in to an account before (OWASP "device cookies"). */
export const DEVICE_COOKIE = 'staff_device';
/** Sent with the sign-in form only. */
export const DEVICE_COOKIE_PATH = '/dash/login';
/**
 * Long enough to outlast the longest break of a school year (nine weeks in summer) with room to
 * spare; every sign-in issues a fresh one, so a browser in use stays known.
 */
export const DEVICE_COOKIE_DAYS = 180;
/** Accounts one browser remembers (a shared staff-room PC), newest first; bounds the cookie's size. */
export const DEVICE_ACCOUNTS_PER_BROWSER = 4;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** One account's entry in the device cookie; `signature` is an HMAC only the session store can make. */
export type DeviceEntry = { account: string; nonce: string; expiresAt: number; signature: string };

const VERSION = 'v1';
const ENTRY_SEPARATOR = '~';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const toBase64Url = (bytes: Uint8Array): string => base64url.encode(bytes);

/** @returns undefined for anything that is not base64url (one character past a whole group never is) */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined;
  try {
    return base64url.decode(text) as Uint8Array<ArrayBuffer>;
  } catch {
    return undefined;
  }
}

/** What the signature covers: the format's version, the account, the nonce and the expiry. */
export function devicePayload(entry: Omit<DeviceEntry, 'signature'>): string {
  const account = toBase64Url(new TextEncoder().encode(entry.account));
  return [VERSION, account, entry.nonce, entry.expiresAt.toString(36)].join('.');
}

export function formatDeviceEntry(entry: DeviceEntry): string {
  return `${devicePayload(entry)}.${entry.signature}`;
}

const ENTRY = /^v1\.([\w-]+)\.([\w-]+)\.([0-9a-z]{1,12})\.([\w-]+)$/;

export function parseDeviceEntry(text: string): DeviceEntry | undefined {
  const match = ENTRY.exec(text);
  if (!match) return undefined;
  const [account, nonce, expires, signature] = match.slice(1) as [string, string, string, string];
  const accountBytes = fromBase64Url(account);
  if (!accountBytes) return undefined;
  return {
    account: new TextDecoder().decode(accountBytes),
    nonce,
    expiresAt: parseInt(expires, 36),
    signature,
  };
}

function entries(cookie: string | undefined): string[] {
  return cookie ? cookie.split(ENTRY_SEPARATOR).slice(0, DEVICE_ACCOUNTS_PER_BROWSER) : [];
}

/** The unexpired entry a browser holds for this account, still to be checked against its signature. */
export function deviceEntryFor(cookie: string | undefined, account: string, now: number): DeviceEntry | undefined {
  return entries(cookie)
    .map(parseDeviceEntry)
    .find((entry) => entry !== undefined && entry.account === account && entry.expiresAt > now);
}

/** The cookie after a sign-in: the new entry first, the account's old one and the oldest beyond the cap gone. */
export function withDeviceEntry(cookie: string | undefined, entry: DeviceEntry, now: number): string {
  const others = entries(cookie).filter((text) => {
    const other = parseDeviceEntry(text);
    return other !== undefined && other.account !== entry.account && other.expiresAt > now;
  });
  return [formatDeviceEntry(entry), ...others].slice(0, DEVICE_ACCOUNTS_PER_BROWSER).join(ENTRY_SEPARATOR);
}

/**
 * Between a right password and its mailed code (the second factor, pocketbase/schema/roles.cjs): PocketBase's ids of
 * the sign-in's MFA and of the code, where to go after, and the address (shown, and filled in again). Neither id
 * signs anyone in without the code, which only the mail holds.
 */
export const CODE_COOKIE = 'staff_code';
/** Sent to the sign-in pages only (/dash/login/code among them). */
export const CODE_COOKIE_PATH = '/dash/login';

export type CodeStep = { mfaId: string; otpId: string; email: string; next: string; expiresAt: number };

const ID = /^[A-Za-z0-9]{1,64}$/;
const text = (value: string) => toBase64Url(new TextEncoder().encode(value));
const untext = (value: string) => {
  const bytes = fromBase64Url(value);
  return bytes && new TextDecoder().decode(bytes);
};

export function formatCodeStep(step: CodeStep): string {
  return [VERSION, step.mfaId, step.otpId, step.expiresAt.toString(36), text(step.email), text(step.next)].join('.');
}

/** @returns undefined for anything this site did not write, or past `now`. */
export function parseCodeStep(cookie: string | undefined, now: number): CodeStep | undefined {
  const [version, mfaId = '', otpId = '', expires = '', email = '', next = '', ...rest] = (cookie ?? '').split('.');
  if (version !== VERSION || rest.length > 0 || !ID.test(mfaId) || !ID.test(otpId)) return undefined;
  const expiresAt = parseInt(expires, 36);
  const address = untext(email);
  const path = untext(next);
  if (!(expiresAt > now) || address === undefined || path === undefined) return undefined;
  return { mfaId, otpId, email: address, next: path, expiresAt };
}

/**
 * Between leaving for the school's sign-in provider and coming back: which provider, PocketBase's `state` (the
 * answer must carry the same) and PKCE verifier, and where to go after. SameSite=Lax: the provider's answer is a
 * navigation from its own site.
 */
export const PROVIDER_COOKIE = 'staff_provider';
/** How long a sign-in at the provider may take (a forgotten password there included). */
export const PROVIDER_STEP_MINUTES = 10;

export type ProviderStep = { provider: string; state: string; codeVerifier: string; next: string; expiresAt: number };

const TOKEN = /^[\w-]{0,128}$/;

export function formatProviderStep(step: ProviderStep): string {
  return [
    VERSION,
    text(step.provider),
    step.state,
    step.codeVerifier,
    step.expiresAt.toString(36),
    text(step.next),
  ].join('.');
}

/** @returns undefined for anything this site did not write, or past `now`. */
export function parseProviderStep(cookie: string | undefined, now: number): ProviderStep | undefined {
  const [version, provider = '', state = '', codeVerifier = '', expires = '', next = '', ...rest] = (
    cookie ?? ''
  ).split('.');
  if (version !== VERSION || rest.length > 0 || !state || !TOKEN.test(state) || !TOKEN.test(codeVerifier)) {
    return undefined;
  }
  const expiresAt = parseInt(expires, 36);
  const name = untext(provider);
  const path = untext(next);
  if (!(expiresAt > now) || !name || path === undefined) return undefined;
  return { provider: name, state, codeVerifier, next: path, expiresAt };
}

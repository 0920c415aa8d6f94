import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  CODE_COOKIE,
  CODE_COOKIE_PATH,
  DAY_MS,
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  DEVICE_COOKIE_PATH,
  FORM_COOKIE,
  FORM_COOKIE_MINUTES,
  FORM_COOKIE_PATH,
  PROVIDER_COOKIE,
  SESSION_COOKIE,
  SESSION_COOKIE_GRACE_DAYS,
} from '../domain/staff-cookies';
import type { SiteEnv } from '../platform/request-context';

export { SESSION_COOKIE };

const isSecure = (c: Context<SiteEnv>) => c.var.request.url.protocol === 'https:';

/**
 * HttpOnly, SameSite=Lax, Path=/, Secure on https; it outlives the session by SESSION_COOKIE_GRACE_DAYS, so that a
 * form sent after the session ended is kept for its account (the id signs no one in by then).
 */
export function setSessionCookie(c: Context<SiteEnv>, id: string, expiresAt: number, now = Date.now()): void {
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isSecure(c),
    maxAge: Math.max(0, Math.floor((expiresAt + SESSION_COOKIE_GRACE_DAYS * DAY_MS - now) / 1000)),
  });
}

export function clearSessionCookie(c: Context<SiteEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isSecure(c) });
}

export function readSessionCookie(c: Context<SiteEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** Whether a request carries a staff session at all (valid or not): such requests never touch shared caches. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * HttpOnly, SameSite=Strict (only our own login form sends it), Path=/dash/login, Secure on https,
 * DEVICE_COOKIE_DAYS long: the browser's proof that it signed in before (src/lib/domain/staff-cookies.ts).
 */
export function setDeviceCookie(c: Context<SiteEnv>, value: string): void {
  setCookie(c, DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isSecure(c),
    maxAge: (DEVICE_COOKIE_DAYS * DAY_MS) / 1000,
  });
}

export function readDeviceCookie(c: Context<SiteEnv>): string | undefined {
  return getCookie(c, DEVICE_COOKIE) || undefined;
}

/** HttpOnly, SameSite=Strict, Path=/dash, Secure on https: the browser's own id for the forms kept for it. */
export function setFormCookie(c: Context<SiteEnv>, value: string): void {
  setCookie(c, FORM_COOKIE, value, {
    path: FORM_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isSecure(c),
    maxAge: FORM_COOKIE_MINUTES * 60,
  });
}

export function readFormCookie(c: Context<SiteEnv>): string | undefined {
  return getCookie(c, FORM_COOKIE) || undefined;
}

/**
 * A cookie of one step of signing in, sent to the sign-in pages only (Path=/dash/login), HttpOnly, Secure on https,
 * until the step ends: the mailed code's (CODE_COOKIE, SameSite=Strict) and the provider's (PROVIDER_COOKIE,
 * SameSite=Lax: the provider's answer is a navigation from its own site).
 */
function signInStep(name: string, sameSite: 'Strict' | 'Lax') {
  const options = (c: Context<SiteEnv>) =>
    ({ path: CODE_COOKIE_PATH, httpOnly: true, sameSite, secure: isSecure(c) }) as const;
  return {
    set(c: Context<SiteEnv>, value: string, expiresAt: number, now = Date.now()): void {
      setCookie(c, name, value, { ...options(c), maxAge: Math.max(1, Math.floor((expiresAt - now) / 1000)) });
    },
    read: (c: Context<SiteEnv>): string | undefined => getCookie(c, name) || undefined,
    clear(c: Context<SiteEnv>): void {
      deleteCookie(c, name, options(c));
    },
  };
}

export const codeCookie = signInStep(CODE_COOKIE, 'Strict');
export const providerCookie = signInStep(PROVIDER_COOKIE, 'Lax');

import type { Context, MiddlewareHandler } from 'hono';
import { clearedSessionCookie, readSessionCookie, SESSION_COOKIE, sessionCookie } from '../lib/auth/cookie';
import { clearLoginFailures, isLockedOut, loginDelayMs, recordLoginFailure } from '../lib/auth/login-throttle';
import { safeNextPath } from '../lib/auth/next-path';
import { type StaffSession, setStaffSession } from '../lib/auth/session';
import { isExpired, readTokenClaims } from '../lib/auth/token';
import { signInStaff, verifyStaffToken } from '../lib/content/auth';

const VERIFIED_FOR_MS = 60_000;
const verified = new Map<string, { session: StaffSession; until: number }>();

/** '/dash/x' for both the page and its RSC twin '/RSC/R/dash/x.txt'; undefined outside the dashboard. */
export function dashPath(path: string): string | undefined {
  const rsc = /^\/RSC\/R(\/dash(?:\/.*)?)\.txt$/.exec(path);
  const page = rsc ? rsc[1] : path;
  if (!page || !(page === '/dash' || page.startsWith('/dash/'))) return undefined;
  return page.replace(/\/+$/, '') || '/dash';
}

const isSecure = (c: Context) => new URL(c.req.url).protocol === 'https:';
/** Browsers send Origin on form POSTs; one from elsewhere is a cross-site request. */
const isSameOrigin = (c: Context) => {
  const origin = c.req.header('origin');
  return !origin || origin === new URL(c.req.url).origin;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sessionFor(token: string | undefined): Promise<StaffSession | 'unavailable' | undefined> {
  if (!token) return undefined;
  const claims = readTokenClaims(token);
  if (!claims || claims.type === 'admin' || isExpired(claims)) return undefined;
  const known = verified.get(token);
  if (known && known.until > Date.now()) return known.session;
  const check = await verifyStaffToken(token);
  if (!check.valid) return check.reason === 'unavailable' ? 'unavailable' : undefined;
  const session = {
    id: check.staff.id,
    email: check.staff.email,
    name: check.staff.name || check.staff.email,
    expiresAt: claims.exp * 1000,
  };
  if (verified.size > 1000) verified.clear();
  verified.set(token, { session, until: Date.now() + VERIFIED_FOR_MS });
  return session;
}

function loginRedirect(c: Context, query: Record<string, string>, cookie?: string): Response {
  const params = new URLSearchParams(query).toString();
  const response = c.redirect(`/dash/login${params ? `?${params}` : ''}`, 303);
  if (cookie) response.headers.append('Set-Cookie', cookie);
  return response;
}

async function handleLogin(c: Context): Promise<Response> {
  if (!isSameOrigin(c)) return c.text('Ungültige Herkunft', 403);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const email = typeof form.email === 'string' ? form.email.trim().slice(0, 200) : '';
  const password = typeof form.password === 'string' ? form.password : '';
  const next = safeNextPath(typeof form.next === 'string' ? form.next : undefined);
  // Per address and account: a school's staff share one NAT address, one pupil must not lock them all out.
  const client = `${c.req.header('cf-connecting-ip') ?? 'local'}|${email.toLowerCase()}`;
  const back = (fehler: string) => loginRedirect(c, { fehler, email, ...(next !== '/dash/start' ? { next } : {}) });

  if (isLockedOut(client)) return back('zu-viele');
  await sleep(loginDelayMs(client));
  if (!email || !password) return back('zugangsdaten');
  const result = await signInStaff(email, password);
  if (!result.ok) {
    if (result.reason !== 'unavailable') recordLoginFailure(client);
    return back(
      result.reason === 'credentials'
        ? 'zugangsdaten'
        : result.reason === 'unverified'
          ? 'unbestaetigt'
          : 'nicht-erreichbar',
    );
  }
  clearLoginFailures(client);
  const claims = readTokenClaims(result.token);
  const response = c.redirect(next, 303);
  response.headers.append('Set-Cookie', sessionCookie(result.token, (claims?.exp ?? 0) * 1000, isSecure(c)));
  return response;
}

/**
 * The dashboard's guard at the edge: sign-in and sign-out, and no /dash page or RSC twin without a
 * session PocketBase vouches for. Forged, tampered or expired cookies are refused and cleared.
 */
export default function authGuard(): MiddlewareHandler {
  return async function guardDashboard(c, next) {
    const path = dashPath(c.req.path);
    if (!path || path === '/dash') return next();
    if (c.req.method === 'POST' && path === '/dash/login') {
      c.res = await handleLogin(c);
      return;
    }
    if (c.req.method === 'POST' && path === '/dash/logout') {
      if (!isSameOrigin(c)) {
        c.res = c.text('Ungültige Herkunft', 403);
        return;
      }
      const token = readSessionCookie(c.req.header('cookie'));
      if (token) verified.delete(token);
      c.res = loginRedirect(c, { abgemeldet: '1' }, clearedSessionCookie(isSecure(c)));
      return;
    }
    const token = readSessionCookie(c.req.header('cookie'));
    const session = await sessionFor(token);
    const isRsc = c.req.path.startsWith('/RSC/');
    if (path === '/dash/login') {
      if (session && session !== 'unavailable') {
        c.res = c.redirect('/dash/start', 302);
        return;
      }
    } else if (!session || session === 'unavailable') {
      const query: Record<string, string> =
        session === 'unavailable' ? { fehler: 'nicht-erreichbar', next: path } : { next: path };
      // The RSC twin carries the page's query inside its own 'query' parameter.
      const search = new URLSearchParams(query).toString();
      const target = isRsc
        ? `/RSC/R/dash/login.txt?${new URLSearchParams({ query: search })}`
        : `/dash/login?${search}`;
      c.res = c.redirect(target, 302);
      if (token && session !== 'unavailable') c.res.headers.append('Set-Cookie', clearedSessionCookie(isSecure(c)));
      return;
    } else {
      setStaffSession(session);
    }
    await next();
    // Staff pages are personal: never stored by the edge or the browser.
    c.res.headers.set('Cache-Control', 'private, no-store');
    c.res.headers.set('Vary', 'Cookie');
  };
}

export { SESSION_COOKIE };

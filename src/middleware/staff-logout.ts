import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { clearSessionCookie, readSessionCookie } from '../lib/auth/cookie';
import { isSessionId, type StaffAuthEnv, staffAuthClient } from '../lib/auth/staff-auth-client';
import { routeRequest } from '../lib/edge/route-request';

/**
 * POST /dash/logout: the session is deleted on the server, so a copied cookie is worthless
 * afterwards; the browser's cookie is cleared too. Forms from our own origin only.
 */
export default function staffLogout(): MiddlewareHandler<{ Bindings: StaffAuthEnv }> {
  const sameOrigin = csrf();
  return async function handleLogout(c, next) {
    const route = routeRequest(new URL(c.req.url));
    if (c.req.method !== 'POST' || !route.ok || route.rsc || route.path !== '/dash/logout') return next();
    await sameOrigin(c, async () => {
      const id = readSessionCookie(c);
      if (isSessionId(id)) await staffAuthClient(c.env).deleteSession(id);
      c.res = c.redirect('/dash/login?abgemeldet=1', 303);
      clearSessionCookie(c);
    });
  };
}

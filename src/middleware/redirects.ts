import type { MiddlewareHandler } from 'hono';

/** Bare /dash opens the dashboard's start page (seed-spec section 2). */
const REDIRECTS: Record<string, string> = { '/dash': '/dash/start' };

export default function redirects(): MiddlewareHandler {
  return async function redirect(c, next) {
    const path = c.req.path.replace(/\/+$/, '') || '/';
    const target = REDIRECTS[path];
    if (target) {
      c.res = c.redirect(target, 302);
      return;
    }
    await next();
  };
}

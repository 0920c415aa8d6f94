import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import type { StaffAuthEnv } from './auth/staff-auth-client';
import { routeRequest } from './route-request';
import { requestUrl } from './request-url';

type Env = { Bindings: StaffAuthEnv };

/**
 * A middleware that answers form POSTs to one page (however its path is spelt), for forms from our
 * own origin only (hono's CSRF check: Origin or Sec-Fetch-Site). Everything else passes on.
 */
export function formPost(path: string, answer: (c: Context<Env>) => Promise<Response>): MiddlewareHandler<Env> {
  const sameOrigin = csrf();
  return async function handleFormPost(c, next) {
    const route = routeRequest(requestUrl(c));
    if (c.req.method !== 'POST' || !route.ok || route.rsc || route.path !== path) return next();
    await sameOrigin(c, async () => {
      c.res = await answer(c);
    });
  };
}

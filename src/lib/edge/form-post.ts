import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import type { SiteEnv } from '../platform/request-context';

/**
 * A middleware that answers form POSTs to one page (however its path is spelt), for forms from our
 * own origin only (hono's CSRF check: Origin or Sec-Fetch-Site). Everything else passes on.
 */
export function formPost(path: string, answer: (c: Context<SiteEnv>) => Promise<Response>): MiddlewareHandler<SiteEnv> {
  const sameOrigin = csrf();
  return async function handleFormPost(c, next) {
    const { route } = c.var.request;
    if (c.req.method !== 'POST' || !route.ok || route.rsc || route.path !== path) return next();
    await sameOrigin(c, async () => {
      c.res = await answer(c);
    });
  };
}

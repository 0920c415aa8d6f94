import type { MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../lib/platform/request-context';

/**
 * The one place a rendered page's own status is applied: a placeholder or a page beyond the end asks
 * for 404 while still showing its content. Only page loads (HTML) carry it. A client navigation (RSC)
 * answers 200, or the browser's router would show its generic error screen instead of the page.
 */
export default function pageStatus(): MiddlewareHandler<SiteEnv> {
  return async function applyPageStatus(c, next) {
    await next();
    const status = c.var.request.pageStatus;
    if (!status || c.res.status !== 200) return;
    if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
    c.res = new Response(c.res.body, { status, headers: c.res.headers });
  };
}

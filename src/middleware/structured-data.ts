import type { MiddlewareHandler } from 'hono';
import { isDashboardPath, routeRequest } from '../lib/edge/route-request';
import { moveStructuredDataToHead } from '../lib/edge/structured-data-head';

/**
 * Public page loads carry their structured data in <head>. The page cache sits outside this, so a kept
 * page is rewritten once, when it is rendered; it buffers these pages anyway.
 */
export default function structuredData(): MiddlewareHandler {
  return async function structuredDataInHead(c, next) {
    await next();
    const route = routeRequest(new URL(c.req.url));
    if (!route.ok || route.rsc || isDashboardPath(route.path) || c.res.status !== 200) return;
    if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
    const html = moveStructuredDataToHead(await c.res.text());
    c.res = new Response(html, { status: c.res.status, headers: c.res.headers });
  };
}

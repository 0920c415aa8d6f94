import type { MiddlewareHandler } from 'hono';
import { isDashboardPath, routeRequest } from '../lib/edge/route-request';
import { insertStructuredData } from '../lib/edge/structured-data-head';
import { getRequestNonce, getStructuredData } from '../lib/platform/request-state';

/**
 * Public page loads get the structured data their page declared (components/json-ld) in <head>. The body has to be
 * read to its end first, when the page has rendered everything; the page cache around this reads it anyway, and
 * keeps the page with the data in place.
 */
export default function structuredData(): MiddlewareHandler {
  return async function structuredDataInHead(c, next) {
    await next();
    const route = routeRequest(new URL(c.req.url));
    if (!route.ok || route.rsc || isDashboardPath(route.path) || c.res.status !== 200) return;
    if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
    const html = await c.res.text();
    c.res = new Response(insertStructuredData(html, getStructuredData(), getRequestNonce()), {
      status: c.res.status,
      headers: c.res.headers,
    });
  };
}

import type { MiddlewareHandler } from 'hono';
import { sha256Source } from '../lib/edge/csp';
import { insertPageStyle, lowPriorityModulePreloads, pageStyleText, STYLE_HASH_HEADER } from '../lib/edge/page-head';
import { isDashboardPath, routeRequest } from '../lib/edge/route-request';
import { SITE_CSS } from '../lib/edge/site-css';
import { insertStructuredData } from '../lib/edge/structured-data-head';
import { currentSchool, getRequestNonce, getStructuredData } from '../lib/platform/request-state';

/** Public page loads get the structured data their page declared (components/json-ld). */
function wantsStructuredData(url: URL, status: number): boolean {
  const route = routeRequest(url);
  return route.ok && !route.rsc && !isDashboardPath(route.path) && status === 200;
}

/**
 * What the edge writes into a rendered page's <head>, in one pass over the finished HTML:
 * - the site's CSS inline (with the school's accent colour), so it paints without fetching a stylesheet;
 *   the CSP allows that exact style by its hash, which the answer carries to the security headers;
 * - its hydration scripts at low priority, after what the visitor sees;
 * - on public pages, the JSON-LD the page declared, with the response's nonce.
 * Inside the page cache: a kept page holds its head and its hash.
 */
export default function pageHead(): MiddlewareHandler {
  return async function writePageHead(c, next) {
    await next();
    if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
    let html = await c.res.text();
    const headers = new Headers(c.res.headers);
    if (SITE_CSS !== undefined) {
      const css = pageStyleText(SITE_CSS, (await currentSchool()).accentColor);
      html = lowPriorityModulePreloads(insertPageStyle(html, css));
      headers.set(STYLE_HASH_HEADER, await sha256Source(css));
    }
    if (wantsStructuredData(new URL(c.req.url), c.res.status)) {
      html = insertStructuredData(html, getStructuredData(), getRequestNonce());
    }
    c.res = new Response(html, { status: c.res.status, headers });
  };
}

import type { MiddlewareHandler } from 'hono';
import { sha256Source } from '../lib/edge/csp';
import { insertPageStyle, lowPriorityModulePreloads, pageStyleText, STYLE_HASH_HEADER } from '../lib/edge/page-head';
import { SITE_CSS } from '../lib/edge/site-css';
import { currentSchool } from '../lib/platform/request-state';

/**
 * Every rendered page carries the site's CSS inline in <head> (with the school's accent colour), so it
 * paints without fetching a stylesheet, and its hydration scripts load after what the visitor sees. The
 * CSP allows that exact style by its hash, which the answer carries to the security headers. Inside the
 * page cache: a kept page holds its head and its hash.
 */
export default function pageHead(): MiddlewareHandler {
  return async function writePageHead(c, next) {
    await next();
    if (SITE_CSS === undefined || !(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
    const css = pageStyleText(SITE_CSS, (await currentSchool()).accentColor);
    const html = lowPriorityModulePreloads(insertPageStyle(await c.res.text(), css));
    const headers = new Headers(c.res.headers);
    headers.set(STYLE_HASH_HEADER, await sha256Source(css));
    c.res = new Response(html, { status: c.res.status, headers });
  };
}

import type { MiddlewareHandler } from 'hono';
import { sha256Source } from '../lib/edge/csp';
import { headTagsHtml } from '../lib/edge/head-tags-html';
import { siteHeadTags } from '../lib/domain/head-tags';
import { hydrateAfterLoad, insertAtHeadEnd, pageStyleText } from '../lib/edge/head-html';
import { replaceAnswer } from '../lib/edge/replace-answer';
import { isStaffArea, type RouteRequest } from '../lib/domain/route-request';
import { siteCssFor } from '../lib/edge/site-css';
import { structuredDataHtml } from '../lib/edge/structured-data-head';
import { currentSchool, releaseHandedOverHtml, type SiteEnv } from '../lib/platform/request-context';
import { heldStaticHtml } from '../lib/platform/static-html-handover';

/** With DEBUG_HEADERS=1: the StaticHtml pieces the isolate still holds once this page released its own. */
const HELD_HEADER = 'X-Static-Html-Held';

/** A page load (not an RSC navigation) outside the staff area. */
function isPublicPageLoad(route: RouteRequest): boolean {
  return route.ok && !route.rsc && !isStaffArea(route);
}

/**
 * What the edge writes into a rendered page's <head>, in one insertion into the finished HTML:
 * - the site's CSS inline (with the school's accent colour; on dashboard pages with the staff area's own), so it
 *   paints without fetching a stylesheet; the CSP allows that exact style by its hash, which the request context
 *   carries to the security headers;
 * - the site's theme colour, icons, manifest and feed links, and the page's description, canonical and share tags
 *   (components/page-meta), which the RSC payload does not carry;
 * - on public pages, hydration after the page and its images have loaded; while they render, <StaticHtml> hands
 *   its content to the HTML pass beside the payload (lib/platform/static-html-handover), released here;
 * - on public pages that exist, the JSON-LD the page declared (components/json-ld), with the response's nonce.
 * Inside the page cache: a kept page holds its head and its hash.
 */
export default function pageHead(): MiddlewareHandler<SiteEnv> {
  return async function writePageHead(c, next) {
    const request = c.var.request;
    const pageLoad = isPublicPageLoad(request.route);
    request.pageLoad = pageLoad;
    let html: string;
    try {
      await next();
      if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
      html = await c.res.text();
    } finally {
      releaseHandedOverHtml(request);
    }
    const headers = new Headers(c.res.headers);
    if (request.config.debugHeaders) headers.set(HELD_HEADER, String(heldStaticHtml()));
    const school = await currentSchool();
    // Before the head grows by the stylesheet, which its searches would otherwise read through.
    if (pageLoad) html = hydrateAfterLoad(html);
    const siteCss = siteCssFor({ staffArea: isStaffArea(request.route) });
    const css = siteCss === undefined ? undefined : pageStyleText(siteCss, school.accentColor);
    if (css !== undefined) request.pageStyle = await sha256Source(css);
    let markup = headTagsHtml([...siteHeadTags(school), ...request.headTags]);
    if (pageLoad && c.res.status === 200) markup += structuredDataHtml(request.structuredData, request.nonce);
    html = insertAtHeadEnd(html, { css, markup });
    replaceAnswer(c, new Response(html, { status: c.res.status, headers }));
  };
}

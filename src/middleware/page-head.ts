import type { MiddlewareHandler } from 'hono';
import { sha256Source } from '../lib/edge/csp';
import { headTagsHtml } from '../lib/edge/head-tags';
import { siteHeadTags } from '../lib/domain/head-tags';
import { hydrateAfterLoad, insertAtHeadEnd, pageStyleText, STYLE_HASH_HEADER } from '../lib/edge/page-head';
import { replaceAnswer } from '../lib/edge/replace-answer';
import { isStaffArea, routeRequest } from '../lib/edge/route-request';
import { siteCssFor } from '../lib/edge/site-css';
import { structuredDataHtml } from '../lib/edge/structured-data-head';
import {
  currentSchool,
  getHeadTags,
  getRequestNonce,
  getStructuredData,
  releaseHandedOverHtml,
  setPageLoad,
} from '../lib/platform/request-state';
import { requestUrl } from '../lib/edge/request-url';
import { getSiteConfig } from '../lib/platform/config';
import { heldStaticHtml } from '../lib/platform/static-html-handover';

/** With DEBUG_HEADERS=1: the StaticHtml pieces the isolate still holds once this page released its own. */
const HELD_HEADER = 'X-Static-Html-Held';

/** A page load (not an RSC navigation) outside the staff area. */
function isPublicPageLoad(url: URL): boolean {
  const route = routeRequest(url);
  return route.ok && !route.rsc && !isStaffArea(url);
}

/**
 * What the edge writes into a rendered page's <head>, in one insertion into the finished HTML:
 * - the site's CSS inline (with the school's accent colour; on dashboard pages with the staff area's own), so it
 *   paints without fetching a stylesheet; the CSP allows that exact style by its hash, which the answer carries to
 *   the security headers;
 * - the site's theme colour, icons, manifest and feed links, and the page's description, canonical and share tags
 *   (components/page-meta), which the RSC payload does not carry;
 * - on public pages, hydration after the page and its images have loaded; while they render, <StaticHtml> hands
 *   its content to the HTML pass beside the payload (lib/platform/static-html-handover), released here;
 * - on public pages that exist, the JSON-LD the page declared (components/json-ld), with the response's nonce.
 * Inside the page cache: a kept page holds its head and its hash.
 */
export default function pageHead(): MiddlewareHandler {
  return async function writePageHead(c, next) {
    const url = requestUrl(c);
    const pageLoad = isPublicPageLoad(url);
    if (pageLoad) setPageLoad();
    let html: string;
    try {
      await next();
      if (!(c.res.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
      html = await c.res.text();
    } finally {
      releaseHandedOverHtml();
    }
    const headers = new Headers(c.res.headers);
    if (getSiteConfig().debugHeaders) headers.set(HELD_HEADER, String(heldStaticHtml()));
    const school = await currentSchool();
    // Before the head grows by the stylesheet, which its searches would otherwise read through.
    if (pageLoad) html = hydrateAfterLoad(html);
    const siteCss = siteCssFor({ staffArea: isStaffArea(url) });
    const css = siteCss === undefined ? undefined : pageStyleText(siteCss, school.accentColor);
    if (css !== undefined) headers.set(STYLE_HASH_HEADER, await sha256Source(css));
    let markup = headTagsHtml([...siteHeadTags(school), ...getHeadTags()]);
    if (pageLoad && c.res.status === 200) markup += structuredDataHtml(getStructuredData(), getRequestNonce());
    html = insertAtHeadEnd(html, { css, markup });
    replaceAnswer(c, new Response(html, { status: c.res.status, headers }));
  };
}

import type { MiddlewareHandler } from 'hono';
import { hstsValue } from '../lib/domain/hsts';
import {
  contentSecurityPolicy,
  getPlainPageStyleHashes,
  getThemeScriptHash,
  NON_HTML_CSP,
  newNonce,
} from '../lib/edge/csp';
import { STYLE_HASH_HEADER } from '../lib/edge/page-head';
import { replaceAnswer } from '../lib/edge/replace-answer';
import { isStaffArea } from '../lib/edge/route-request';
import { SITE_CSS } from '../lib/edge/site-css';
import { getSiteConfig } from '../lib/platform/config';
import { setRequestNonce } from '../lib/platform/request-state';
import { requestUrl } from '../lib/edge/request-url';

/**
 * Every answer's, with Strict-Transport-Security from the settings; public/_headers gives the static assets the
 * worker never sees the same list without it (a browser keeps HSTS for the host from the page that loads them).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/**
 * The staff area's own: a window that opened a dashboard page gets no handle on it. Public pages are the same
 * for every visitor and hold nothing such a handle could reach; there the header would only make the browser
 * start a new renderer process for each visitor's first page (Lighthouse mobile TBT of / 19 → 81 ms, median of 7).
 */
const STAFF_AREA_HEADERS: Record<string, string> = { 'Cross-Origin-Opener-Policy': 'same-origin' };

/** A page's policy: its nonce, and inline styles only as the texts it carries (any under `waku dev`). */
async function pagePolicy(nonce: string, pageStyle: string | null): Promise<string> {
  const plain = await getPlainPageStyleHashes();
  const styles = SITE_CSS === undefined ? undefined : pageStyle ? [pageStyle, ...plain] : plain;
  return contentSecurityPolicy(nonce, await getThemeScriptHash(), styles);
}

/**
 * Security headers on every response the worker produces, error pages included. Each request gets
 * a fresh CSP nonce before rendering; React writes it on exactly the scripts it emits (server-entry),
 * so markup that sneaks into a page never inherits it.
 */
export default function securityHeaders(): MiddlewareHandler {
  return async function addSecurityHeaders(c, next) {
    const nonce = newNonce();
    setRequestNonce(nonce);
    await next();
    const headers = new Headers(c.res.headers);
    const pageStyle = headers.get(STYLE_HASH_HEADER);
    headers.delete(STYLE_HASH_HEADER);
    const own = {
      'Strict-Transport-Security': hstsValue(getSiteConfig().hsts),
      ...SECURITY_HEADERS,
      ...(isStaffArea(requestUrl(c)) ? STAFF_AREA_HEADERS : {}),
    };
    for (const [name, value] of Object.entries(own)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    // Uploaded files bring their own sandboxing policy (files-proxy); everything else gets ours.
    if (!headers.has('Content-Security-Policy')) {
      const isPage = (headers.get('content-type') ?? '').includes('text/html');
      headers.set('Content-Security-Policy', isPage ? await pagePolicy(nonce, pageStyle) : NON_HTML_CSP);
    }
    const answer = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
    replaceAnswer(c, answer);
  };
}

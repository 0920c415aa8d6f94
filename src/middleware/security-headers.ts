import type { MiddlewareHandler } from 'hono';
import { hstsValue } from '../lib/domain/hsts';
import { contentSecurityPolicy, getPlainPageStyleHashes, getThemeScriptHash } from '../lib/edge/csp';
import { NON_HTML_CSP, SECURITY_HEADERS } from '../lib/domain/header-table';
import { replaceAnswer } from '../lib/edge/replace-answer';
import { isStaffArea } from '../lib/domain/route-request';
import { SITE_CSS } from '../lib/edge/site-css';
import type { SiteEnv } from '../lib/platform/request-context';

/**
 * The staff area's own: a window that opened a dashboard page gets no handle on it. Public pages are the same
 * for every visitor and hold nothing such a handle could reach; there the header would only make the browser
 * start a new renderer process for each visitor's first page (Lighthouse mobile TBT of / 19 → 81 ms, median of 7).
 */
const STAFF_AREA_HEADERS: Record<string, string> = { 'Cross-Origin-Opener-Policy': 'same-origin' };

/**
 * A page's policy: its nonce, and inline styles only as the texts it carries. Only `waku dev`, which injects its own
 * styles, gets any; a build always carries its stylesheet (scripts/build/site-css.mjs fails without one).
 */
async function pagePolicy(nonce: string, pageStyle: string | undefined): Promise<string> {
  const plain = await getPlainPageStyleHashes();
  const devServer = import.meta.env.DEV && SITE_CSS === undefined;
  const styles = devServer ? undefined : pageStyle ? [pageStyle, ...plain] : plain;
  return contentSecurityPolicy(nonce, await getThemeScriptHash(), styles);
}

/**
 * Security headers on every response the worker produces, error pages included. Each request has
 * a fresh CSP nonce (middleware/start-request); React writes it on exactly the scripts it emits (server-entry),
 * so markup that sneaks into a page never inherits it.
 */
export default function securityHeaders(): MiddlewareHandler<SiteEnv> {
  return async function addSecurityHeaders(c, next) {
    const request = c.var.request;
    await next();
    const headers = new Headers(c.res.headers);
    const own = {
      'Strict-Transport-Security': hstsValue(request.config.hsts),
      ...SECURITY_HEADERS,
      ...(isStaffArea(request.route) ? STAFF_AREA_HEADERS : {}),
    };
    for (const [name, value] of Object.entries(own)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    // Uploaded files bring their own sandboxing policy (files-proxy); everything else gets ours.
    if (!headers.has('Content-Security-Policy')) {
      const isPage = (headers.get('content-type') ?? '').includes('text/html');
      headers.set(
        'Content-Security-Policy',
        isPage ? await pagePolicy(request.nonce, request.pageStyle) : NON_HTML_CSP,
      );
    }
    const answer = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
    replaceAnswer(c, answer);
  };
}

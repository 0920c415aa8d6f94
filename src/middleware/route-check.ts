import type { MiddlewareHandler } from 'hono';
import { canonicalPageQuery } from '../lib/edge/page-query';
import { notFoundPage, rscErrorResponse } from '../lib/edge/plain-answers';
import { decodePath } from '../lib/domain/route-request';
import { SKIP_HEADER, withoutSkipHeader } from '../lib/edge/skip-header';
import type { SiteEnv } from '../lib/platform/request-context';

/**
 * Requests Waku's router would misread or choke on never reach it: malformed RSC paths, server
 * function calls (this site has none), paths with a '%' left after decoding, and client navigations
 * with a parameter value their page does not understand (page loads are redirected instead, see
 * redirects). They get a plain 404. A page load keeps no X-Waku-Router-Skip header: only client
 * navigations may leave elements out.
 */
export default function routeCheck(): MiddlewareHandler<SiteEnv> {
  return async function checkRoute(c, next) {
    const { url, route } = c.var.request;
    if (!route.ok) {
      c.res = url.pathname.startsWith('/RSC/')
        ? rscErrorResponse(404)
        : notFoundPage((decodePath(url.pathname) ?? url.pathname) + url.search);
      return;
    }
    if (route.rsc && canonicalPageQuery(route.path, route.query).invalid) {
      c.res = rscErrorResponse(404);
      return;
    }
    if (!route.rsc && c.req.raw.headers.has(SKIP_HEADER)) c.req.raw = withoutSkipHeader(c.req.raw);
    await next();
  };
}

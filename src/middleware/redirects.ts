import type { MiddlewareHandler } from 'hono';
import { MACHINE_ROUTES } from '../lib/edge/machine-documents';
import { canonicalPageQuery } from '../lib/edge/page-query';
import { canonicalPagePath } from '../lib/domain/route-request';
import type { SiteEnv } from '../lib/platform/request-context';

/** Bare /dash opens the dashboard's start page (seed-spec section 2). */
const REDIRECTS: Record<string, string> = { '/dash': '/dash/start' };

/**
 * Page loads arrive at one spelling of each page: '/dash' → '/dash/start', and '//posts/',
 * '/posts?sort=junk&page=1' → '/posts'. Targets are built from the path's own still-encoded
 * segments, so a redirect never leaves the site ('//%5Cevil.example' → '/%5Cevil.example').
 */
export default function redirects(): MiddlewareHandler<SiteEnv> {
  return async function redirect(c, next) {
    const { url, route } = c.var.request;
    if (!route.ok || route.rsc || !['GET', 'HEAD'].includes(c.req.method)) return next();
    // A feed with a parameter it refuses answers 404 itself: redirecting to the bare feed would widen it.
    if (Object.hasOwn(MACHINE_ROUTES, route.path)) return next();
    const target = REDIRECTS[route.path];
    if (target) {
      c.res = c.redirect(target, 302);
      return;
    }
    const { query } = canonicalPageQuery(route.path, route.query);
    const path = canonicalPagePath(url);
    if (route.canonical && query === route.query) return next();
    c.res = c.redirect(query ? `${path}?${query}` : path, 308);
  };
}

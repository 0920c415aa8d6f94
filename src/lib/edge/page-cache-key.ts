import { hasSessionCookie } from '../auth/cookie';
import { canonicalPageQuery } from './page-query';
import { isDashboardPath, routeRequest } from './route-request';

/** Waku's client lists the elements it already holds in this header on every navigation. */
export const SKIP_HEADER = 'X-Waku-Router-Skip';

/**
 * The elements Waku may leave out of a route's RSC answer when the client lists them: the static
 * root, the route element and static layouts (waku/dist/router/define-router.js skips only static
 * ones). Anything else in the header changes nothing, so it must not change the cache key either.
 */
function skippableIds(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const layouts = segments.map((_, index) => `layout:/${segments.slice(0, index + 1).join('/')}`);
  return ['root', `route:${path}`, 'layout:/', ...layouts];
}

/** The part of X-Waku-Router-Skip that shapes this route's answer, parsed exactly as Waku parses it. */
export function effectiveSkip(header: string | null | undefined, path: string): string {
  let listed: unknown;
  try {
    listed = JSON.parse(header || '');
  } catch {
    return '';
  }
  if (!Array.isArray(listed) || !listed.every((id) => typeof id === 'string')) return '';
  return skippableIds(path)
    .filter((id) => listed.includes(id))
    .sort()
    .join(',');
}

export type PageRequest = { method: string; url: URL; cookie?: string; skip?: string | null; now?: Date };

/**
 * The shared page cache's key for a public page or its RSC twin, or undefined when the answer must
 * not be shared: staff requests, anything under /dash or /api, odd spellings, unknown parameters
 * and known ones with values their page does not understand.
 */
export function pageCacheKey({ method, url, cookie, skip, now = new Date() }: PageRequest): string | undefined {
  if (method !== 'GET' || hasSessionCookie(cookie)) return undefined;
  const route = routeRequest(url);
  if (!route.ok || !route.canonical || isDashboardPath(route.path) || /^\/api(\/|$)/.test(route.path)) return undefined;
  const { query, invalid, hasUnknown } = canonicalPageQuery(route.path, route.query, now);
  if (invalid || hasUnknown || query !== route.query) return undefined;
  const page = `${route.path}?${query}`;
  return route.rsc ? `rsc ${page} skip=${effectiveSkip(skip, route.path)}` : `page ${page}`;
}

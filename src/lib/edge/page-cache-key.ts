import { hasSessionCookie } from './cookie-jar';
import { canonicalPageQuery } from './page-query';
import { isDashboardPath, type RouteRequest } from '../domain/route-request';

export type PageRequest = { method: string; route: RouteRequest; cookie?: string; now?: Date };

/**
 * The shared page cache's key for a public page or its RSC twin, or undefined when the answer must
 * not be shared: staff requests, anything under /dash or /api, odd spellings, unknown parameters
 * and known ones with values their page does not understand. A shared RSC answer is always the
 * whole one: the page cache renders it without the client's X-Waku-Router-Skip.
 */
export function pageCacheKey({ method, route, cookie, now = new Date() }: PageRequest): string | undefined {
  if (method !== 'GET' || hasSessionCookie(cookie)) return undefined;
  if (!route.ok || !route.canonical || isDashboardPath(route.path) || /^\/api(\/|$)/.test(route.path)) return undefined;
  const { query, invalid, hasUnknown } = canonicalPageQuery(route.path, route.query, now);
  if (invalid || hasUnknown || query !== route.query) return undefined;
  const page = `${route.path}?${query}`;
  return `${route.rsc ? 'rsc' : 'page'} ${page}`;
}

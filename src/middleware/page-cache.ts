import type { MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from '../lib/auth/cookie';
import { getSiteConfig } from '../lib/config';
import { MemoryCache } from '../lib/content/memory-cache';
import { isDegraded } from '../lib/content/request-context';
import { getResponseStatus } from '../lib/response-status';

type Page = { body: string; contentType: string; storedAt: number };

/** Rendered public pages (HTML and their RSC twins) of this isolate. */
const pages = new MemoryCache<Page>(16 * 1024 * 1024);
/** The only query parameters a public page reads; any other makes a URL uncacheable, so junk cannot evict pages. */
const PAGE_PARAMS = new Set(['page', 'class', 'sort', 'month']);

function onlyKnownParams(params: URLSearchParams, known: Set<string>): boolean {
  return [...params.keys()].every((name) => known.has(name));
}

/** The cache key of a public page or its RSC twin, or undefined when it must not be cached. */
export function pageCacheKey(method: string, url: URL, cookie: string | undefined): string | undefined {
  if (method !== 'GET' || cookie?.includes(`${SESSION_COOKIE}=`)) return undefined;
  const path = url.pathname;
  if (/^\/(api|dash)(\/|$)/.test(path) || /^\/RSC\/R\/dash[/.]/.test(path)) return undefined;
  const params = new URLSearchParams(url.search);
  if (path.startsWith('/RSC/')) {
    if (!onlyKnownParams(params, new Set(['query']))) return undefined;
    if (!onlyKnownParams(new URLSearchParams(params.get('query') ?? ''), PAGE_PARAMS)) return undefined;
  } else if (!onlyKnownParams(params, PAGE_PARAMS)) {
    return undefined;
  }
  params.sort();
  return `${path}?${params}`;
}

/**
 * Keeps each public page's rendering for CACHE_TTL_SECONDS, so a warm view costs neither backend
 * reads nor a render. Pages with a failed section, other statuses and staff requests are never kept;
 * security headers and the CSP nonce are added per response outside this cache.
 */
export default function pageCache(): MiddlewareHandler {
  return async function cachePages(c, next) {
    const ttlMs = getSiteConfig().cacheTtlSeconds * 1000;
    const key = ttlMs > 0 ? pageCacheKey(c.req.method, new URL(c.req.url), c.req.header('cookie')) : undefined;
    if (!key) return next();
    const page = pages.get(key);
    if (page && Date.now() - page.storedAt < ttlMs) {
      c.res = new Response(page.body, { headers: { 'Content-Type': page.contentType, 'X-Page-Cache': 'HIT' } });
      return;
    }
    await next();
    if (c.res.status !== 200) return;
    const isRsc = c.req.path.startsWith('/RSC/');
    const contentType = isRsc ? 'text/x-component' : (c.res.headers.get('content-type') ?? '');
    if (!isRsc && !contentType.startsWith('text/html')) return;
    // RSC payloads stream: a section may fail, or a page set its status, only while the body is read.
    const body = await c.res.text();
    const keep = !getResponseStatus() && !isDegraded();
    if (keep) pages.set(key, { body, contentType, storedAt: Date.now() });
    const headers: Record<string, string> = { 'Content-Type': contentType, 'X-Page-Cache': keep ? 'MISS' : 'SKIP' };
    if (!keep) headers['Cache-Control'] = 'no-store';
    c.res = new Response(body, { headers });
  };
}

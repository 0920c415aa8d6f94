import type { MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from '../lib/auth/cookie';
import { getSiteConfig } from '../lib/config';
import { isDegraded } from '../lib/content/request-context';
import { MemoryCache } from '../lib/content/memory-cache';
import { getResponseStatus } from '../lib/response-status';

type Page = { body: string; contentType: string; storedAt: number };

/** Rendered public pages (HTML and their RSC twins) of this isolate, by URL. */
const pages = new MemoryCache<Page>(16 * 1024 * 1024);

function isCacheable(method: string, path: string, cookie: string | undefined): boolean {
  if (method !== 'GET') return false;
  if (/^\/(api|dash)(\/|$)/.test(path) || /^\/RSC\/R\/dash[/.]/.test(path)) return false;
  return !cookie?.includes(`${SESSION_COOKIE}=`);
}

/**
 * Keeps each public page's rendering for CACHE_TTL_SECONDS, so a warm view costs neither backend
 * reads nor a render. Pages with a failed section, other statuses and staff requests are never kept;
 * security headers and the CSP nonce are added per response outside this cache.
 */
export default function pageCache(): MiddlewareHandler {
  return async function cachePages(c, next) {
    const ttlMs = getSiteConfig().cacheTtlSeconds * 1000;
    if (ttlMs <= 0 || !isCacheable(c.req.method, c.req.path, c.req.header('cookie'))) return next();
    const key = c.req.url;
    const page = pages.get(key);
    if (page && Date.now() - page.storedAt < ttlMs) {
      c.res = new Response(page.body, { headers: { 'Content-Type': page.contentType, 'X-Page-Cache': 'HIT' } });
      return;
    }
    await next();
    const contentType = c.res.headers.get('content-type') ?? '';
    if (c.res.status !== 200 || getResponseStatus() || isDegraded()) return;
    if (!/^text\/(html|x-component)/.test(contentType)) return;
    const body = await c.res.text();
    pages.set(key, { body, contentType, storedAt: Date.now() });
    c.res = new Response(body, { headers: { 'Content-Type': contentType, 'X-Page-Cache': 'MISS' } });
  };
}

import type { MiddlewareHandler } from 'hono';
import { getSiteConfig } from '../lib/platform/config';
import { MemoryCache } from '../lib/platform/memory-cache';
import { MACHINE_CONTENT_TYPES } from '../lib/edge/machine-routes';
import { pageCacheKey } from '../lib/edge/page-cache-key';
import { SKIP_HEADER, withoutSkipHeader } from '../lib/edge/skip-header';
import { pageKeptUntil } from '../lib/domain/cache-policy';
import { getPageStatus, getReadsExpireAt, getRequestNonce, isDegraded } from '../lib/platform/request-state';

type Page = { body: string; contentType: string; keptUntil: number; nonce?: string };

/** Rendered public pages (HTML and their RSC twins) of this isolate. */
const pages = new MemoryCache<Page>(16 * 1024 * 1024);

/** A stored page carries the nonce it was rendered with; each answer gets its own instead. */
function withNonce(page: Page, nonce: string | undefined): string {
  if (!page.nonce || !nonce) return page.body;
  return page.body.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`);
}

/** Personal or one-off answers: never shared. */
function isPrivate(response: Response): boolean {
  return response.headers.has('Set-Cookie') || /private|no-store/.test(response.headers.get('Cache-Control') ?? '');
}

/**
 * Keeps each public page's rendering as long as the reads it was rendered from are fresh (at most
 * CACHE_TTL_SECONDS), so a warm view costs neither backend reads nor a render, and a change in
 * PocketBase still shows within TTL + 10 s. Pages with a failed section or a stale read, other
 * statuses and staff requests are never kept; security headers are added per response outside this
 * cache. X-Page-Cache only with DEBUG_HEADERS=1.
 */
export default function pageCache(): MiddlewareHandler {
  return async function cachePages(c, next) {
    const { cacheTtlSeconds, debugHeaders } = getSiteConfig();
    const key =
      cacheTtlSeconds > 0
        ? pageCacheKey({
            method: c.req.method,
            url: new URL(c.req.url),
            cookie: c.req.header('cookie'),
          })
        : undefined;
    if (!key) return next();
    const debug = (state: string): Record<string, string> => (debugHeaders ? { 'X-Page-Cache': state } : {});
    const page = pages.get(key);
    if (page && Date.now() < page.keptUntil) {
      c.res = new Response(withNonce(page, getRequestNonce()), {
        headers: { 'Content-Type': page.contentType, ...debug('HIT') },
      });
      return;
    }
    // Waku leaves out whatever static elements the client says it holds; a shared answer must hold
    // them all, or the next client that lacks one gets a broken page. The extra elements cost a few bytes.
    if (c.req.raw.headers.has(SKIP_HEADER)) c.req.raw = withoutSkipHeader(c.req.raw);
    await next();
    if (c.res.status !== 200 || isPrivate(c.res)) return;
    const contentType = c.res.headers.get('content-type') ?? '';
    if (!/^text\/(html|x-component)/.test(contentType) && !MACHINE_CONTENT_TYPES.test(contentType)) return;
    // RSC payloads stream: a section may fail, or a page set its status, only while the body is read.
    const body = await c.res.text();
    const keptUntil = pageKeptUntil(Date.now(), cacheTtlSeconds, getReadsExpireAt());
    const keep = !getPageStatus() && !isDegraded() && keptUntil > Date.now();
    if (keep) pages.set(key, { body, contentType, keptUntil, nonce: getRequestNonce() });
    c.res = new Response(body, {
      headers: {
        'Content-Type': contentType,
        ...(keep ? {} : { 'Cache-Control': 'no-store' }),
        ...debug(keep ? 'MISS' : 'SKIP'),
      },
    });
  };
}

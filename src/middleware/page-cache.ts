import type { MiddlewareHandler } from 'hono';
import { getSiteConfig } from '../lib/platform/config';
import { MemoryCache } from '../lib/platform/memory-cache';
import { pageCacheKey } from '../lib/edge/page-cache-key';
import { SKIP_HEADER, withoutSkipHeader } from '../lib/edge/skip-header';
import { getPageStatus, getRequestNonce, isDegraded } from '../lib/platform/request-state';

type Page = { body: string; contentType: string; storedAt: number; nonce?: string };

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
 * Keeps each public page's rendering for CACHE_TTL_SECONDS, so a warm view costs neither backend
 * reads nor a render. Pages with a failed section, other statuses and staff requests are never kept;
 * security headers are added per response outside this cache. X-Page-Cache only with DEBUG_HEADERS=1.
 */
export default function pageCache(): MiddlewareHandler {
  return async function cachePages(c, next) {
    const { cacheTtlSeconds, debugHeaders } = getSiteConfig();
    const ttlMs = cacheTtlSeconds * 1000;
    const key =
      ttlMs > 0
        ? pageCacheKey({
            method: c.req.method,
            url: new URL(c.req.url),
            cookie: c.req.header('cookie'),
          })
        : undefined;
    if (!key) return next();
    const debug = (state: string): Record<string, string> => (debugHeaders ? { 'X-Page-Cache': state } : {});
    const page = pages.get(key);
    if (page && Date.now() - page.storedAt < ttlMs) {
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
    if (!/^text\/(html|x-component)/.test(contentType)) return;
    // RSC payloads stream: a section may fail, or a page set its status, only while the body is read.
    const body = await c.res.text();
    const keep = !getPageStatus() && !isDegraded();
    if (keep) pages.set(key, { body, contentType, storedAt: Date.now(), nonce: getRequestNonce() });
    c.res = new Response(body, {
      headers: {
        'Content-Type': contentType,
        ...(keep ? {} : { 'Cache-Control': 'no-store' }),
        ...debug(keep ? 'MISS' : 'SKIP'),
      },
    });
  };
}

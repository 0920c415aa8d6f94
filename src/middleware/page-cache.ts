import type { Context, MiddlewareHandler, Next } from 'hono';
import { MACHINE_CONTENT_TYPES } from '../lib/edge/machine-documents';
import { pageCacheKey } from '../lib/edge/page-cache-key';
import { SEARCH_PATH } from '../features/search/rules/search';
import { SKIP_HEADER, withoutSkipHeader } from '../lib/edge/skip-header';
import { pageKeptUntil, planPage } from '../lib/domain/cache-policy';
import { type PageStore, publicPages, searchPages, type StoredPage } from '../lib/platform/page-store';
import {
  log,
  type RequestContext,
  runAfterAnswer,
  runInBackground,
  type SiteEnv,
} from '../lib/platform/request-context';
import { describeError } from '../lib/platform/log';
import { schoolKey } from '../lib/platform/school-keys';
import { schoolPurgedAt } from '../lib/platform/takedown';

/** Pages this isolate is rendering anew in the background (by origin and the school's key): one rendering per page at a time. */
const revalidating = new Set<string>();

const encoder = new TextEncoder();
/** A kept page's body, encoded once and split where its nonce stands. */
const segments = new WeakMap<StoredPage, Uint8Array[]>();

/**
 * A stored page carries the nonce it was rendered with; each answer gets its own instead. The body is
 * encoded once per kept page (re-encoding 80 KB of text was half the cost of a warm view), and each
 * answer only joins its segments around the new nonce.
 */
function bodyWithNonce(page: StoredPage, nonce: string | undefined): Uint8Array<ArrayBuffer> {
  const marker = page.nonce ? `nonce="${page.nonce}"` : undefined;
  let parts = segments.get(page);
  if (!parts) {
    parts = (marker ? page.body.split(marker) : [page.body]).map((part) => encoder.encode(part));
    segments.set(page, parts);
  }
  const between = encoder.encode(marker && nonce ? `nonce="${nonce}"` : (marker ?? ''));
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0) + between.length * (parts.length - 1));
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      body.set(between, at);
      at += between.length;
    }
    body.set(part, at);
    at += part.length;
  });
  return body;
}

/** Personal or one-off answers: never shared. */
function isPrivate(response: Response): boolean {
  return response.headers.has('Set-Cookie') || /private|no-store/.test(response.headers.get('Cache-Control') ?? '');
}

/**
 * Renders the page (the rest of the chain) and keeps it when it may be shared: a 200 of a page, its RSC
 * twin or a machine route, nothing personal, no failed section, no stale read, no status of its own.
 * @returns the rendered body and whether it was kept, or undefined for an answer that is not a page
 */
async function renderAndKeep(c: Context<SiteEnv>, next: Next, key: string, store: PageStore, purgeSeen: number) {
  const request = c.var.request;
  await next();
  if (c.res.status !== 200 || isPrivate(c.res)) return undefined;
  const contentType = c.res.headers.get('content-type') ?? '';
  if (!/^text\/(html|x-component)/.test(contentType) && !MACHINE_CONTENT_TYPES.test(contentType)) return undefined;
  // RSC payloads stream: a section may fail, or a page set its status, only while the body is read.
  const body = await c.res.text();
  const renderedAt = request.clock();
  const keptUntil = pageKeptUntil(renderedAt, request.config.cacheTtlSeconds, request.readsExpireAt);
  const keep = !request.pageStatus && !request.degraded && keptUntil > renderedAt;
  if (keep) {
    const page = { body, contentType, keptUntil, nonce: request.nonce, styleHash: request.pageStyle, purgeSeen };
    runInBackground(store.keep(key, request.url.origin, page, renderedAt));
  }
  return { body, contentType, keep };
}

/** Search results live apart from pages (page-store searchPages): made-up queries never push a page out. */
const storeFor = (request: RequestContext): PageStore =>
  request.route.ok && request.route.path === SEARCH_PATH ? searchPages : publicPages;

function noteOutcome(request: RequestContext, state: string): void {
  request.trace.pageCache = state.toLowerCase();
}

/**
 * Keeps each public page's rendering as long as the reads it was rendered from are fresh (at most
 * CACHE_TTL_SECONDS), in this isolate and in the Cache API, so a warm view costs neither backend reads
 * nor a render, in a new isolate too. For a few seconds past that the kept page is still served while it
 * is rendered anew in the background (cache-policy planPage): a change in PocketBase still shows within
 * TTL + 10 s. Pages with a failed section or a stale read, other statuses and staff requests are never
 * kept; security headers are added per response outside this cache. X-Page-Cache only with DEBUG_HEADERS=1.
 */
export default function pageCache(): MiddlewareHandler<SiteEnv> {
  return async function cachePages(c, next) {
    const request = c.var.request;
    const { cacheTtlSeconds, debugHeaders } = request.config;
    const page =
      cacheTtlSeconds > 0
        ? pageCacheKey({ method: c.req.method, route: request.route, cookie: c.req.header('cookie') })
        : undefined;
    if (!page) return next();
    const key = schoolKey(request.config.cacheScope, page);
    const store = storeFor(request);
    const debug = (state: string): Record<string, string> => (debugHeaders ? { 'X-Page-Cache': state } : {});
    // Waku leaves out whatever static elements the client says it holds; a shared answer must hold
    // them all, or the next client that lacks one gets a broken page. The extra elements cost a few bytes.
    if (c.req.raw.headers.has(SKIP_HEADER)) c.req.raw = withoutSkipHeader(c.req.raw);

    // A takedown in the dashboard since a page was rendered outdates it at once (src/lib/platform/takedown.ts).
    const purgedAt = await schoolPurgedAt();
    const found = await store.find(key, request.url.origin, request.clock(), purgedAt).catch((error) => {
      log('error', 'page-cache-lookup-failed', { error: describeError(error) });
      return undefined;
    });
    const plan = found && found.page.purgeSeen >= purgedAt ? planPage(request.clock(), found.page.keptUntil) : 'render';
    if (found && plan !== 'render') {
      const { page, from } = found;
      const state = plan === 'stale-while-revalidate' ? 'STALE' : from === 'shared' ? 'SHARED' : 'HIT';
      noteOutcome(request, state);
      request.pageStyle = page.styleHash;
      const headers: Record<string, string> = { 'Content-Type': page.contentType, ...debug(state) };
      c.res = new Response(bodyWithNonce(page, request.nonce), { headers });
      const rendering = `${request.url.origin} ${key}`;
      if (plan === 'stale-while-revalidate' && !revalidating.has(rendering)) {
        revalidating.add(rendering);
        // The rest of the chain renders into this request's context: only once the stale answer is out.
        runAfterAnswer('revalidate-page', () =>
          renderAndKeep(c, next, key, store, purgedAt).finally(() => revalidating.delete(rendering)),
        );
      }
      return;
    }

    const rendered = await renderAndKeep(c, next, key, store, purgedAt);
    if (!rendered) return;
    const headers: Record<string, string> = { 'Content-Type': rendered.contentType };
    if (!rendered.keep) headers['Cache-Control'] = 'no-store';
    const state = rendered.keep ? 'MISS' : 'SKIP';
    noteOutcome(request, state);
    c.res = new Response(rendered.body, { headers: { ...headers, ...debug(state) } });
  };
}

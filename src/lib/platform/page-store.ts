import { MAX_STALE_SECONDS } from '../domain/cache-policy';
import { BUILD_ID } from './build-id';
import { MemoryCache } from './memory-cache';
import { sharedMatch, sharedPut } from './shared-cache';

/** A rendered public page as the page cache keeps it. */
export type StoredPage = {
  body: string;
  contentType: string;
  /** Until when it may be served as is (ms since epoch); then briefly while it is rendered anew. */
  keptUntil: number;
  /** The CSP nonce it was rendered with; each answer gets its own instead. */
  nonce?: string;
  /** The CSP source of its inline stylesheet. */
  styleHash?: string;
};

export type FoundPage = { page: StoredPage; from: 'memory' | 'shared' };

/** This isolate's renderings: a warm view costs not even a Cache API lookup. */
const memory = new MemoryCache<StoredPage>(16 * 1024 * 1024);
/** When this isolate last asked the Cache API for a page it holds only a stale copy of. */
const lastLookup = new Map<string, number>();
/** While a stale copy is all it has, an isolate asks the Cache API at most this often per page. */
export const LOOKUP_INTERVAL_MS = 1_000;
const HEADER = { keptUntil: 'x-kept-until', nonce: 'x-nonce', styleHash: 'x-style-hash' } as const;

/**
 * The Cache API wants a URL; pages live under a path of their own on the site's origin, one per build: the Cache API
 * outlives a deploy, and a page of the previous build names script files the new one no longer has.
 */
const sharedKey = (key: string, origin: string) => `${origin}/__page-cache/${BUILD_ID}/${encodeURIComponent(key)}`;

/**
 * The newest kept rendering of a page: this isolate's own while it is fresh, else the one in the Cache API
 * (shared by all isolates of the location, so a new isolate serves pages at once), remembered on the way.
 */
export async function findPage(key: string, origin: string, now = Date.now()): Promise<FoundPage | undefined> {
  const own = memory.get(key);
  if (own && now < own.keptUntil) return { page: own, from: 'memory' };
  // Past a page's time every view would ask; during a backend outage that is every request, so ask once a second.
  if (own && now - (lastLookup.get(key) ?? Number.NEGATIVE_INFINITY) < LOOKUP_INTERVAL_MS) {
    return { page: own, from: 'memory' };
  }
  if (lastLookup.size >= 1_000) lastLookup.clear();
  lastLookup.set(key, now);
  const hit = await sharedMatch(sharedKey(key, origin));
  const keptUntil = Number(hit?.headers.get(HEADER.keptUntil));
  if (!hit || !Number.isFinite(keptUntil) || (own && own.keptUntil >= keptUntil)) {
    await hit?.body?.cancel();
    return own && { page: own, from: 'memory' };
  }
  const page: StoredPage = {
    body: await hit.text(),
    contentType: hit.headers.get('content-type') ?? 'text/html; charset=utf-8',
    keptUntil,
    nonce: hit.headers.get(HEADER.nonce) || undefined,
    styleHash: hit.headers.get(HEADER.styleHash) || undefined,
  };
  memory.set(key, page);
  return { page, from: 'shared' };
}

/** Keeps a rendering in this isolate and in the Cache API, there until its stale window ends. */
export async function keepPage(key: string, origin: string, page: StoredPage, now = Date.now()): Promise<void> {
  memory.set(key, page);
  const seconds = Math.ceil((page.keptUntil - now) / 1000) + MAX_STALE_SECONDS;
  if (seconds <= 0) return;
  const headers: Record<string, string> = {
    'content-type': page.contentType,
    'cache-control': `public, max-age=${seconds}`,
    [HEADER.keptUntil]: String(page.keptUntil),
  };
  if (page.nonce) headers[HEADER.nonce] = page.nonce;
  if (page.styleHash) headers[HEADER.styleHash] = page.styleHash;
  await sharedPut(sharedKey(key, origin), new Response(page.body, { headers }));
}

import { LRUCache } from 'lru-cache';
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
  /** The school's last takedown its rendering knew of (src/lib/platform/takedown.ts): a later one outdates it. */
  purgeSeen: number;
};

export type FoundPage = { page: StoredPage; from: 'memory' | 'shared' };

/** While a stale copy is all it has, an isolate asks the Cache API at most this often per page. */
export const LOOKUP_INTERVAL_MS = 1_000;
const HEADER = {
  keptUntil: 'x-kept-until',
  nonce: 'x-nonce',
  styleHash: 'x-style-hash',
  purgeSeen: 'x-purge-seen',
} as const;

/**
 * Where renderings are kept, by address: the Cache API wants a URL, so pages live under a path of their own on the
 * school's origin (one origin per school), one per build: the Cache API outlives a deploy, and a page of the previous
 * build names script files the new one no longer has. The isolate's memory uses the same address.
 */
const pageAddress = (key: string, origin: string) => `${origin}/__page-cache/${BUILD_ID}/${encodeURIComponent(key)}`;

/**
 * Renderings of pages, in this isolate's memory and, when `shared`, in the Cache API (shared by all isolates of the
 * location, so a new isolate serves pages at once).
 */
export class PageStore {
  private readonly memory: MemoryCache<StoredPage>;
  /** When this isolate last asked the Cache API for a page it holds only a stale copy of. */
  private readonly lastLookup = new LRUCache<string, number>({ max: 1_000 });

  constructor(
    memoryBytes: number,
    private readonly shared: boolean,
  ) {
    this.memory = new MemoryCache<StoredPage>(memoryBytes);
  }

  /**
   * The newest kept rendering of a page: this isolate's own while it is fresh and knew of the school's last takedown
   * (`purgedAt`), else the Cache API's.
   */
  async find(key: string, origin: string, now = Date.now(), purgedAt = 0): Promise<FoundPage | undefined> {
    const address = pageAddress(key, origin);
    const own = this.memory.get(address);
    if (own && now < own.keptUntil && own.purgeSeen >= purgedAt) return { page: own, from: 'memory' };
    if (!this.shared) return own && { page: own, from: 'memory' };
    // Past a page's time every view would ask; during a backend outage that is every request, so ask once a second.
    if (own && now - (this.lastLookup.get(address) ?? Number.NEGATIVE_INFINITY) < LOOKUP_INTERVAL_MS) {
      return { page: own, from: 'memory' };
    }
    this.lastLookup.set(address, now);
    const hit = await sharedMatch(address);
    const keptUntil = Number(hit?.headers.get(HEADER.keptUntil));
    const purgeSeen = Number(hit?.headers.get(HEADER.purgeSeen));
    if (!hit || !Number.isFinite(keptUntil) || (own && own.keptUntil >= keptUntil && own.purgeSeen >= purgeSeen)) {
      await hit?.body?.cancel();
      return own && { page: own, from: 'memory' };
    }
    const page: StoredPage = {
      body: await hit.text(),
      contentType: hit.headers.get('content-type') ?? 'text/html; charset=utf-8',
      keptUntil,
      nonce: hit.headers.get(HEADER.nonce) || undefined,
      styleHash: hit.headers.get(HEADER.styleHash) || undefined,
      // A page kept before takedowns were marked knew of none.
      purgeSeen: Number.isFinite(purgeSeen) ? purgeSeen : 0,
    };
    this.memory.set(address, page);
    return { page, from: 'shared' };
  }

  /** Keeps a rendering in this isolate and, when shared, in the Cache API until its stale window ends. */
  async keep(key: string, origin: string, page: StoredPage, now = Date.now()): Promise<void> {
    const address = pageAddress(key, origin);
    this.memory.set(address, page);
    const seconds = Math.ceil((page.keptUntil - now) / 1000) + MAX_STALE_SECONDS;
    if (!this.shared || seconds <= 0) return;
    const headers: Record<string, string> = {
      'content-type': page.contentType,
      'cache-control': `public, max-age=${seconds}`,
      [HEADER.keptUntil]: String(page.keptUntil),
      [HEADER.purgeSeen]: String(page.purgeSeen),
    };
    if (page.nonce) headers[HEADER.nonce] = page.nonce;
    if (page.styleHash) headers[HEADER.styleHash] = page.styleHash;
    await sharedPut(address, new Response(page.body, { headers }));
  }
}

/** Every public page and its RSC twin: a warm view costs not even a Cache API lookup. */
export const publicPages = new PageStore(16 * 1024 * 1024, true);
/**
 * Search result pages, apart: a query is whatever anyone types, so a flood of made-up ones must never push a real
 * page out of memory or the Cache API. Kept in this isolate's memory only, in a space of their own.
 */
export const searchPages = new PageStore(2 * 1024 * 1024, false);

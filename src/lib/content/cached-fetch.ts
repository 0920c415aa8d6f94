import { type Entry, MemoryCache } from '../platform/memory-cache';
import { keepAlive, requestLimiter, runInBackground } from '../platform/request-state';

export const BACKEND_TIMEOUT_MS = 3000;
/** How long a copy may stand in for a backend that is down or slow. */
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
const STORED_AT = 'x-stored-at';

export type CachePolicy = { ttlSeconds: number };

/** A backend answer we refuse to pass on as content (down, slow, 5xx, garbage). */
export class BackendUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackendUnavailableError';
  }
}

type Stored = { status: number; body: string };

const inFlight = new Map<string, Promise<Stored>>();
/** Isolates have 128 MB; a few MB of recent reads spare most Cache API lookups. */
const memory = new MemoryCache(8 * 1024 * 1024);

function edgeCache(): Cache | undefined {
  // caches.default exists in workerd, not under `waku dev` on Node.
  return (globalThis as { caches?: { default?: Cache } }).caches?.default;
}

/** Same read, same key: query parameters sorted, nothing else kept. */
export function cacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  parsed.hash = '';
  return parsed.toString();
}

function ageSeconds(entry: Entry | undefined): number {
  return entry ? (Date.now() - entry.storedAt) / 1000 : Number.POSITIVE_INFINITY;
}

/** The Cache API's copy, remembered in memory on the way. */
async function readEdge(cache: Cache | undefined, key: string): Promise<Entry | undefined> {
  const hit = await cache?.match(key);
  if (!hit) return undefined;
  const storedAt = Number(hit.headers.get(STORED_AT));
  const entry = { body: await hit.text(), storedAt: Number.isFinite(storedAt) ? storedAt : 0 };
  memory.set(key, entry);
  return entry;
}

function toResponse(stored: Stored, cacheState: string): Response {
  return new Response(stored.body, {
    status: stored.status,
    headers: { 'content-type': 'application/json', 'x-content-cache': cacheState },
  });
}

async function fetchFromBackend(url: string, init: RequestInit | undefined): Promise<Stored> {
  return requestLimiter().run(async () => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'GET',
        headers: init?.headers,
        signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
      });
    } catch (error) {
      throw new BackendUnavailableError(`backend unreachable or slow: ${url}`, { cause: error });
    }
    const body = await response.text().catch(() => '');
    if (response.status >= 500 || response.status === 429) {
      throw new BackendUnavailableError(`backend answered ${response.status}: ${url}`);
    }
    try {
      JSON.parse(body);
    } catch (error) {
      throw new BackendUnavailableError(`backend sent no JSON: ${url}`, { cause: error });
    }
    return { status: response.status, body };
  });
}

async function store(cache: Cache | undefined, key: string, stored: Stored, policy: CachePolicy): Promise<void> {
  if (stored.status !== 200) return;
  const storedAt = Date.now();
  memory.set(key, { body: stored.body, storedAt });
  if (!cache) return;
  const response = new Response(stored.body, {
    headers: {
      'content-type': 'application/json',
      'cache-control': `public, max-age=${policy.ttlSeconds + STALE_IF_ERROR_SECONDS}`,
      [STORED_AT]: String(storedAt),
    },
  });
  await cache.put(key, response);
}

/** One backend read per key at a time in this isolate; the result is stored on the way. */
function refresh(key: string, url: string, init: RequestInit | undefined, policy: CachePolicy): Promise<Stored> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  const cache = edgeCache();
  const read = fetchFromBackend(url, init)
    .then(async (stored) => {
      await store(cache, key, stored, policy).catch((error) => console.error('[content] cache put failed:', error));
      return stored;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, read);
  // Other requests of this isolate may await this read: it must outlive a visitor who hung up.
  keepAlive(read);
  return read;
}

/**
 * fetch for the PocketBase SDK: GET reads go through the Workers Cache API, fresh for the TTL, then
 * served stale while one background refresh runs, and served stale (up to a day) while the backend fails.
 * @throws BackendUnavailableError when the backend fails and no stored copy exists.
 */
export function createCachedFetch(policy: CachePolicy) {
  return async function cachedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`the site only reads content, refused ${method} ${url}`);

    const key = cacheKey(url);
    const cache = edgeCache();
    let hit = memory.get(key);
    // Another isolate may have refreshed the shared cache since this one remembered its copy.
    if (ageSeconds(hit) >= policy.ttlSeconds) hit = (await readEdge(cache, key)) ?? hit;
    const age = ageSeconds(hit);

    if (hit && age < policy.ttlSeconds) {
      return toResponse({ status: 200, body: hit.body }, 'HIT');
    }
    if (hit && policy.ttlSeconds > 0 && age < policy.ttlSeconds + STALE_IF_ERROR_SECONDS) {
      runInBackground(refresh(key, url, init, policy));
      return toResponse({ status: 200, body: hit.body }, 'STALE');
    }
    try {
      return toResponse(await refresh(key, url, init, policy), 'MISS');
    } catch (error) {
      if (hit && age < policy.ttlSeconds + STALE_IF_ERROR_SECONDS) {
        console.warn('[content] backend failed, serving stored copy:', (error as Error).message);
        return toResponse({ status: 200, body: hit.body }, 'STALE-IF-ERROR');
      }
      throw error;
    }
  };
}

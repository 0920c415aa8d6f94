import { lifetimeSeconds, mayServeOnError, planRead } from '../domain/cache-policy';
import { fetchBackend } from '../platform/backend-fetch';
import { DEFAULT_SITE_ID } from '../platform/config';
import { keepAlive, log, noteBackendRead, now, requestLimiter, runInBackground } from '../platform/request-context';
import { within } from '../platform/within';
import { goneRecordId, withoutTakenDown } from './gone-records';
import { noteGone, recordMark, schoolPurgedAt } from '../platform/takedown';
import { describeError } from '../platform/log';
import type { CopiesSeen } from './read-result';
import { cacheKey, memory, outdatedBySchedule, readShared, SCHEDULED_PATH, type Stored, store } from './read-copies';
import { BackendUnavailableError, toResponse } from './read-errors';

/**
 * The reads' fetch: when a stored copy (read-copies.ts) stands in, when the backend is asked, one read per key at a
 * time, and what a read tells its record of copies.
 */

export const BACKEND_TIMEOUT_MS = 3000;
/**
 * How long a read with a stored copy to fall back on waits for the backend. A slow backend (every answer
 * near the timeout) would otherwise hold each page for seconds per wave of reads; the read goes on and
 * replaces the copy when it arrives.
 */
export const SLOW_READ_MS = 1000;
/** A read another request started gives up this long after that read's own timeout would have. */
const SHARED_READ_GRACE_MS = 500;

/** Reads under way in this isolate, by key, and when each was started. */
const inFlight = new Map<string, { read: Promise<Stored>; startedAt: number }>();
const ageSeconds = (stored: Stored) => (now() - stored.storedAt) / 1000;

async function fetchFromBackend(url: string, init: RequestInit | undefined): Promise<Stored> {
  return requestLimiter().run(async () => {
    // The copy shows the backend as it was when asked, not when it answered.
    const askedAt = now();
    const started = Date.now();
    let response: Response;
    try {
      response = await fetchBackend(url, {
        method: 'GET',
        headers: init?.headers,
        signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
      });
    } catch (error) {
      noteBackendRead(Date.now() - started);
      throw new BackendUnavailableError(`backend unreachable or slow: ${url}`, { cause: error });
    }
    const body = await response.text().catch(() => '');
    noteBackendRead(Date.now() - started);
    if (response.status >= 500 || response.status === 429) {
      throw new BackendUnavailableError(`backend answered ${response.status}: ${url}`);
    }
    try {
      JSON.parse(body);
    } catch (error) {
      throw new BackendUnavailableError(`backend sent no JSON: ${url}`, { cause: error });
    }
    return { status: response.status, body, storedAt: askedAt };
  });
}

/**
 * Another request's read, awaited with a timer of this request's own. Without one, the runtime now and then
 * cancelled a view waiting on such a read as hung (a 500: about one cold view in two thousand under load with
 * caching off), and a read whose request the runtime tore down would hold its waiters for good.
 */
function awaitShared(read: Promise<Stored>, url: string): Promise<Stored> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BackendUnavailableError(`backend read of another request unfinished: ${url}`)),
      BACKEND_TIMEOUT_MS + SHARED_READ_GRACE_MS,
    );
  });
  return Promise.race([read, deadline]).finally(() => clearTimeout(timer));
}

/**
 * One backend read per key at a time in this isolate; the result is stored on the way. A read started before the
 * school's last takedown (`purgedAt`) is not shared: its answer may still hold what was taken down.
 */
function refresh(
  key: string,
  url: string,
  init: RequestInit | undefined,
  ttlSeconds: number,
  purgedAt: number,
): Promise<Stored> {
  const pending = inFlight.get(key);
  if (pending && pending.startedAt >= purgedAt) return awaitShared(pending.read, url);
  const startedAt = now();
  const read = fetchFromBackend(url, init)
    .then((stored) => {
      // A record the public could see until now: no copy from before may stand in for it anywhere again.
      const gone = goneRecordId(url, stored.status);
      if (gone) noteGone(recordMark(gone), { evidence: memory.get(key)?.status === 200 });
      // Waiters get the read at once; the Cache API write follows in the background.
      keepAlive(
        store(key, stored, ttlSeconds).catch((error) =>
          log('error', 'cache-put-failed', { error: describeError(error) }),
        ),
      );
      return stored;
    })
    .finally(() => {
      if (inFlight.get(key)?.read === read) inFlight.delete(key);
    });
  inFlight.set(key, { read, startedAt });
  // Other requests of this isolate may await this read: it must outlive a visitor who hung up.
  keepAlive(read);
  return read;
}

/** The URL of a read; the site never writes, so anything but GET is refused. */
function readUrl(input: RequestInfo | URL, init: RequestInit | undefined): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET') throw new Error(`the site only reads content, refused ${method} ${url}`);
  return url;
}

/**
 * fetch for the PocketBase SDK: GET reads go through this isolate's memory and the Workers Cache API,
 * as cache-policy decides (fresh, stale-while-revalidate, stale-if-error, and stale-if-slow after SLOW_READ_MS).
 * Each copy handed out is told to `seen` (the read it is for): until when it is fresh and whether it stood in for
 * a failed backend, so the page cache never keeps a page longer than its data.
 * @throws BackendUnavailableError when the backend fails and no usable stored copy exists.
 * @throws SetupIncompleteError when a list's collection does not exist.
 */
export function createCachedFetch(ttlSeconds: number, cacheScope: string = DEFAULT_SITE_ID) {
  const expiresAt = (stored: Stored) => stored.storedAt + lifetimeSeconds(stored.status, ttlSeconds) * 1000;

  return async function cachedFetch(
    input: RequestInfo | URL,
    init?: RequestInit,
    seen?: CopiesSeen,
  ): Promise<Response> {
    const url = readUrl(input, init);
    const key = cacheKey(url, cacheScope);
    const scheduled = SCHEDULED_PATH.test(new URL(url).pathname);
    const serve = (stored: Stored, outage = false) => {
      seen?.saw({ expiresAt: expiresAt(stored), storedAt: stored.storedAt, scheduled, outage });
      return toResponse(stored, url);
    };
    // A takedown in the dashboard outdates every copy from before it (src/lib/platform/takedown.ts).
    const purgedAt = ttlSeconds > 0 ? await schoolPurgedAt() : 0;
    const planOf = (stored: Stored | undefined) =>
      stored && !outdatedBySchedule(stored, url, cacheScope) && stored.storedAt >= purgedAt
        ? planRead(ageSeconds(stored), lifetimeSeconds(stored.status, ttlSeconds))
        : 'fetch';
    let hit = memory.get(key);
    // Another isolate may have refreshed the shared cache since this one remembered its copy. With caching
    // off (TTL 0) nothing is ever stored there: no lookup.
    if (ttlSeconds > 0 && planOf(hit) !== 'fresh') hit = (await readShared(key)) ?? hit;

    const plan = planOf(hit);
    if (hit && plan === 'fresh') return serve(hit);
    if (hit && plan === 'stale-while-revalidate') {
      runInBackground(refresh(key, url, init, ttlSeconds, purgedAt));
      return serve(hit);
    }
    const fallback = hit && mayServeOnError(ageSeconds(hit), lifetimeSeconds(hit.status, ttlSeconds)) ? hit : undefined;
    if (fallback) {
      const fetched = await within(refresh(key, url, init, ttlSeconds, purgedAt), SLOW_READ_MS, fallback);
      if (fetched !== fallback) return serve(fetched);
      log('warn', 'read-served-from-copy', { read: new URL(url).pathname });
      return serve(await withoutTakenDown(url, fallback), true);
    }
    return serve(await refresh(key, url, init, ttlSeconds, purgedAt));
  };
}

/** The cached fetch of one school (createCachedFetch), as the SDK calls it with one read's record of copies. */
export type CachedFetch = ReturnType<typeof createCachedFetch>;

/**
 * fetch for reads that must show the backend as it is now (the dashboard): no stored copy is used
 * or kept; the same timeout, connection limit and garbage checks as every read.
 * @throws BackendUnavailableError when the backend is down, slow or answers garbage.
 */
export async function freshFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = readUrl(input, init);
  return toResponse(await fetchFromBackend(url, init), url);
}

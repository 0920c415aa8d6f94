import { STALE_IF_ERROR_SECONDS } from '../../lib/domain/cache-policy';
import { sharedDelete, sharedMatch, sharedPut } from '../../lib/platform/shared-cache';

const STORED_AT = 'x-stored-at';
// Under a name of our own: with PocketBase's Last-Modified on it, a conditional lookup could get a 304 from the Cache API.
const UPSTREAM_MODIFIED = 'x-upstream-last-modified';

/** A file as the proxy keeps it in the Cache API (shared by the isolates of a location). */
export type StoredFile = {
  /** The answer as it was sent, without Cache-Control and ETag, which the proxy sets anew for each request. */
  answer: Response;
  /** When PocketBase was asked for it or last confirmed it (ms since epoch); 0 for a copy that does not say. */
  storedAt: number;
  /** PocketBase's Last-Modified, to ask it If-Modified-Since. */
  upstreamModified?: string;
};

/** The stored copy of a file, or undefined (none, no Cache API, or a lookup slower than a second). */
export async function findFile(key: string): Promise<StoredFile | undefined> {
  const hit = await sharedMatch(key);
  if (!hit) return undefined;
  const headers = new Headers(hit.headers);
  const storedAt = Number(headers.get(STORED_AT));
  const upstreamModified = headers.get(UPSTREAM_MODIFIED) ?? undefined;
  for (const name of [STORED_AT, UPSTREAM_MODIFIED, 'cache-control', 'etag']) headers.delete(name);
  return {
    answer: new Response(hit.body, { headers }),
    // A copy the previous proxy stored (a day, immutable) has no time: it is never fresh and never stands in.
    storedAt: Number.isFinite(storedAt) ? storedAt : 0,
    upstreamModified,
  };
}

/**
 * Keeps `answer` (its body is read to the end) as the copy of a file PocketBase gave or confirmed at `storedAt`.
 * The Cache API holds it for the TTL and the day it may stand in for PocketBase after that.
 */
export async function keepFile(
  key: string,
  answer: Response,
  { storedAt, upstreamModified, ttlSeconds }: { storedAt: number; upstreamModified?: string; ttlSeconds: number },
): Promise<void> {
  const headers = new Headers(answer.headers);
  headers.delete('etag');
  headers.set('cache-control', `public, max-age=${ttlSeconds + STALE_IF_ERROR_SECONDS}`);
  headers.set(STORED_AT, String(storedAt));
  if (upstreamModified) headers.set(UPSTREAM_MODIFIED, upstreamModified);
  await sharedPut(key, new Response(answer.body, { headers }));
}

/** A file PocketBase answered as gone: its copy goes, so no outage can bring it back. */
export function dropFile(key: string): Promise<void> {
  return sharedDelete(key);
}

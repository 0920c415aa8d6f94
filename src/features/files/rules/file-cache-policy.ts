import { mayServeOnError } from '../../../lib/domain/cache-policy';

/**
 * What the file proxy makes of PocketBase's answer: the file (200), the stored copy confirmed (304 to our
 * If-Modified-Since), not for the public (any other 4xx: deleted, removed from its record, unpublished), or
 * PocketBase unable to say (5xx, 429, anything else), when a stored copy may stand in.
 */
export type FileAnswer = 'found' | 'unchanged' | 'gone' | 'unavailable';

export function classifyFileAnswer(status: number): FileAnswer {
  if (status === 200) return 'found';
  if (status === 304) return 'unchanged';
  if (status >= 400 && status < 500 && status !== 429) return 'gone';
  return 'unavailable';
}

/**
 * A stored copy is served without asking PocketBase for the TTL only: a file taken down may be served
 * from it until then, and every later request asks first. A copy from the future (a clock that jumped) is not fresh.
 */
export function isFileCopyFresh(ageSeconds: number, ttlSeconds: number): boolean {
  return ageSeconds >= 0 && ageSeconds < ttlSeconds;
}

/** Stale-if-error: a copy PocketBase never answered as gone stands in for a day when it is down or slow. */
export function mayStandIn(ageSeconds: number, ttlSeconds: number): boolean {
  return ageSeconds >= 0 && mayServeOnError(ageSeconds, ttlSeconds);
}

/**
 * Cache-Control of a public file: browsers and shared caches keep it no longer than the copy it came from is
 * fresh (the TTL less its age), so after a takedown no cache anywhere holds it past the TTL. A copy past its
 * TTL (standing in for PocketBase) and caching off (TTL 0) leave them nothing: they ask again, and the ETag
 * makes that a 304 without body.
 */
export function publicFileCacheControl(ttlSeconds: number, ageSeconds: number): string {
  const left = Math.floor(ttlSeconds - Math.max(ageSeconds, 0));
  return left > 0 ? `public, max-age=${left}` : 'public, no-cache';
}

/** A staff preview (a file token in the address) is for that browser alone, and not even for its disk. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/**
 * A strong ETag from the address alone: PocketBase gives every upload a new name and never changes its bytes,
 * and a thumb is the same size of the same file. No hashing, no wait for the body.
 */
export function fileEtag(collectionId: string, recordId: string, filename: string, thumb?: string): string {
  return `"${collectionId}/${recordId}/${filename}${thumb ? `@${thumb}` : ''}"`;
}

/** If-None-Match (a list, weak tags compared as strong ones as RFC 9110 says for GET, or `*`) names this ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

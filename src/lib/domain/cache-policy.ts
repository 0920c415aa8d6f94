/** How long a stored copy may stand in for a backend that is down, slow or answers garbage. */
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
/** Unknown ids are remembered this long at most, so a flood of made-up ids reaches the backend rarely. */
export const NOT_FOUND_TTL_SECONDS = 10;
/**
 * A copy past its lifetime is served while a background read refreshes it for at most this long:
 * the contract promises changes on every page within TTL + 10 s, and rendering needs the rest.
 */
export const MAX_STALE_SECONDS = 5;

/** What a read does with a stored copy: use it, use it and refresh it in the background, or fetch first. */
export type ReadPlan = 'fresh' | 'stale-while-revalidate' | 'fetch';

/** The lifetime of a stored answer: the TTL for content, briefly for an unknown id, nothing for the rest. */
export function lifetimeSeconds(status: number, ttlSeconds: number): number {
  if (status === 200) return ttlSeconds;
  if (status === 404) return Math.min(ttlSeconds, NOT_FOUND_TTL_SECONDS);
  return 0;
}

/**
 * Fresh within its lifetime; then served while a background read refreshes it, for one more lifetime
 * but never more than MAX_STALE_SECONDS; older copies wait for the backend (and stand in only when
 * it fails, see mayServeOnError).
 */
export function planRead(ageSeconds: number, lifetime: number): ReadPlan {
  if (ageSeconds < lifetime) return 'fresh';
  if (ageSeconds < lifetime + Math.min(lifetime, MAX_STALE_SECONDS)) return 'stale-while-revalidate';
  return 'fetch';
}

/** Stale-if-error: a copy up to a day past its lifetime is better than an error page. */
export function mayServeOnError(ageSeconds: number, lifetime: number): boolean {
  return ageSeconds < lifetime + STALE_IF_ERROR_SECONDS;
}

/**
 * Until when a rendered page may be served again: never past the first of its reads to expire, so
 * the page cache adds no lifetime of its own on top of the reads' (a page rendered from a stale
 * copy is not kept at all), and never past the TTL (a page without reads).
 */
export function pageKeptUntil(renderedAt: number, ttlSeconds: number, readsExpireAt: number | undefined): number {
  return Math.min(renderedAt + ttlSeconds * 1000, readsExpireAt ?? Number.POSITIVE_INFINITY);
}

/** What the page cache does with a kept rendering: serve it, serve it while rendering anew, or render first. */
export type PagePlan = 'fresh' | 'stale-while-revalidate' | 'render';

/**
 * A kept page is fresh until keptUntil; then, for MAX_STALE_SECONDS, it is served while a background
 * rendering replaces it. That window overlaps the reads' own (a rendering from a read past its lifetime is
 * not kept, and refreshes the read), so a change still shows within TTL + MAX_STALE_SECONDS.
 */
export function planPage(now: number, keptUntil: number): PagePlan {
  if (now < keptUntil) return 'fresh';
  if (now < keptUntil + MAX_STALE_SECONDS * 1000) return 'stale-while-revalidate';
  return 'render';
}

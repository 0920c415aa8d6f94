/** How long a stored copy may stand in for a backend that is down, slow or answers garbage. */
export const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
/** Unknown ids are remembered this long at most, so a flood of made-up ids reaches the backend rarely. */
export const NOT_FOUND_TTL_SECONDS = 10;

/** What a read does with a stored copy: use it, use it and refresh it in the background, or fetch first. */
export type ReadPlan = 'fresh' | 'stale-while-revalidate' | 'fetch';

/** The lifetime of a stored answer: the TTL for content, briefly for an unknown id, nothing for the rest. */
export function lifetimeSeconds(status: number, ttlSeconds: number): number {
  if (status === 200) return ttlSeconds;
  if (status === 404) return Math.min(ttlSeconds, NOT_FOUND_TTL_SECONDS);
  return 0;
}

/**
 * Fresh within its lifetime; for one more lifetime it is served while a background read refreshes it;
 * older copies wait for the backend (and stand in only when it fails, see mayServeOnError).
 */
export function planRead(ageSeconds: number, lifetime: number): ReadPlan {
  if (ageSeconds < lifetime) return 'fresh';
  if (ageSeconds < 2 * lifetime) return 'stale-while-revalidate';
  return 'fetch';
}

/** Stale-if-error: a copy up to a day past its lifetime is better than an error page. */
export function mayServeOnError(ageSeconds: number, lifetime: number): boolean {
  return ageSeconds < lifetime + STALE_IF_ERROR_SECONDS;
}

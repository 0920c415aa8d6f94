import { within } from './within';

/** How long a lookup may take before the request goes on without it. */
export const LOOKUP_TIMEOUT_MS = 1_000;
/** How long a write may take before it is given up (it runs after the answer). */
export const WRITE_TIMEOUT_MS = 5_000;

/** The Workers Cache API of this location (shared by its isolates); undefined under `waku dev` on Node. */
function sharedCache(): Cache | undefined {
  return (globalThis as { caches?: { default?: Cache } }).caches?.default;
}

/**
 * The stored answer for `key`, or undefined when there is none, no Cache API, or it does not answer within
 * LOOKUP_TIMEOUT_MS: a cache that is slow or stuck (the soak test saw one under a backend outage) must never
 * hold up a page.
 */
export function sharedMatch(key: string): Promise<Response | undefined> {
  const cache = sharedCache();
  return cache ? within(cache.match(key), LOOKUP_TIMEOUT_MS, undefined) : Promise.resolve(undefined);
}

/** Stores an answer in the Cache API; gives up silently after WRITE_TIMEOUT_MS. */
export async function sharedPut(key: string, response: Response): Promise<void> {
  const cache = sharedCache();
  if (cache) await within(cache.put(key, response), WRITE_TIMEOUT_MS, undefined);
}

/** Removes a stored answer; gives up silently after WRITE_TIMEOUT_MS (the next lookup finds it, if it is still there). */
export async function sharedDelete(key: string): Promise<void> {
  const cache = sharedCache();
  if (cache) await within(cache.delete(key), WRITE_TIMEOUT_MS, false);
}

import PocketBase from 'pocketbase';
import { fetchBackend } from '../platform/backend-fetch';
import type { SiteConfig } from '../platform/config';
import { BACKEND_TIMEOUT_MS } from './cached-fetch';

/**
 * A PocketBase client that reads as an anonymous visitor (the public rule decides what it may see), never through a
 * stored copy, with the configuration it is given: for Durable Objects (the search index, the notification sender),
 * which have no request to read it from. Every read throws when PocketBase cannot be reached.
 */
export function anonymousClient(config: Pick<SiteConfig, 'pocketbaseUrl' | 'pocketbaseAccess'>): PocketBase {
  const pb = new PocketBase(config.pocketbaseUrl);
  pb.autoCancellation(false);
  pb.beforeSend = (url, options) => ({
    url,
    options: {
      ...options,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetchBackend(
          String(input instanceof Request ? input.url : input),
          { ...init, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) },
          config.pocketbaseAccess,
        ),
    },
  });
  return pb;
}

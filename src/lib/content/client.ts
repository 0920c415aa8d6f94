import PocketBase, { ClientResponseError } from 'pocketbase';
import { getSiteConfig } from '../platform/config';
import { BackendUnavailableError, createCachedFetch } from './cached-fetch';

export { isRecordId } from '../domain/record-id';

export { BackendUnavailableError };

/** Full lists are read in pages of this size (seed-spec section 9). */
export const FULL_LIST_BATCH = 500;
export const DEFAULT_PAGE_SIZE = 30;

let cached: { key: string; client: PocketBase } | undefined;

/** The one PocketBase client of the site: reads only, no auto-cancellation, every GET through the edge cache. */
export function getClient(): PocketBase {
  const { pocketbaseUrl, cacheTtlSeconds } = getSiteConfig();
  const key = `${pocketbaseUrl}|${cacheTtlSeconds}`;
  if (cached?.key === key) return cached.client;
  const client = new PocketBase(pocketbaseUrl);
  client.autoCancellation(false);
  const cachedFetch = createCachedFetch(cacheTtlSeconds);
  client.beforeSend = (url, options) => ({ url, options: { ...options, fetch: cachedFetch } });
  cached = { key, client };
  return client;
}

/**
 * Runs a read and turns transport failures into BackendUnavailableError.
 * @throws BackendUnavailableError when PocketBase is down, slow or answers garbage.
 */
export async function read<T>(run: (pb: PocketBase) => Promise<T>): Promise<T> {
  try {
    return await run(getClient());
  } catch (error) {
    if (error instanceof BackendUnavailableError) throw error;
    if (error instanceof ClientResponseError) {
      if (error.originalError instanceof BackendUnavailableError) throw error.originalError;
      if (error.status >= 400 && error.status < 500) throw error;
    }
    throw new BackendUnavailableError('backend read failed', { cause: error });
  }
}

/** A 404 from PocketBase, e.g. an unknown record id. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 404;
}

/** Lists from the wire must be arrays; anything else is garbage from a broken backend. */
export function expectItems<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  throw new BackendUnavailableError('backend answered a list without items');
}

export function fileUrl(collectionId: string, recordId: string, filename: string, thumb?: string): string {
  const path = `/api/files/${encodeURIComponent(collectionId)}/${encodeURIComponent(recordId)}/${encodeURIComponent(filename)}`;
  return thumb ? `${path}?thumb=${thumb}` : path;
}

/** pb.filter: parameters are bound and escaped by the SDK, never pasted into the expression. */
export function bindFilter(expression: string, params: Record<string, unknown>): string {
  return getClient().filter(expression, params);
}

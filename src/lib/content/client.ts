import { LRUCache } from 'lru-cache';
import PocketBase, { ClientResponseError } from 'pocketbase';
import type { Page } from '../domain/types';
import { getSiteConfig } from '../platform/request-context';
import { noteMissingCollection } from '../platform/request-context';
import { BackendUnavailableError, ReadRefusedError, SetupIncompleteError } from './read-errors';
import { type CachedFetch, createCachedFetch, freshFetch } from './cached-fetch';
import { CopiesSeen, Read } from './read-result';

export { isRecordId } from '../domain/record-id';

export { BackendUnavailableError, ReadRefusedError, SetupIncompleteError };

/** Full lists are read in pages of this size (seed-spec section 9). */
export const FULL_LIST_BATCH = 500;
export const DEFAULT_PAGE_SIZE = 30;

type Clients = { cachedFetch: CachedFetch; fresh: PocketBase };
/** Each school's reading fetch and client (by its cache scope, PocketBase and TTL), for the 100 schools read last. */
const clientsBySchool = new LRUCache<string, Clients>({ max: 100 });

/** A reading PocketBase client: no auto-cancellation (one client serves many requests), every GET through `fetch`. */
function createClient(url: string, fetch: typeof freshFetch): PocketBase {
  const client = new PocketBase(url);
  client.autoCancellation(false);
  client.beforeSend = (sendUrl, options) => ({ url: sendUrl, options: { ...options, fetch } });
  return client;
}

function getClients(): Clients {
  const { cacheScope, pocketbaseUrl, cacheTtlSeconds } = getSiteConfig();
  const key = `${cacheScope}|${pocketbaseUrl}|${cacheTtlSeconds}`;
  let clients = clientsBySchool.get(key);
  if (!clients) {
    clients = {
      cachedFetch: createCachedFetch(cacheTtlSeconds, cacheScope),
      fresh: createClient(pocketbaseUrl, freshFetch),
    };
    clientsBySchool.set(key, clients);
  }
  return clients;
}

/** A client of one request that reads as a signed-in staff member: never through a stored copy. */
function staffClient(token: string): PocketBase {
  const client = createClient(getSiteConfig().pocketbaseUrl, freshFetch);
  client.authStore.save(token, null);
  return client;
}

/** A client for one read through the edge cache: the copies its fetches are served from are told to `seen`. */
function cachedClient(seen: CopiesSeen): PocketBase {
  const { cachedFetch } = getClients();
  return createClient(getSiteConfig().pocketbaseUrl, (input, init) => cachedFetch(input, init, seen));
}

/** The site's PocketBase client for what needs no backend (filters): reads go through read(). */
export function getClient(): PocketBase {
  return getClients().fresh;
}

type ReadOptions<T> = {
  /** Skip the edge cache: the dashboard must show what editors just saved. */
  fresh?: boolean;
  /** The site works without this collection: its absence does not mark the page as waiting for setup. */
  optional?: boolean;
  /** A signed-in staff member's read: always fresh, and may see drafts. */
  token?: string;
  /** The value of a record PocketBase answers as not there (or not public), instead of throwing. */
  missing?: () => T;
};

/**
 * Runs a read and returns its value with what it learned: until when its copies are fresh, and whether one stood in
 * for a failed backend. Turns transport failures into BackendUnavailableError.
 * @throws BackendUnavailableError when PocketBase is down, slow or answers garbage.
 * @throws SetupIncompleteError when a list's collection does not exist.
 * @throws ReadRefusedError when PocketBase refuses the read itself (400, 403: a field or rule the site expects).
 * @throws ClientResponseError 404 for a record that is not there (or not public), without `missing`.
 */
export async function read<T>(
  run: (pb: PocketBase) => Promise<T>,
  { fresh = false, optional = false, token, missing }: ReadOptions<T> = {},
): Promise<Read<T>> {
  const seen = new CopiesSeen();
  try {
    return seen.of(await run(token ? staffClient(token) : fresh ? getClients().fresh : cachedClient(seen)));
  } catch (error) {
    if (missing && isNotFound(error)) return seen.of(missing());
    if (error instanceof BackendUnavailableError) throw error;
    if (error instanceof ClientResponseError) {
      if (error.originalError instanceof BackendUnavailableError) throw error.originalError;
      if (error.originalError instanceof ReadRefusedError) throw error.originalError;
      if (error.originalError instanceof SetupIncompleteError) {
        if (!optional) noteMissingCollection(error.originalError.collection);
        throw error.originalError;
      }
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

/** One page of a PocketBase list answer, its records made rows. @throws BackendUnavailableError without items */
export function toPage<R, T>(
  result: { items: unknown; totalItems: unknown; totalPages: unknown },
  page: number,
  perPage: number,
  toRow: (record: R) => T,
): Page<T> {
  return {
    items: expectItems<R>(result.items).map(toRow),
    page,
    perPage,
    totalItems: Number(result.totalItems) || 0,
    totalPages: Number(result.totalPages) || 0,
  };
}

export function fileUrl(collectionId: string, recordId: string, filename: string, thumb?: string): string {
  const path = `/api/files/${encodeURIComponent(collectionId)}/${encodeURIComponent(recordId)}/${encodeURIComponent(filename)}`;
  return thumb ? `${path}?thumb=${thumb}` : path;
}

/** pb.filter: parameters are bound and escaped by the SDK, never pasted into the expression. */
export function bindFilter(expression: string, params: Record<string, unknown>): string {
  return getClient().filter(expression, params);
}

import { fetchBackend } from '../../lib/platform/backend-fetch';
import { noteBackendRead } from '../../lib/platform/request-context';
import { THUMB_SIZES, type ThumbSize } from '../../lib/domain/thumb-sizes';

/** A file address the proxy accepted: PocketBase's own shape, a thumb only in a size the site uses. */
export type FileAddress = { collectionId: string; recordId: string; filename: string; thumb?: ThumbSize };

/** How long PocketBase has for a file, its body included. */
export const FILE_TIMEOUT_MS = 10_000;

/** The file at PocketBase; also the key of its copy in the Cache API (never with a token). */
export function fileUrl(pocketbaseUrl: string, { collectionId, recordId, filename, thumb }: FileAddress): URL {
  const url = new URL(`${pocketbaseUrl}/api/files/${collectionId}/${recordId}/${filename}`);
  if (thumb) url.searchParams.set('thumb', thumb);
  return url;
}

/** Every address of one file the proxy may keep a copy under: the original and each thumb size. */
export function fileVariantUrls(pocketbaseUrl: string, address: FileAddress): URL[] {
  return [undefined, ...THUMB_SIZES].map((thumb) => fileUrl(pocketbaseUrl, { ...address, thumb }));
}

/**
 * PocketBase's answer for a file: If-Modified-Since when a stored copy may be confirmed (a 304 without body).
 * Past any HTTP cache (`no-store`): where PocketBase sits behind Cloudflare, its files' own Cache-Control
 * (30 days) would let Cloudflare's cache answer for it, and a takedown would never reach the worker.
 * @throws when PocketBase cannot be reached or has not answered within FILE_TIMEOUT_MS
 */
export async function askPocketBase(url: URL, ifModifiedSince?: string): Promise<Response> {
  const askedAt = Date.now();
  try {
    return await fetchBackend(url, {
      headers: ifModifiedSince ? { 'If-Modified-Since': ifModifiedSince } : {},
      cache: 'no-store',
      signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
    });
  } finally {
    noteBackendRead(Date.now() - askedAt);
  }
}

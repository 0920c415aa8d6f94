import type { Stored } from './read-copies';

/** How a read fails, and how a stored answer becomes the SDK's: PocketBase down, refusing, or not set up. */

/** A backend answer we refuse to pass on as content (down, slow, 5xx, garbage). */
export class BackendUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackendUnavailableError';
  }
}

/**
 * PocketBase refused a read the site makes (400, 403): its collections do not have a field or rule the site reads
 * (an older schema, or one changed by hand). Not the visitor's doing: the section fails alone, the dashboard names it.
 */
export class ReadRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly collection: string | undefined,
    readonly reason: string,
  ) {
    super(`PocketBase refused a read of ${collection ?? 'a collection'} (${status}): ${reason}`);
    this.name = 'ReadRefusedError';
  }
}

/** PocketBase lacks a collection the site reads: its schema is not installed (`npm run schema`). */
export class SetupIncompleteError extends Error {
  constructor(readonly collection: string) {
    super(`PocketBase has no collection "${collection}"`);
    this.name = 'SetupIncompleteError';
  }
}

// A list never answers 404 unless its collection is missing (PocketBase says only "Missing collection context.").
const LIST_PATH = /\/api\/collections\/([^/]+)\/records$/;

/** PocketBase's own words in an error answer, when it sent any. */
function messageOf(body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}

/**
 * The stored answer as the SDK expects it.
 * @throws SetupIncompleteError for a list whose collection is missing
 * @throws ReadRefusedError for a read PocketBase refused (400, 403)
 */
export function toResponse(stored: Stored, url: string): Response {
  const path = new URL(url).pathname;
  const missing = stored.status === 404 ? LIST_PATH.exec(path) : null;
  if (missing) throw new SetupIncompleteError(decodeURIComponent(missing[1] as string));
  if (stored.status >= 400 && stored.status < 500 && stored.status !== 404) {
    const collection = /\/api\/collections\/([^/]+)/.exec(path)?.[1];
    throw new ReadRefusedError(
      stored.status,
      collection === undefined ? undefined : decodeURIComponent(collection),
      messageOf(stored.body),
    );
  }
  return new Response(stored.body, { status: stored.status, headers: { 'content-type': 'application/json' } });
}

import { etagMatches } from './rules/file-cache-policy';
import { servedAs } from '../../lib/domain/file-types';
import { downloadName } from '../../lib/domain/files';

/** As PocketBase does: an uploaded file never runs as a page of ours. */
export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Our headers for a file PocketBase sent: the type the upload list gives its name (PocketBase's own is taken from the
 * name too, so a GIF named `x.js` would be script), its length, the uploaded name; nothing else of PocketBase's. A name
 * the list does not know is a download, never inline.
 */
export function fileHeaders(upstream: Response, filename: string): Headers {
  const served = servedAs(filename, upstream.headers.get('Content-Type'));
  const headers = new Headers({
    'Content-Type': served.type,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_CSP,
  });
  const length = upstream.headers.get('Content-Length');
  if (length) headers.set('Content-Length', length);
  // The browser saves under this header's name before a link's download attribute: the uploaded name, not
  // PocketBase's stored one. The proxy allows only [A-Za-z0-9_.-] in names, so quoting is enough.
  const asked = /^\s*attachment/i.test(upstream.headers.get('Content-Disposition') ?? '') ? 'attachment' : 'inline';
  const disposition = served.disposition === 'attachment' ? 'attachment' : asked;
  headers.set('Content-Disposition', `${disposition}; filename="${downloadName(filename)}"`);
  return headers;
}

// A 304 updates the browser's stored headers with its own: it repeats the ones that keep the file harmless.
const NOT_MODIFIED_HEADERS = ['Cache-Control', 'ETag', 'Content-Security-Policy', 'X-Content-Type-Options'];

/**
 * The answer for a file (`file` carries fileHeaders and the body): a 304 without body for a browser whose
 * If-None-Match names it, the headers alone for HEAD, else the file. A body not sent is cancelled.
 */
export function fileAnswer(
  file: Response,
  {
    method,
    cacheControl,
    etag,
    ifNoneMatch,
  }: { method: string; cacheControl: string; etag?: string; ifNoneMatch?: string },
): Response {
  const headers = new Headers(file.headers);
  headers.set('Cache-Control', cacheControl);
  if (etag) headers.set('ETag', etag);
  if (etag && etagMatches(ifNoneMatch, etag)) {
    void file.body?.cancel();
    const kept = new Headers();
    for (const name of NOT_MODIFIED_HEADERS) {
      const value = headers.get(name);
      if (value) kept.set(name, value);
    }
    return new Response(null, { status: 304, headers: kept });
  }
  if (method === 'HEAD') {
    void file.body?.cancel();
    return new Response(null, { headers });
  }
  return new Response(file.body, { headers });
}

const text = (body: string, status: number, extra: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=UTF-8', ...extra } });

/** PocketBase has no such file for the public (or for this token). */
export const fileNotFound = () => text('Nicht gefunden', 404);
/** PocketBase answered with an error, and no copy may stand in. */
export const fileBadGateway = () => text('Nicht gefunden', 502);
/** PocketBase could not be reached or was too slow, and no copy may stand in. */
export const fileUnavailable = () => text('Datei momentan nicht verfügbar', 503, { 'Retry-After': '30' });

import type { MiddlewareHandler } from 'hono';
import { sharedMatch, sharedPut } from '../lib/platform/shared-cache';
import { getSiteConfig } from '../lib/platform/config';
import { downloadName } from '../lib/domain/files';
import { isCollectionId, isRecordId } from '../lib/domain/record-id';
import { isThumbSize } from '../lib/domain/thumb-sizes';

/** PocketBase's file path shape; names have no slash or dot-dot. */
const FILE_PATH = /^\/api\/files\/([A-Za-z0-9_]{1,64})\/([a-z0-9]{15})\/([A-Za-z0-9_.-]{1,200})$/;
const ONE_DAY = 86_400;

/**
 * Serves /api/files/{collectionId}/{recordId}/{filename}[?thumb=WxH] from PocketBase through the worker,
 * so the browser never talks to the backend. Anything else under /api/ is not ours to pass on.
 */
export default function filesProxy(): MiddlewareHandler {
  return async function proxyFiles(c, next) {
    const path = c.req.path;
    if (!path.startsWith('/api/')) return next();
    const match = FILE_PATH.exec(path);
    const filename = match?.[3];
    if (!match || !filename || filename.includes('..') || !['GET', 'HEAD'].includes(c.req.method)) {
      c.res = c.text('Nicht gefunden', 404);
      return;
    }
    // One address per file: the collection by id only (our links never use its name), thumbs only in
    // the sizes the site uses. Anything else would be a second cache entry or a fresh resize at PocketBase.
    const thumb = c.req.query('thumb');
    if (!isCollectionId(match[1]) || !isRecordId(match[2]) || (thumb !== undefined && !isThumbSize(thumb))) {
      c.res = c.text('Ungültige Dateiadresse', 400);
      return;
    }
    const upstream = new URL(`${getSiteConfig().pocketbaseUrl}/api/files/${match[1]}/${match[2]}/${filename}`);
    if (thumb) upstream.searchParams.set('thumb', thumb);

    const cacheKey = upstream.toString();
    const cached = await sharedMatch(cacheKey);
    if (cached) {
      c.res = cached;
      return;
    }
    let response: Response;
    try {
      response = await fetch(upstream, { signal: AbortSignal.timeout(10_000) });
    } catch {
      c.res = c.text('Datei momentan nicht verfügbar', 503, { 'Retry-After': '30' });
      return;
    }
    if (!response.ok) {
      c.res = c.text('Nicht gefunden', response.status === 404 || response.status === 400 ? 404 : 502);
      return;
    }
    const headers = new Headers({
      'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream',
      // Unique upload names never change content (immutable); a day bounds how long a deleted photo lingers.
      'Cache-Control': `public, max-age=${ONE_DAY}, immutable`,
      'X-Content-Type-Options': 'nosniff',
      // As PocketBase does: an uploaded file never runs as a page of ours.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
    const length = response.headers.get('Content-Length');
    if (length) headers.set('Content-Length', length);
    // The browser saves under this header's name before a link's download attribute: the uploaded name, not
    // PocketBase's stored one. FILE_PATH allows only [A-Za-z0-9_.-] in names, so quoting is enough.
    const disposition = /^\s*attachment/i.test(response.headers.get('Content-Disposition') ?? '')
      ? 'attachment'
      : 'inline';
    headers.set('Content-Disposition', `${disposition}; filename="${downloadName(filename)}"`);
    const result = new Response(response.body, { status: 200, headers });
    try {
      c.executionCtx.waitUntil(sharedPut(cacheKey, result.clone()));
    } catch {
      await sharedPut(cacheKey, result.clone()); // no execution context outside workerd
    }
    c.res = c.req.method === 'HEAD' ? new Response(null, { headers }) : result;
  };
}

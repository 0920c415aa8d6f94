import type { MiddlewareHandler } from 'hono';
import { servePreview } from './file-preview';
import type { FileAddress } from './file-upstream';
import { servePublicFile } from './public-file';
import { readSessionCookie } from '../../lib/edge/cookie-jar';
import { checkStaffSession, staffAuthClient } from '../staff';
import type { SiteEnv } from '../../lib/platform/request-context';
import { isFileToken } from '../../lib/domain/files';
import { isCollectionId, isRecordId } from '../../lib/domain/record-id';
import { isThumbSize } from '../../lib/domain/thumb-sizes';

/** PocketBase's file path shape; names have no slash or dot-dot. */
const FILE_PATH = /^\/api\/files\/([A-Za-z0-9_]{1,64})\/([a-z0-9]{15})\/([A-Za-z0-9_.-]{1,200})$/;

/**
 * Serves /api/files/{collectionId}/{recordId}/{filename}[?thumb=WxH][&token=…] from PocketBase through the
 * worker, so the browser never talks to the backend. A file token (a staff preview of a draft) is passed on only
 * for a signed-in staff member; for anyone else the address is the public one. Anything else under /api/ is not
 * ours to pass on.
 */
export default function filesProxy(): MiddlewareHandler<SiteEnv> {
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
    // A staff preview adds exactly one PocketBase file token.
    const thumb = c.req.query('thumb');
    const tokens = c.req.queries('token');
    const token = tokens?.[0];
    if (
      !isCollectionId(match[1]) ||
      !isRecordId(match[2]) ||
      (thumb !== undefined && !isThumbSize(thumb)) ||
      (tokens !== undefined && (tokens.length !== 1 || token === undefined || !isFileToken(token)))
    ) {
      c.res = c.text('Ungültige Dateiadresse', 400);
      return;
    }
    const address: FileAddress = { collectionId: match[1], recordId: match[2], filename, thumb };
    const { bindings, config } = c.var.request;
    const { pocketbaseUrl, cacheTtlSeconds, cacheScope } = config;
    const method = c.req.method;
    // A file token counts only with a staff session; without one the address is answered as if it had none.
    const cookie = token ? readSessionCookie(c) : undefined;
    const staff =
      cookie && (await checkStaffSession(staffAuthClient(bindings, config.siteId), cookie)).state === 'valid';
    c.res =
      staff && token
        ? await servePreview({ address, token, method }, pocketbaseUrl)
        : await servePublicFile(
            { address, method, ifNoneMatch: c.req.header('If-None-Match') },
            { pocketbaseUrl, ttlSeconds: cacheTtlSeconds, cacheScope },
          );
  };
}

import { LRUCache } from 'lru-cache';
import {
  classifyFileAnswer,
  fileEtag,
  isFileCopyFresh,
  mayStandIn,
  publicFileCacheControl,
} from './rules/file-cache-policy';
import { dropFile, findFile, keepFile } from './file-store';
import { log, runInBackground } from '../../lib/platform/request-context';
import { fileMark, goneSince, noteGone, recordMark, schoolPurgedAt } from '../../lib/platform/takedown';
import { NOT_FOUND_TTL_SECONDS } from '../../lib/domain/cache-policy';
import { within } from '../../lib/platform/within';
import { fileAnswer, fileBadGateway, fileHeaders, fileNotFound, fileUnavailable } from './file-answer';
import { askPocketBase, type FileAddress, fileUrl, fileVariantUrls } from './file-upstream';
import { describeError } from '../../lib/platform/log';
import { schoolAddress } from '../../lib/platform/school-keys';

/** How long a request with a copy to fall back on waits for PocketBase; its answer still updates the copy. */
export const SLOW_FILE_MS = 1_000;

type PublicFileRequest = { address: FileAddress; method: string; ifNoneMatch?: string };
type Settings = { pocketbaseUrl: string; ttlSeconds: number; cacheScope: string };

const ageSeconds = (since: number) => (Date.now() - since) / 1000;

/**
 * Addresses PocketBase answered as gone lately, in this isolate (by the school's key of the file), until when:
 * a made-up or taken-down file costs PocketBase and the Cache API one ask per NOT_FOUND_TTL_SECONDS, not one per request.
 */
const misses = new LRUCache<string, number>({ max: 10_000 });

function rememberMiss(key: string): void {
  misses.set(key, Date.now() + NOT_FOUND_TTL_SECONDS * 1000);
}

function isRememberedMiss(key: string): boolean {
  const until = misses.get(key);
  if (until === undefined) return false;
  if (until > Date.now()) return true;
  misses.delete(key);
  return false;
}

/** Whether the ledger says PocketBase answered the file, or its record, as gone since the copy was stored. */
async function takenDownSince(address: FileAddress, storedAt: number): Promise<boolean> {
  const keys = [recordMark(address.recordId), fileMark(address.recordId, address.filename)];
  return (await goneSince(keys, storedAt)).size > 0;
}

/**
 * A public file: from its Cache API copy while that is fresh (the TTL), else as PocketBase answers now. A file
 * PocketBase answers as gone loses its copy and is a 404; while PocketBase is down or slow, a copy up to a day
 * old stands in. With a TTL of 0 nothing is looked up or kept.
 */
export async function servePublicFile(
  { address, method, ifNoneMatch }: PublicFileRequest,
  { pocketbaseUrl, ttlSeconds, cacheScope }: Settings,
): Promise<Response> {
  const url = fileUrl(pocketbaseUrl, address);
  const key = schoolAddress(cacheScope, url.toString());
  if (ttlSeconds > 0 && isRememberedMiss(key)) return fileNotFound();
  const etag = fileEtag(address.collectionId, address.recordId, address.filename, address.thumb);
  // A file gone is gone in every size: no thumb's copy may stand in for it later.
  const dropAll = () =>
    Promise.all(
      fileVariantUrls(pocketbaseUrl, address).map((variant) => dropFile(schoolAddress(cacheScope, variant.toString()))),
    );
  const answer = (file: Response, since: number) =>
    fileAnswer(file, {
      method,
      etag,
      ifNoneMatch,
      cacheControl: publicFileCacheControl(ttlSeconds, ageSeconds(since)),
    });

  const [copy, purgedAt] = ttlSeconds > 0 ? await Promise.all([findFile(key), schoolPurgedAt()]) : [undefined, 0];
  // A takedown in the dashboard since the copy was stored: PocketBase is asked first (src/lib/platform/takedown.ts).
  if (copy && copy.storedAt >= purgedAt && isFileCopyFresh(ageSeconds(copy.storedAt), ttlSeconds))
    return answer(copy.answer, copy.storedAt);

  const askedAt = Date.now();
  const asking = askPocketBase(url, copy?.upstreamModified);
  const standIn = copy && mayStandIn(ageSeconds(copy.storedAt), ttlSeconds) ? copy : undefined;
  // Taken down (the file or its record), wherever PocketBase said so since this copy was stored: no stand-in.
  const goneSinceCopy = standIn ? () => takenDownSince(address, standIn.storedAt) : async () => false;
  const upstream = standIn
    ? await within(asking, SLOW_FILE_MS, undefined)
    : await asking.catch((error: unknown) => {
        log('warn', 'file-unavailable', { file: new URL(key).pathname, error: describeError(error) });
        return undefined;
      });
  if (!upstream) {
    if (!standIn) return fileUnavailable();
    if (await goneSinceCopy()) {
      await standIn.answer.body?.cancel();
      return fileNotFound();
    }
    log('warn', 'file-served-from-copy', { reason: 'backend failed or slow', file: new URL(key).pathname });
    // Its answer may still come: a file it answers as gone must not keep a copy.
    const keepLate = (late: Response) => keepLateAnswer(late, { key, address, askedAt, ttlSeconds, dropAll });
    runInBackground(asking.then(keepLate, () => undefined));
    return answer(standIn.answer, standIn.storedAt);
  }

  switch (classifyFileAnswer(upstream.status)) {
    case 'found': {
      await copy?.answer.body?.cancel();
      const file = new Response(upstream.body, { headers: fileHeaders(upstream, address.filename) });
      const upstreamModified = upstream.headers.get('Last-Modified') ?? undefined;
      if (ttlSeconds > 0)
        runInBackground(keepFile(key, file.clone(), { storedAt: askedAt, upstreamModified, ttlSeconds }));
      return answer(file, askedAt);
    }
    case 'unchanged':
      if (!copy) break; // a 304 to a request that asked for none
      runInBackground(reconfirm(key, askedAt, ttlSeconds));
      return answer(copy.answer, askedAt);
    case 'gone':
      await upstream.body?.cancel();
      await copy?.answer.body?.cancel();
      noteGone(fileMark(address.recordId, address.filename), { evidence: copy !== undefined });
      if (ttlSeconds > 0) {
        rememberMiss(key);
        // Made-up addresses had no copy, and cost no deletes.
        if (copy) await dropAll();
      }
      return fileNotFound();
    case 'unavailable':
      break;
  }
  await upstream.body?.cancel();
  if (standIn && (await goneSinceCopy())) {
    await standIn.answer.body?.cancel();
    return fileNotFound();
  }
  if (standIn) {
    log('warn', 'file-served-from-copy', {
      reason: `backend answered ${upstream.status}`,
      file: new URL(key).pathname,
    });
    return answer(standIn.answer, standIn.storedAt);
  }
  await copy?.answer.body?.cancel();
  return fileBadGateway();
}

/** PocketBase confirmed the copy (304): it counts as fresh from when PocketBase was asked. */
async function reconfirm(key: string, askedAt: number, ttlSeconds: number): Promise<void> {
  // The copy in hand goes to the visitor; the Cache API gives this write a body of its own.
  const copy = await findFile(key);
  if (copy)
    await keepFile(key, copy.answer, { storedAt: askedAt, upstreamModified: copy.upstreamModified, ttlSeconds });
}

type LateContext = {
  key: string;
  address: FileAddress;
  askedAt: number;
  ttlSeconds: number;
  dropAll: () => Promise<unknown>;
};

/** PocketBase's answer after a copy stood in for it: the copy is replaced, confirmed or dropped all the same. */
async function keepLateAnswer(
  late: Response,
  { key, address, askedAt, ttlSeconds, dropAll }: LateContext,
): Promise<unknown> {
  switch (classifyFileAnswer(late.status)) {
    case 'found':
      return keepFile(key, new Response(late.body, { headers: fileHeaders(late, address.filename) }), {
        storedAt: askedAt,
        upstreamModified: late.headers.get('Last-Modified') ?? undefined,
        ttlSeconds,
      });
    case 'unchanged':
      return reconfirm(key, askedAt, ttlSeconds);
    case 'gone':
      await late.body?.cancel();
      noteGone(fileMark(address.recordId, address.filename), { evidence: true });
      rememberMiss(key);
      return dropAll();
    case 'unavailable':
      await late.body?.cancel();
  }
}

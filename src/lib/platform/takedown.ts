import { LRUCache } from 'lru-cache';
import { NOT_FOUND_TTL_SECONDS } from '../domain/cache-policy';
import { schoolInstance } from './eu-namespace';
import { describeError } from './log';
import { currentRequest, log, runInBackground } from './request-context';
import type { TakedownLedger } from './takedown-ledger';

/**
 * This isolate's copy of a school's takedown ledger (src/lib/platform/takedown-ledger.ts): what PocketBase answered as
 * gone anywhere, and when. It is read only where a copy would stand in for PocketBase (down, slow, garbage), and
 * brought up to date there at most once a second.
 */
type Mirror = {
  marks: LRUCache<string, number>;
  /** The school's last takedown made in the dashboard, as far as this isolate knows (ms since epoch); 0: none. */
  purgedAt: number;
  seq: number;
  syncedAt: number;
  syncing?: Promise<void>;
};

/** How often an isolate that needs the ledger asks it for what is new. */
export const SYNC_INTERVAL_MS = 1_000;
/**
 * A copy is served only while this isolate's knowledge of the school's takedowns is younger than this: past it, the
 * request waits for the ledger. Between SYNC_INTERVAL_MS and this, the ledger is asked in the background. So a
 * takedown made in the dashboard reaches every isolate within this plus one ledger round trip (contract: 10 s).
 */
export const PURGE_KNOWN_WITHIN_MS = 5_000;
/**
 * The mark of a takedown made in the dashboard (withdrawn, deleted, or a public record changed): every copy, page
 * and file stored before it is no longer fresh, in every isolate and location. No record id or file mark looks so.
 */
export const PURGE_MARK = '*';
/** A mark this isolate sent is not sent again for as long as PocketBase's "gone" is kept as a copy. */
const RESEND_AFTER_MS = NOT_FOUND_TTL_SECONDS * 1000;
const MAX_MIRRORED = 100_000;

const mirrors = new Map<string, Mirror>();

function mirrorOf(siteId: string): Mirror {
  let mirror = mirrors.get(siteId);
  if (!mirror) {
    // Bounded through maxSize (each mark counts 1), not max: max allocates room for all 100,000 at once, per school.
    mirror = {
      marks: new LRUCache({ maxSize: MAX_MIRRORED, sizeCalculation: () => 1 }),
      purgedAt: 0,
      seq: 0,
      syncedAt: Number.NEGATIVE_INFINITY,
    };
    mirrors.set(siteId, mirror);
  }
  return mirror;
}

/** Keeps a mark, newest last: the oldest go first past the bound (marks are read with `peek`, which keeps none longer). */
function remember(mirror: Mirror, key: string, goneAt: number): void {
  // Kept apart from the marks: no flood of made-up ids may push it out.
  if (key === PURGE_MARK) {
    mirror.purgedAt = Math.max(mirror.purgedAt, goneAt);
    return;
  }
  const known = mirror.marks.peek(key) ?? Number.NEGATIVE_INFINITY;
  mirror.marks.set(key, Math.max(known, goneAt));
}

/** The school's ledger, or undefined where the worker has no TAKEDOWN binding (the unit tests). */
function ledger(): { stub: DurableObjectStub<TakedownLedger>; siteId: string } | undefined {
  const request = currentRequest();
  const binding = request?.bindings.TAKEDOWN as DurableObjectNamespace<TakedownLedger> | undefined;
  if (!request || !binding) return undefined;
  return { stub: schoolInstance(binding, 'takedown', request.config.siteId), siteId: request.config.siteId };
}

/** The key of a record's mark: it covers the record and every file of it. */
export const recordMark = (recordId: string) => recordId;
/** The key of one file's mark (a file removed from its record, or refused to the public). */
export const fileMark = (recordId: string, filename: string) => `${recordId}/${filename}`;

/**
 * PocketBase has just answered `key` as gone to a public read: from now on no copy from before may stand in for it,
 * in this isolate at once and in every other through the ledger. `evidence`: this isolate held a copy.
 */
export function noteGone(key: string, { evidence }: { evidence: boolean }): void {
  const target = ledger();
  if (!target) return;
  const mirror = mirrorOf(target.siteId);
  const now = Date.now();
  const known = mirror.marks.peek(key);
  remember(mirror, key, now);
  if (known !== undefined && now - known < RESEND_AFTER_MS) return;
  runInBackground(target.stub.mark([{ key, goneAt: now, evidence }]));
}

async function sync(mirror: Mirror, stub: DurableObjectStub<TakedownLedger>): Promise<void> {
  for (let more = true; more;) {
    const answer = await stub.since(mirror.seq);
    for (const { key, goneAt } of answer.marks) remember(mirror, key, goneAt);
    mirror.seq = answer.seq;
    more = answer.more;
  }
}

/**
 * Brings this isolate's mirror up to date when it is older than SYNC_INTERVAL_MS: waits for the ledger when the mirror
 * is older than `waitAfterMs`, else asks in the background. One ask at a time per isolate and school. When the ledger
 * cannot be asked, what this isolate last knew decides (and the failure is logged).
 */
async function freshen(mirror: Mirror, stub: DurableObjectStub<TakedownLedger>, waitAfterMs: number): Promise<void> {
  const age = Date.now() - mirror.syncedAt;
  if (age < SYNC_INTERVAL_MS) return;
  mirror.syncing ??= sync(mirror, stub)
    .then(() => {
      mirror.syncedAt = Date.now();
    })
    .catch((error: unknown) => log('error', 'takedown-ledger-unavailable', { error: describeError(error) }))
    .finally(() => {
      mirror.syncing = undefined;
    });
  if (age >= waitAfterMs) await mirror.syncing;
  else runInBackground(mirror.syncing);
}

/**
 * Of `keys`, those PocketBase answered as gone at or after `storedAt`, anywhere: a copy stored then must not stand
 * in for them. When the ledger cannot be asked, what this isolate last knew decides (and the failure is logged).
 */
export async function goneSince(keys: string[], storedAt: number): Promise<Set<string>> {
  const target = ledger();
  if (!target) return new Set();
  const mirror = mirrorOf(target.siteId);
  await freshen(mirror, target.stub, SYNC_INTERVAL_MS);
  return new Set(keys.filter((key) => (mirror.marks.peek(key) ?? Number.NEGATIVE_INFINITY) >= storedAt));
}

/**
 * When the school last took something down in the dashboard (ms since epoch; 0: not in the last two days), known
 * within PURGE_KNOWN_WITHIN_MS: no copy of a read, page or file stored before it is fresh.
 */
export async function schoolPurgedAt(): Promise<number> {
  const target = ledger();
  if (!target) return 0;
  const mirror = mirrorOf(target.siteId);
  await freshen(mirror, target.stub, PURGE_KNOWN_WITHIN_MS);
  return mirror.purgedAt;
}

/**
 * The dashboard has just taken `recordId` off the public (withdrawn, deleted) or changed a public record: every copy
 * from before is outdated at once, in this isolate now and in every other within PURGE_KNOWN_WITHIN_MS, and no copy
 * of the record stands in for PocketBase again. Awaited: the mark is in the ledger before the staff member is told.
 */
export async function noteTakenDown(recordId: string, at: number): Promise<void> {
  const target = ledger();
  if (!target) return;
  const mirror = mirrorOf(target.siteId);
  remember(mirror, PURGE_MARK, at);
  remember(mirror, recordMark(recordId), at);
  try {
    await target.stub.mark([
      { key: recordMark(recordId), goneAt: at, evidence: true },
      { key: PURGE_MARK, goneAt: at, evidence: true },
    ]);
  } catch (error) {
    log('error', 'takedown-ledger-unavailable', { error: describeError(error) });
  }
}

import { DurableObject } from 'cloudflare:workers';
import { STALE_IF_ERROR_SECONDS } from '../domain/cache-policy';

/** One thing PocketBase answered as gone: a record (`id`) or one file of a record (`id/file name`). */
export type GoneMark = {
  key: string;
  /** When PocketBase was asked and said gone (ms since epoch): copies stored before may never stand in again. */
  goneAt: number;
  /** The isolate that saw it held a copy: a real takedown, kept before marks of made-up addresses. */
  evidence: boolean;
};

/** New marks since the sequence number a reader last saw, the number to ask from next time, and whether more wait. */
export type MarksSince = { marks: Array<{ key: string; goneAt: number }>; seq: number; more: boolean };

/**
 * No copy lives longer than a day past its TTL (stale-if-error), so a mark older than that protects nothing. The
 * longest TTL a school may set is a day as well (npm run doctor).
 */
export const MARK_LIFETIME_MS = 2 * STALE_IF_ERROR_SECONDS * 1000;
/** Enough for every takedown a school makes in a day many times over; made-up addresses are dropped first. */
export const MAX_MARKS = 100_000;
/** One answer carries at most this many marks; a reader far behind asks again. */
const PAGE = 5_000;

const SCHEMA = [
  'CREATE TABLE IF NOT EXISTS marks (key TEXT PRIMARY KEY, gone_at INTEGER NOT NULL, evidence INTEGER NOT NULL, seq INTEGER NOT NULL)',
  'CREATE INDEX IF NOT EXISTS marks_seq ON marks (seq)',
  'CREATE INDEX IF NOT EXISTS marks_keep ON marks (evidence, gone_at)',
  // The last sequence number handed out: never reused, even when the marks that had it are gone.
  'CREATE TABLE IF NOT EXISTS counter (id INTEGER PRIMARY KEY CHECK (id = 0), seq INTEGER NOT NULL)',
  'INSERT OR IGNORE INTO counter (id, seq) VALUES (0, 0)',
];

/**
 * What PocketBase answered as gone, for every isolate and location of one school (a Durable Object of its own per
 * school, in the EU): the edge's copies stand in for PocketBase while it is down, and no copy from before a takedown
 * may ever do so, wherever it is kept. Isolates add what they see and read what is new (src/lib/platform/takedown.ts);
 * nothing but age removes a mark, so no later read (a staff preview of a draft included) can bring a copy back.
 */
export class TakedownLedger extends DurableObject<Record<string, unknown>> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Record<string, unknown>) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    for (const statement of SCHEMA) this.sql.exec(statement);
  }

  /** Adds marks (a later takedown of the same key moves its time on); old and surplus marks go. */
  async mark(marks: GoneMark[]): Promise<void> {
    let seq = this.lastSeq();
    for (const { key, goneAt, evidence } of marks) {
      seq += 1;
      this.sql.exec(
        `INSERT INTO marks (key, gone_at, evidence, seq) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET gone_at = max(gone_at, excluded.gone_at),
           evidence = max(evidence, excluded.evidence), seq = excluded.seq`,
        key,
        goneAt,
        evidence ? 1 : 0,
        seq,
      );
    }
    this.sql.exec('UPDATE counter SET seq = ? WHERE id = 0', seq);
    this.sql.exec('DELETE FROM marks WHERE gone_at < ?', Date.now() - MARK_LIFETIME_MS);
    const surplus = this.count() - MAX_MARKS;
    if (surplus > 0) {
      this.sql.exec(
        'DELETE FROM marks WHERE key IN (SELECT key FROM marks ORDER BY evidence, gone_at LIMIT ?)',
        surplus,
      );
    }
  }

  /** The marks added or moved on since `seq`, oldest first (all of them for a reader ahead of this ledger). */
  async since(after: number): Promise<MarksSince> {
    const seq = after > this.lastSeq() ? 0 : after;
    const rows = this.sql
      .exec<{ key: string; gone_at: number; seq: number }>(
        'SELECT key, gone_at, seq FROM marks WHERE seq > ? ORDER BY seq LIMIT ?',
        seq,
        PAGE,
      )
      .toArray();
    return {
      marks: rows.map((row) => ({ key: row.key, goneAt: row.gone_at })),
      seq: rows.at(-1)?.seq ?? seq,
      more: rows.length === PAGE,
    };
  }

  private lastSeq(): number {
    return this.sql.exec<{ seq: number }>('SELECT seq FROM counter WHERE id = 0').one().seq;
  }

  private count(): number {
    return this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM marks').one().n;
  }
}

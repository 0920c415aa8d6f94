import { DurableObject } from 'cloudflare:workers';
import { type IndexedPost, type SearchSource, searchSource, type SourceCursor } from './search-source';
import { excerptWindow, matchEvery, matchInTitle, SEARCH_PER_PAGE } from './rules/search';
import { type SiteConfig, siteConfigFrom } from '../../lib/platform/config';
import { describeError, writeLog } from '../../lib/platform/log';

/**
 * What the worker asks: one page of hits for these words (already as the index spells them), from the index of the
 * school whose PocketBase is at `pocketbaseUrl`.
 */
export type SearchRequest = {
  words: string[];
  page: number;
  pocketbaseUrl: string;
  /** The school's last takedown in the dashboard (ms since epoch): an index that last looked before it looks again. */
  purgedAt?: number;
};
/**
 * The page's posts, best first, each with the excerpt of its text around the first found word; how many posts match
 * in all; and whether the index has every public post yet.
 */
export type SearchAnswer = {
  hits: Array<{ id: string; excerpt: string }>;
  total: number;
  complete: boolean;
  /** Until when this answer holds (ms): the index's next look, by the TTL or a scheduled post coming due. */
  freshUntil: number;
};

/** Bump when what is stored changes: the index is then built anew from PocketBase. */
const INDEX_VERSION = '2';
/** Posts read and indexed per step while the index catches up (first start, many changes at once). */
const SYNC_BATCH = 200;
const CATCH_UP_DELAY_MS = 100;
const RETRY_AFTER_FAILURE_MS = 30_000;

const SCHEMA = [
  'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
  // What orders hits besides the text: kept apart from it, so ranking never reads a post's text.
  'CREATE TABLE IF NOT EXISTS docs (rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, published INTEGER NOT NULL)',
  // unicode61 folds case (Ä finds ä) and keeps umlauts apart from plain letters (remove_diacritics 0).
  "CREATE VIRTUAL TABLE IF NOT EXISTS docs_fts USING fts5(title, body, tokenize = 'unicode61 remove_diacritics 0')",
];

/**
 * The site's search index: every public post's title and text in SQLite's full-text index (FTS5), in a Durable Object
 * of its own, so no request builds an index or holds one in its memory. It follows PocketBase as a visitor would see
 * it: before answering, when its last look is older than CACHE_TTL_SECONDS, it reads what changed since (one page) and
 * how many posts are public; when the counts differ (a post deleted, unpublished, or scheduled and now due) it
 * compares ids. A first build, or many changes at once, go on in steps by alarm while it answers from what it has.
 */
export class SearchIndexStore extends DurableObject<Record<string, unknown>> {
  private readonly sql: SqlStorage;
  /** The deployment's settings (TTL, Access token); the school's PocketBase comes with each search. */
  private readonly config: SiteConfig;
  private syncing: Promise<void> | undefined;

  constructor(
    private readonly state: DurableObjectState,
    env: Record<string, unknown>,
  ) {
    super(state, env);
    this.sql = state.storage.sql;
    this.config = siteConfigFrom((name) => (typeof env[name] === 'string' ? env[name] : undefined));
    this.prepare();
  }

  /**
   * One page of hits, over RPC. PocketBase away: what the index has is answered (the page reads the hits themselves
   * again); with nothing indexed yet, it throws.
   */
  async search({ words, page, pocketbaseUrl, purgedAt = 0 }: SearchRequest): Promise<SearchAnswer> {
    this.follow(pocketbaseUrl);
    try {
      await this.freshen(purgedAt);
    } catch (error) {
      writeLog('warn', 'search-index-not-updated', { error: describeError(error) });
      if (this.indexed() === 0) throw new Error('search index unavailable', { cause: error });
    }
    return this.hitsFor(words, page);
  }

  async alarm(): Promise<void> {
    try {
      await this.step();
    } catch (error) {
      writeLog('warn', 'search-index-not-updated', { error: describeError(error) });
      await this.state.storage.setAlarm(Date.now() + RETRY_AFTER_FAILURE_MS);
    }
  }

  private prepare(): void {
    const version = this.tableExists('meta') ? this.meta('version') : undefined;
    if (version !== INDEX_VERSION) this.empty();
  }

  private empty(): void {
    for (const table of ['docs_fts', 'docs', 'meta']) this.sql.exec(`DROP TABLE IF EXISTS ${table}`);
    for (const statement of SCHEMA) this.sql.exec(statement);
    this.setMeta('version', INDEX_VERSION);
  }

  /** The index follows the school's PocketBase; when the registry moves the school to another, it starts anew. */
  private follow(pocketbaseUrl: string): void {
    const followed = this.meta('pocketbase');
    if (followed === pocketbaseUrl) return;
    if (followed !== undefined) this.empty();
    this.setMeta('pocketbase', pocketbaseUrl);
  }

  /** The school's PocketBase as the last search named it (alarms come without a search). */
  private source(): SearchSource {
    return searchSource({ ...this.config, pocketbaseUrl: this.meta('pocketbase') ?? this.config.pocketbaseUrl });
  }

  /**
   * One look at PocketBase unless the last one is younger than the TTL and no scheduled post has come due and nothing
   * was taken down in the dashboard (`purgedAt`) since; concurrent searches share it.
   */
  private freshen(purgedAt: number): Promise<void> {
    const lookedAt = Number(this.meta('lookedAt') ?? 0);
    if (Date.now() < this.freshUntil() && lookedAt >= purgedAt) return Promise.resolve();
    this.syncing ??= this.step().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  /** Reads one page of changes; when none are left, makes sure the index holds exactly the public posts. */
  private async step(): Promise<void> {
    const started = Date.now();
    const source = this.source();
    const [changed, publicCount, schedule] = await Promise.all([
      source.changedSince(this.cursor(), SYNC_BATCH),
      source.publicCount(),
      source.schedule(),
    ]);
    this.store(changed.posts);
    const last = changed.posts.at(-1);
    if (last) this.setMeta('cursor', JSON.stringify({ updated: last.updated, id: last.id } satisfies SourceCursor));
    const previousLook = Number(this.meta('lookedAt') ?? 0);
    this.setMeta('lookedAt', String(started));
    this.setMeta('nextDue', String(schedule.nextDue ?? Infinity));
    if (changed.more) {
      await this.state.storage.setAlarm(Date.now() + CATCH_UP_DELAY_MS);
      return;
    }
    this.setMeta('complete', '1');
    const scheduledSince = schedule.lastDue !== undefined && schedule.lastDue >= previousLook;
    if (this.indexed() !== publicCount || scheduledSince) await this.reconcile();
  }

  /** Drops posts that are no longer public and adds public ones the changes did not bring (scheduled, now due). */
  private async reconcile(): Promise<void> {
    const source = this.source();
    const publicIds = await source.publicIds();
    const indexed = this.sql
      .exec<{ id: string }>('SELECT id FROM docs')
      .toArray()
      .map((row) => row.id);
    for (const id of indexed) if (!publicIds.has(id)) this.remove(id);
    const known = new Set(indexed);
    const missing = [...publicIds].filter((id) => !known.has(id));
    if (missing.length > 0) this.store(await source.byIds(missing));
  }

  /** When the index will look at PocketBase again: a page showing its answer must not be kept past that. */
  private freshUntil(): number {
    const lookedAt = Number(this.meta('lookedAt') ?? 0);
    return Math.min(lookedAt + this.config.cacheTtlSeconds * 1000, Number(this.meta('nextDue') ?? Infinity));
  }

  private hitsFor(words: string[], page: number): SearchAnswer {
    const complete = this.meta('complete') === '1';
    // While the index is being built, the next search may find more: a page showing this answer is not kept.
    const freshUntil = complete ? this.freshUntil() : Date.now();
    if (words.length === 0) return { hits: [], total: 0, complete, freshUntil };
    const match = matchEvery(words);
    const total = this.sql
      .exec<{ n: number }>('SELECT count(*) AS n FROM docs_fts WHERE docs_fts MATCH ?', match)
      .one().n;
    // Posts with a query word in the title first, then by relevance (BM25), then newest; the text is read for
    // the page's hits only.
    const ranked = this.sql
      .exec<{ rowid: number; id: string }>(
        `SELECT docs.rowid AS rowid, docs.id AS id FROM docs_fts JOIN docs ON docs.rowid = docs_fts.rowid
         WHERE docs_fts MATCH ?1
         ORDER BY docs_fts.rowid IN (SELECT rowid FROM docs_fts WHERE docs_fts MATCH ?2) DESC, bm25(docs_fts),
           docs.published DESC, docs.id DESC
         LIMIT ?3 OFFSET ?4`,
        match,
        matchInTitle(words),
        SEARCH_PER_PAGE,
        (page - 1) * SEARCH_PER_PAGE,
      )
      .toArray();
    const bodies = new Map(
      this.sql
        .exec<{ rowid: number; body: string }>(
          `SELECT rowid, body FROM docs_fts WHERE rowid IN (${ranked.map(() => '?').join(', ')})`,
          ...ranked.map((row) => row.rowid),
        )
        .toArray()
        .map((row) => [row.rowid, row.body]),
    );
    const hits = ranked.map((row) => ({ id: row.id, excerpt: excerptWindow(bodies.get(row.rowid) ?? '', words) }));
    return { hits, total, complete, freshUntil };
  }

  private store(posts: IndexedPost[]): void {
    for (const post of posts) {
      this.remove(post.id);
      const { rowid } = this.sql
        .exec<{ rowid: number }>(
          'INSERT INTO docs (id, published) VALUES (?, ?) RETURNING rowid',
          post.id,
          post.published,
        )
        .one();
      this.sql.exec('INSERT INTO docs_fts (rowid, title, body) VALUES (?, ?, ?)', rowid, post.title, post.body);
    }
  }

  private remove(id: string): void {
    const row = this.sql.exec<{ rowid: number }>('SELECT rowid FROM docs WHERE id = ?', id).toArray()[0];
    if (!row) return;
    this.sql.exec('DELETE FROM docs_fts WHERE rowid = ?', row.rowid);
    this.sql.exec('DELETE FROM docs WHERE rowid = ?', row.rowid);
  }

  private indexed(): number {
    return this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM docs').one().n;
  }

  private cursor(): SourceCursor | undefined {
    const value = this.meta('cursor');
    return value ? (JSON.parse(value) as SourceCursor) : undefined;
  }

  private tableExists(name: string): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;
  }

  private meta(key: string): string | undefined {
    return this.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]?.value;
  }

  private setMeta(key: string, value: string): void {
    this.sql.exec(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      key,
      value,
    );
  }
}

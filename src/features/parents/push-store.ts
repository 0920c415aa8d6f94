import { DurableObject } from 'cloudflare:workers';
import { LRUCache } from 'lru-cache';
import { MAX_IDS_PER_READ, type PushCursor, type PushSource, pushSource } from './push-source';
import { lastSummaryTime, mailBudget, type NoticeTiming, type PostNotice, releaseAt } from './rules/notice-timing';
import { PUSH_RETENTION_DAYS } from './rules/push-privacy';
import {
  entryMessage,
  entrySignature,
  MAX_ATTEMPTS,
  MESSAGE_TTL_SECONDS,
  postMessage,
  type AnnouncedEntry,
  type AnnouncedPost,
  type PushMessage,
  pushOutcome,
  retryDelayMs,
  startsSoon,
  audience,
  CALENDAR_NOTICE_DAYS,
} from './rules/push-messages';
import type { PushSubscriptionInput } from './rules/push-subscription';
import { formatDate, parseServerDate } from '../../lib/domain/dates';
import { siteConfigFrom } from '../../lib/platform/config';
import { Limiter } from '../../lib/platform/limiter';
import { describeError, writeLog } from '../../lib/platform/log';
import { noticeTimingFrom, type PushSettings, pushSettingsFrom } from './push-settings';
import { readSetting } from '../../lib/platform/settings';
import { pushRequest } from './web-push';
import {
  type DueMail,
  MailSubscribers,
  meetsClasses,
  type MailRequestResult,
  type MailSubscription,
} from './mail-store';
import { relayMail } from './mail-relay';
import {
  addressedMail,
  type MailChoice,
  type MailItem,
  MAIL_PAGE_PATH,
  MAIL_UNSUBSCRIBE_PATH,
  type MailRequest,
  REQUESTS_PER_NETWORK_PER_HOUR,
} from './rules/parent-mails';
import { getClassLabel } from '../../lib/domain/class-name';

/** What the cron tells a school's store about the school (the registry may change it at any time). */
export type PushSchool = { pocketbaseUrl: string; siteUrl: string; shortName: string; name: string };
export type SubscribeResult = 'stored' | 'too-many-from-address' | 'full';
/** What one cron run did for one school (the log line and the tests read it). */
export type TickReport = { subscribers: number; queued: number; waiting: number; baseline?: boolean };

/** Subscriptions one address may make or change in an hour (kept in memory only: no address is stored). */
export const SUBSCRIBES_PER_ADDRESS_PER_HOUR = 10;
/** Subscriptions one school keeps at most. */
export const MAX_SUBSCRIPTIONS = 100_000;
/** Messages in flight at once (a Worker keeps at most six connections open). */
const PARALLEL_SENDS = 6;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const SCHEMA = [
  // Only what the contract allows: the push address, its keys, the chosen classes (JSON, [] = whole school), when.
  `CREATE TABLE IF NOT EXISTS subscriptions (endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL,
     classes TEXT NOT NULL, consented_at INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS subscriptions_consent ON subscriptions (consented_at)',
  // Each post ('post:id') and entry ('calendar:id', with its dates) parents were told about, or that was public before.
  'CREATE TABLE IF NOT EXISTS announced (key TEXT PRIMARY KEY, signature TEXT NOT NULL, starts INTEGER)',
  'CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY, payload TEXT NOT NULL, created INTEGER NOT NULL)',
  `CREATE TABLE IF NOT EXISTS outbox (endpoint TEXT NOT NULL, message INTEGER NOT NULL, attempts INTEGER NOT NULL,
     due INTEGER NOT NULL, PRIMARY KEY (endpoint, message))`,
  'CREATE INDEX IF NOT EXISTS outbox_due ON outbox (due)',
  'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
  // What went public and waits to be told (the grace period, the quiet hours): first seen at `seen`, told at `release`.
  `CREATE TABLE IF NOT EXISTS waiting (key TEXT PRIMARY KEY, signature TEXT NOT NULL, seen INTEGER NOT NULL,
     release INTEGER NOT NULL)`,
  'CREATE INDEX IF NOT EXISTS waiting_release ON waiting (release)',
  // When parents were last told about a post or entry, and how many subscriptions that reached.
  'CREATE TABLE IF NOT EXISTS told (key TEXT PRIMARY KEY, at INTEGER NOT NULL, recipients INTEGER NOT NULL)',
];

const startOf = (from: string): number | null => parseServerDate(from)?.getTime() ?? null;

type DueRow = {
  endpoint: string;
  message: number;
  attempts: number;
  p256dh: string;
  auth: string;
  payload: string;
  created: number;
};

/**
 * One school's notification subscribers and what they were told (a Durable Object of its own per school, in the EU).
 * The cron asks it every minute to look at PocketBase (`tick`); it queues one message per subscriber for each post or
 * calendar entry that went public since, and sends the queue by alarm in runs of `PUSH_MESSAGES_PER_RUN` (each alarm
 * is an invocation of its own, so each run has the plan's subrequests to itself).
 */
export class PushStore extends DurableObject<Record<string, unknown>> {
  private readonly sql: SqlStorage;
  private readonly vapid: PushSettings | undefined;
  private readonly access = siteConfigFrom((name) => this.var(name)).pocketbaseAccess;
  private readonly perRun: number;
  private readonly timing: NoticeTiming = noticeTimingFrom((name) => this.var(name));
  /**
   * Recent subscribe times per address, in memory only, for the 10,000 addresses seen last. Bounded through maxSize
   * (each address counts 1), not max: max allocates room for all of them at once, in every school's store.
   */
  private readonly recent = new LRUCache<string, number[]>({ maxSize: 10_000, sizeCalculation: () => 1 });
  /** Mail requests per network in the last hour, in memory only, like `recent`. */
  private readonly networks = new LRUCache<string, number[]>({ maxSize: 10_000, sizeCalculation: () => 1 });
  private readonly mails: MailSubscribers;
  private readonly mailKey = readSetting('PARENT_MAIL_KEY', this.var('PARENT_MAIL_KEY'));
  private readonly mailsPerMinute = readSetting('MAIL_PER_MINUTE', this.var('MAIL_PER_MINUTE'));

  constructor(ctx: DurableObjectState, env: Record<string, unknown>) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    for (const statement of SCHEMA) this.sql.exec(statement);
    this.mails = new MailSubscribers(this.sql);
    this.vapid = pushSettingsFrom((name) => env[name]);
    // Default 10 (settings.ts): 0.6–0.85 ms of the isolate's CPU a message (encryption, signature, SQL;
    // npm run bench:push), so ten leave room in the Free plan's 10 ms and 50 subrequests.
    this.perRun = readSetting('PUSH_MESSAGES_PER_RUN', this.var('PUSH_MESSAGES_PER_RUN'));
  }

  private var(name: string): string | undefined {
    const value = this.env[name];
    return typeof value === 'string' ? value : undefined;
  }

  /** Stores or renews a subscription (a renewal is a new consent: its time moves on). */
  async subscribe(input: PushSubscriptionInput, address: string, now = Date.now()): Promise<SubscribeResult> {
    if (!this.allowFrom(address, now)) return 'too-many-from-address';
    const known = this.sql.exec('SELECT 1 FROM subscriptions WHERE endpoint = ?', input.endpoint).toArray().length > 0;
    if (!known && this.subscribers() >= MAX_SUBSCRIPTIONS) return 'full';
    this.sql.exec(
      `INSERT INTO subscriptions (endpoint, p256dh, auth, classes, consented_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, classes = excluded.classes,
         consented_at = excluded.consented_at`,
      input.endpoint,
      input.keys.p256dh,
      input.keys.auth,
      JSON.stringify(input.classes),
      now,
    );
    return 'stored';
  }

  async unsubscribe(endpoint: string): Promise<void> {
    this.remove(endpoint);
  }

  /**
   * An address from the form on /benachrichtigungen (double opt-in: it gets a confirmation mail, nothing else, until
   * the link in it is used). `network`: where the request came from, for the limit on strangers' addresses.
   */
  async requestMail(
    request: MailRequest,
    network: string,
    school: PushSchool,
    now = Date.now(),
  ): Promise<MailRequestResult | 'zu-oft'> {
    if (!this.allowFrom(network, now, this.networks, REQUESTS_PER_NETWORK_PER_HOUR)) return 'zu-oft';
    this.setMeta('school', JSON.stringify(school));
    const result = this.mails.request(request, now);
    await this.ctx.storage.setAlarm(Date.now());
    return result;
  }

  async mailSubscription(token: string): Promise<MailSubscription | undefined> {
    return this.mails.view(token);
  }

  async saveMail(token: string, choice: MailChoice, now = Date.now()) {
    return this.mails.save(token, choice, now);
  }

  async stopMail(token: string): Promise<boolean> {
    return this.mails.stop(token);
  }

  /**
   * The cron's look at PocketBase, on the cron's clock (`now`: its scheduled time): notes what went public since the
   * last look, tells parents about what has waited long enough, and starts sending.
   */
  async tick(school: PushSchool, now = Date.now()): Promise<TickReport> {
    this.expire(now);
    this.mails.expire(now);
    this.setMeta('school', JSON.stringify(school));
    const source = pushSource({ pocketbaseUrl: school.pocketbaseUrl, pocketbaseAccess: this.access });
    const subscribers = this.subscribers();
    const cursors = this.meta('baseline') === school.pocketbaseUrl ? this.cursors() : undefined;
    if (!cursors) {
      // What was public before parents were told anything is never announced.
      const { postIds, postCursor, entries, entryCursor } = await source.baseline(new Date(now));
      this.sql.exec('DELETE FROM announced');
      this.sql.exec('DELETE FROM waiting');
      for (const id of postIds) this.announce(`post:${id}`, '', null);
      for (const entry of entries) this.announce(`calendar:${entry.id}`, entrySignature(entry), startOf(entry.from));
      this.setCursors(postCursor, entryCursor);
      this.setMeta('baseline', school.pocketbaseUrl);
      return { subscribers, queued: 0, waiting: 0, baseline: true };
    }
    const [posts, entries] = await Promise.all([
      source.postsSince(cursors.posts, new Date(now)),
      source.entriesSince(cursors.calendar, new Date(now)),
    ]);
    for (const post of posts.posts) {
      const key = `post:${post.id}`;
      if (this.announcedSignature(key) === undefined) this.wait(key, '', now, post.urgent);
    }
    for (const entry of entries.entries) {
      const key = `calendar:${entry.id}`;
      const signature = entrySignature(entry);
      // Dates moved back to what parents were told within the grace period: nothing to tell.
      if (this.announcedSignature(key) === signature) this.sql.exec('DELETE FROM waiting WHERE key = ?', key);
      else this.wait(key, signature, now, false);
    }
    this.setCursors(posts.cursor, entries.cursor);
    const queued = (await this.release(school, source, now)) + (await this.weekly(source, school, now));
    this.sql.exec(
      'DELETE FROM told WHERE key IN (SELECT key FROM announced WHERE starts IS NOT NULL AND starts < ?)',
      now - DAY_MS,
    );
    this.sql.exec('DELETE FROM announced WHERE starts IS NOT NULL AND starts < ?', now - DAY_MS);
    if (queued > 0) await this.deliver(Date.now(), school);
    const waiting = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM waiting').one().n;
    return { subscribers, queued, waiting };
  }

  /** What parents were told about each of these public posts, for the dashboard. */
  async postNotices(postIds: string[]): Promise<Record<string, PostNotice>> {
    const notices: Record<string, PostNotice> = {};
    for (const id of postIds.slice(0, 100)) {
      const key = `post:${id}`;
      const told = this.sql
        .exec<{ at: number; recipients: number }>('SELECT at, recipients FROM told WHERE key = ?', key)
        .toArray()[0];
      const waiting = this.sql.exec<{ release: number }>('SELECT release FROM waiting WHERE key = ?', key).toArray()[0];
      notices[id] = told
        ? { state: 'sent', at: told.at, recipients: told.recipients }
        : waiting
          ? { state: 'waiting', release: waiting.release }
          : this.announcedSignature(key) === undefined
            ? { state: 'unseen' }
            : { state: 'before' };
    }
    return notices;
  }

  /**
   * Notes a post or entry seen public. The grace period counts from its first sighting; seen again (edited while it
   * waits, or marked "Dringend"), it keeps the earlier time and takes the newest dates.
   */
  private wait(key: string, signature: string, now: number, urgent: boolean): void {
    this.sql.exec(
      `INSERT INTO waiting (key, signature, seen, release) VALUES (?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET signature = excluded.signature, release = min(waiting.release, excluded.release)`,
      key,
      signature,
      now,
      releaseAt(now, this.timing, urgent),
    );
  }

  /**
   * Tells parents about what has waited long enough, in the order it went public: as it is now, so what was taken
   * back or deleted meanwhile reaches nobody, and what moved to other classes reaches the new ones.
   */
  private async release(school: PushSchool, source: PushSource, now: number): Promise<number> {
    const due = this.sql
      .exec<{ key: string }>(
        'SELECT key FROM waiting WHERE release <= ? ORDER BY seen, key LIMIT ?',
        now,
        MAX_IDS_PER_READ,
      )
      .toArray()
      .map((row) => row.key);
    if (due.length === 0) return 0;
    const idsOf = (kind: string) =>
      due.filter((key) => key.startsWith(`${kind}:`)).map((key) => key.slice(kind.length + 1));
    const current = await source.current(idsOf('post'), idsOf('calendar'), new Date(now));
    const posts = new Map(current.posts.map((post) => [`post:${post.id}`, post]));
    const entries = new Map(current.entries.map((entry) => [`calendar:${entry.id}`, entry]));
    let queued = 0;
    for (const key of due) {
      this.sql.exec('DELETE FROM waiting WHERE key = ?', key);
      const post = posts.get(key);
      const entry = entries.get(key);
      if (post) queued += this.tellPost(key, post, school, now);
      if (entry) queued += this.tellEntry(key, entry, school, now);
    }
    return queued;
  }

  private tellPost(key: string, post: AnnouncedPost, school: PushSchool, now: number): number {
    this.announce(key, '', null);
    const message = postMessage(post, school.siteUrl, school.shortName);
    const item: MailItem = {
      title: message.title,
      ...(post.excerpt ? { excerpt: post.excerpt } : {}),
      url: message.url,
    };
    const mails = this.mails.queueForClasses(
      { kind: 'post', item, audience: audience(post.classNames) },
      post.classIds,
      Date.now(),
    );
    return this.told(key, this.queue(message, post.classIds) + mails, now);
  }

  private tellEntry(key: string, entry: AnnouncedEntry, school: PushSchool, now: number): number {
    const before = this.announcedSignature(key);
    const signature = entrySignature(entry);
    if (before === signature) return 0;
    this.announce(key, signature, startOf(entry.from));
    if (!startsSoon(entry.from, now)) return 0;
    const message = entryMessage(entry, school.siteUrl, before !== undefined);
    const mails = this.mails.queueForClasses(
      {
        kind: 'entry',
        item: entryItem(entry, message.url),
        audience: audience(entry.classNames),
        moved: before !== undefined,
      },
      entry.classIds,
      Date.now(),
    );
    return this.told(key, this.queue(message, entry.classIds) + mails, now);
  }

  private told(key: string, recipients: number, now: number): number {
    this.sql.exec(
      'INSERT INTO told (key, at, recipients) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET at = excluded.at, recipients = excluded.recipients',
      key,
      now,
      recipients,
    );
    return recipients;
  }

  async alarm(): Promise<void> {
    const school = this.meta('school');
    await this.deliver(Date.now(), school ? (JSON.parse(school) as PushSchool) : undefined);
  }

  /**
   * On Sunday at 18:00 Vienna (the first look after it), the weekly summary for the "wöchentlich" addresses: the
   * posts parents were told about in the week that ended, as they are now, and the public entries of the next 14 days.
   * The first look of a new store only notes the week it is in.
   */
  private async weekly(source: PushSource, school: PushSchool, now: number): Promise<number> {
    const week = lastSummaryTime(now);
    const done = this.meta('weekly');
    if (done !== undefined && Number(done) >= week) return 0;
    this.setMeta('weekly', String(week));
    if (done === undefined) return 0;
    const postIds = this.sql
      .exec<{ key: string }>(
        "SELECT key FROM told WHERE key LIKE 'post:%' AND at > ? AND at <= ? ORDER BY at LIMIT ?",
        week - 7 * DAY_MS,
        week,
        MAX_IDS_PER_READ,
      )
      .toArray()
      .map((row) => row.key.slice('post:'.length));
    const [current, upcoming] = await Promise.all([
      source.current(postIds, [], new Date(now)),
      source.upcoming(new Date(now), CALENDAR_NOTICE_DAYS),
    ]);
    const byId = new Map(current.posts.map((post) => [post.id, post]));
    const posts = postIds.flatMap((id) => {
      const post = byId.get(id);
      if (!post) return [];
      const { title, url } = postMessage(post, school.siteUrl, school.shortName);
      return [{ title, url, classIds: post.classIds, ...(post.excerpt ? { excerpt: post.excerpt } : {}) }];
    });
    const entries = upcoming.map((entry) => ({
      ...entryItem(entry, entryMessage(entry, school.siteUrl, false).url),
      classIds: entry.classIds,
    }));
    return this.mails.queueWeekly(posts, entries, Date.now());
  }

  /**
   * One message for every subscriber whose classes meet `classIds` (all of them, when it names none). The outbox runs
   * on the object's own clock: what is sent when, and how long a push service keeps it.
   */
  private queue(message: PushMessage, classIds: string[]): number {
    const now = Date.now();
    const id = this.sql
      .exec<{ id: number }>(
        'INSERT INTO messages (payload, created) VALUES (?, ?) RETURNING id',
        JSON.stringify(message),
        now,
      )
      .one().id;
    this.sql.exec(
      `INSERT OR IGNORE INTO outbox (endpoint, message, attempts, due)
       SELECT endpoint, ?1, 0, ?2 FROM subscriptions s WHERE ${meetsClasses('s')}`,
      id,
      now,
      JSON.stringify(classIds),
    );
    // rowsWritten counts the index rows too: ask how many messages there are.
    const queued = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM outbox WHERE message = ?', id).one().n;
    if (queued === 0) this.sql.exec('DELETE FROM messages WHERE id = ?', id);
    return queued;
  }

  /** Sends one run of due messages and mails; the next run (or a retry) by alarm. */
  private async deliver(now: number, school: PushSchool | undefined): Promise<void> {
    const [, mailsWaitUntil] = await Promise.all([
      this.deliverPush(now),
      school ? this.deliverMails(now, school) : undefined,
    ]);
    const nextMail = this.mails.tidy();
    const next = [
      this.sql.exec<{ due: number | null }>('SELECT min(due) AS due FROM outbox').one().due,
      nextMail === null ? null : Math.max(nextMail, mailsWaitUntil ?? 0),
    ].filter((due): due is number => due !== null);
    if (next.length) await this.ctx.storage.setAlarm(Math.max(Math.min(...next), Date.now()));
  }

  private async deliverPush(now: number): Promise<void> {
    const vapid = this.vapid;
    if (!vapid) {
      const waiting = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM outbox').one().n;
      if (waiting) {
        writeLog('warn', 'push-not-configured', {
          reason: 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY or VAPID_SUBJECT missing',
        });
      }
      return;
    }
    const due = this.sql
      .exec<DueRow>(
        `SELECT o.endpoint, o.message, o.attempts, s.p256dh, s.auth, m.payload, m.created
         FROM outbox o JOIN subscriptions s ON s.endpoint = o.endpoint JOIN messages m ON m.id = o.message
         WHERE o.due <= ? ORDER BY o.due, o.message LIMIT ?`,
        now,
        this.perRun,
      )
      .toArray();
    const limiter = new Limiter(PARALLEL_SENDS);
    const counts = { sent: 0, gone: 0, retry: 0, dropped: 0 };
    await Promise.all(
      due.map((row) =>
        limiter.run(async () => {
          const { status, retryAfter } = await this.send(row, vapid, now);
          const outcome = pushOutcome(status);
          counts[outcome] += 1;
          // A retry counts from the answer (RFC 8030's Retry-After), not from when the run began: a run that read
          // PocketBase or waited for other sends first would otherwise try again sooner than the push service asked.
          this.recordOutcome(row, outcome, retryAfter, now, Date.now());
        }),
      ),
    );
    this.sql.exec('DELETE FROM messages WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.message = messages.id)');
    if (due.length) writeLog('info', 'push-sent', { ...counts, run: due.length });
  }

  /**
   * One run of mails, each through the school's PocketBase (its SMTP server). A bounce counts against the address
   * (MAX_BOUNCES deletes it); no answer or a failing server is tried again like a push message. At most
   * MAIL_PER_MINUTE mails a minute (the school's server limits what one mailbox sends: Microsoft 365, 30).
   * @returns when the next mail may go, when this minute's are spent
   */
  private async deliverMails(now: number, school: PushSchool): Promise<number | undefined> {
    const key = this.mailKey;
    const budget = mailBudget(this.meta('mail-minute'), Date.now(), this.mailsPerMinute, this.perRun);
    if (budget.room === 0) return budget.nextMinute;
    const due = key ? this.mails.due(now, budget.room) : [];
    if (!key || due.length === 0) return undefined;
    const spent = budget.spend(due.length);
    this.setMeta('mail-minute', spent.record);
    const config = { pocketbaseUrl: school.pocketbaseUrl, pocketbaseAccess: this.access };
    const names = await pushSource(config)
      .classNames(new Date(now))
      .catch(() => new Map<string, string>());
    const limiter = new Limiter(PARALLEL_SENDS);
    const counts = { sent: 0, bounce: 0, retry: 0, refused: 0 };
    await Promise.all(
      due.map((mail) =>
        limiter.run(async () => {
          const { outcome, detail } = await relayMail(config, key, this.addressed(mail, school, names));
          counts[outcome] += 1;
          this.recordMail(mail, outcome, detail);
        }),
      ),
    );
    writeLog('info', 'mail-sent', { ...counts, run: due.length });
    return spent.waitUntil;
  }

  /** A mail for one address: its choice in words, its own page and its one-click address. */
  private addressed(mail: DueMail, school: PushSchool, names: Map<string, string>) {
    const token = encodeURIComponent(mail.token);
    const chosen = mail.classes.map((id) => names.get(id)).filter((name): name is string => Boolean(name));
    const { subject, text, html } = addressedMail(mail.content, {
      schoolName: school.name,
      shortName: school.shortName,
      siteUrl: school.siteUrl,
      pageUrl: `${school.siteUrl}${MAIL_PAGE_PATH}?t=${token}`,
      choice: chosen.length === 0 ? 'die ganze Schule' : chosen.map(getClassLabel).join(', '),
      frequency: mail.frequency,
    });
    return {
      to: mail.address,
      subject,
      text,
      html,
      unsubscribe: `${school.siteUrl}${MAIL_UNSUBSCRIBE_PATH}?t=${token}`,
    };
  }

  private recordMail(mail: DueMail, outcome: 'sent' | 'bounce' | 'retry' | 'refused', detail?: string): void {
    const retryAt = Date.now() + retryDelayMs(mail.attempts + 1, null, Date.now());
    if (outcome === 'sent') return this.mails.sent(mail);
    if (outcome === 'bounce') {
      if (this.mails.bounced(mail)) writeLog('info', 'mail-address-removed', { reason: 'bounced' });
      return;
    }
    if (outcome === 'retry' && mail.attempts + 1 < MAX_ATTEMPTS) {
      writeLog('warn', 'mail-not-delivered', { detail: withoutAddresses(detail) });
      return this.mails.retry(mail, retryAt);
    }
    writeLog('warn', 'mail-given-up', { outcome, attempts: mail.attempts + 1, detail: withoutAddresses(detail) });
    this.mails.drop(mail);
  }

  private async send(
    row: DueRow,
    vapid: PushSettings,
    now: number,
  ): Promise<{ status: number; retryAfter: string | null }> {
    const ttlSeconds = Math.max(60, MESSAGE_TTL_SECONDS - Math.floor((now - row.created) / 1000));
    try {
      const target = { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
      const request = await pushRequest(target, row.payload, vapid, { ttlSeconds, urgency: 'normal' }, now);
      const response = await fetch(request);
      await response.body?.cancel();
      return { status: response.status, retryAfter: response.headers.get('Retry-After') };
    } catch (error) {
      writeLog('warn', 'push-not-delivered', { error: describeError(error) });
      return { status: 0, retryAfter: null };
    }
  }

  private recordOutcome(
    row: DueRow,
    outcome: ReturnType<typeof pushOutcome>,
    retryAfter: string | null,
    now: number,
    answeredAt: number,
  ): void {
    const tooOld = now - row.created > MESSAGE_TTL_SECONDS * 1000;
    if (outcome === 'gone') return this.remove(row.endpoint);
    if (outcome === 'retry' && row.attempts + 1 < MAX_ATTEMPTS && !tooOld) {
      this.sql.exec(
        'UPDATE outbox SET attempts = attempts + 1, due = ? WHERE endpoint = ? AND message = ?',
        answeredAt + retryDelayMs(row.attempts + 1, retryAfter, answeredAt),
        row.endpoint,
        row.message,
      );
      return;
    }
    if (outcome !== 'sent') writeLog('warn', 'push-given-up', { outcome, attempts: row.attempts + 1 });
    this.sql.exec('DELETE FROM outbox WHERE endpoint = ? AND message = ?', row.endpoint, row.message);
  }

  private remove(endpoint: string): void {
    this.sql.exec('DELETE FROM outbox WHERE endpoint = ?', endpoint);
    this.sql.exec('DELETE FROM subscriptions WHERE endpoint = ?', endpoint);
  }

  /** Subscriptions whose choice was not saved again within the retention time go (checked once an hour). */
  private expire(now: number): void {
    if (now - Number(this.meta('expired') ?? 0) < HOUR_MS) return;
    const before = now - PUSH_RETENTION_DAYS * DAY_MS;
    this.sql.exec(
      'DELETE FROM outbox WHERE endpoint IN (SELECT endpoint FROM subscriptions WHERE consented_at < ?)',
      before,
    );
    this.sql.exec('DELETE FROM subscriptions WHERE consented_at < ?', before);
    this.setMeta('expired', String(now));
  }

  private allowFrom(
    address: string,
    now: number,
    memory = this.recent,
    limit = SUBSCRIBES_PER_ADDRESS_PER_HOUR,
  ): boolean {
    const times = (memory.get(address) ?? []).filter((time) => now - time < HOUR_MS);
    if (times.length >= limit) return false;
    memory.set(address, [...times, now]);
    return true;
  }

  private subscribers(): number {
    return (
      this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM subscriptions').one().n + this.mails.count().confirmed
    );
  }

  private announcedSignature(key: string): string | undefined {
    return this.sql.exec<{ signature: string }>('SELECT signature FROM announced WHERE key = ?', key).toArray()[0]
      ?.signature;
  }

  private announce(key: string, signature: string, starts: number | null): void {
    this.sql.exec(
      'INSERT INTO announced (key, signature, starts) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET signature = excluded.signature, starts = excluded.starts',
      key,
      signature,
      starts,
    );
  }

  private cursors(): { posts: PushCursor; calendar: PushCursor } | undefined {
    const cursors = this.meta('cursors');
    return cursors ? (JSON.parse(cursors) as { posts: PushCursor; calendar: PushCursor }) : undefined;
  }

  private setCursors(posts: PushCursor, calendar: PushCursor): void {
    this.setMeta('cursors', JSON.stringify({ posts, calendar }));
  }

  private meta(key: string): string | undefined {
    return this.sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]?.value;
  }

  private setMeta(key: string, value: string): void {
    this.sql.exec(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      key,
      value,
    );
  }
}

/** A calendar entry in a parent's mail: its title, when it starts (Vienna), its month in the calendar. */
function entryItem(entry: AnnouncedEntry, url: string): MailItem {
  const starts = parseServerDate(entry.from);
  return { title: entry.title || 'Termin', ...(starts ? { when: formatDate(starts, 'dateTime') } : {}), url };
}

/** A server's answer for the log, without any e-mail address in it (the log is no list of parents). */
const withoutAddresses = (detail: string | undefined) => detail?.replace(/[^\s<>"]+@[^\s<>"]+/g, '…').slice(0, 200);

import { base64url } from 'jose';
import {
  ASK_AGAIN_MINUTES,
  type Frequency,
  MAX_BOUNCES,
  type MailChoice,
  type MailContent,
  type MailItem,
  type MailRequest,
  UNCONFIRMED_DAYS,
} from './rules/parent-mails';

/**
 * The e-mail half of a school's subscriber store (its tables live in PushStore's SQLite, beside the push
 * subscriptions): who asked for which classes and how often, whether they confirmed, and the mails waiting to go.
 * Pure SQL on the store's storage; PushStore calls it and sends what it hands out.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Addresses one school keeps at most. */
export const MAX_MAIL_ADDRESSES = 50_000;

export const MAIL_SCHEMA = [
  // Only what the contract allows: the address, its link's token, the choice, when it was asked for and confirmed.
  `CREATE TABLE IF NOT EXISTS mail_subscribers (id INTEGER PRIMARY KEY, address TEXT NOT NULL UNIQUE,
     token TEXT NOT NULL UNIQUE, classes TEXT NOT NULL, frequency TEXT NOT NULL, requested INTEGER NOT NULL,
     confirmed INTEGER, asked INTEGER NOT NULL, bounces INTEGER NOT NULL DEFAULT 0)`,
  'CREATE TABLE IF NOT EXISTS mail_messages (id INTEGER PRIMARY KEY, content TEXT NOT NULL, created INTEGER NOT NULL)',
  `CREATE TABLE IF NOT EXISTS mail_outbox (subscriber INTEGER NOT NULL, message INTEGER NOT NULL,
     attempts INTEGER NOT NULL, due INTEGER NOT NULL, PRIMARY KEY (subscriber, message))`,
  'CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (due)',
];

/** Whether the subscriber `alias`'s classes (JSON) meet the classes bound as ?3 (JSON; [] on either side: all). */
export const meetsClasses = (alias: string) =>
  `(?3 = '[]' OR ${alias}.classes = '[]' OR EXISTS (SELECT 1 FROM json_each(${alias}.classes) c JOIN json_each(?3) p ON c.value = p.value))`;

export type MailRequestResult = 'ok' | 'full';
/** An address's own page: what it chose and whether it confirmed. */
export type MailSubscription = MailChoice & { address: string; confirmed: boolean };

type SubscriberRow = {
  id: number;
  address: string;
  token: string;
  classes: string;
  frequency: Frequency;
  confirmed: number | null;
  asked: number;
};
export type DueMail = {
  subscriber: number;
  message: number;
  attempts: number;
  address: string;
  token: string;
  classes: string[];
  frequency: Frequency;
  content: MailContent;
};

const newToken = () => base64url.encode(crypto.getRandomValues(new Uint8Array(24)));

export class MailSubscribers {
  constructor(private readonly sql: SqlStorage) {
    for (const statement of MAIL_SCHEMA) sql.exec(statement);
  }

  private byAddress(address: string): SubscriberRow | undefined {
    return this.sql.exec<SubscriberRow>('SELECT * FROM mail_subscribers WHERE address = ?', address).toArray()[0];
  }

  private byToken(token: string): SubscriberRow | undefined {
    if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return undefined;
    return this.sql.exec<SubscriberRow>('SELECT * FROM mail_subscribers WHERE token = ?', token).toArray()[0];
  }

  /**
   * A request from the form. A new address waits for its confirmation; a waiting one takes the new choice; a
   * confirmed one keeps its choice and is told it is subscribed already. Each gets at most one mail per
   * ASK_AGAIN_MINUTES, whatever the form is sent, and the answer is the same in every case.
   */
  request(request: MailRequest, now: number): MailRequestResult {
    const known = this.byAddress(request.address);
    const mayAsk = !known || now - known.asked >= ASK_AGAIN_MINUTES * MINUTE_MS;
    if (!known) {
      const count = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM mail_subscribers').one().n;
      if (count >= MAX_MAIL_ADDRESSES) return 'full';
      this.sql.exec(
        `INSERT INTO mail_subscribers (address, token, classes, frequency, requested, asked) VALUES (?, ?, ?, ?, ?, ?)`,
        request.address,
        newToken(),
        JSON.stringify(request.classes),
        request.frequency,
        now,
        now,
      );
    } else if (known.confirmed === null) {
      this.sql.exec(
        'UPDATE mail_subscribers SET classes = ?, frequency = ?, requested = ? WHERE id = ?',
        JSON.stringify(request.classes),
        request.frequency,
        now,
        known.id,
      );
    }
    if (!mayAsk) return 'ok';
    const row = this.byAddress(request.address)!;
    this.sql.exec('UPDATE mail_subscribers SET asked = ? WHERE id = ?', now, row.id);
    this.queueTo(row.id, row.confirmed === null ? { kind: 'confirm' } : { kind: 'known' }, now);
    return 'ok';
  }

  view(token: string): MailSubscription | undefined {
    const row = this.byToken(token);
    if (!row) return undefined;
    return {
      address: row.address,
      classes: JSON.parse(row.classes) as string[],
      frequency: row.frequency,
      confirmed: row.confirmed !== null,
    };
  }

  /** Confirms (when it waited) and saves the choice made on the address's own page. */
  save(token: string, choice: MailChoice, now: number): 'bestaetigt' | 'gespeichert' | 'unbekannt' {
    const row = this.byToken(token);
    if (!row) return 'unbekannt';
    this.sql.exec(
      // Confirming starts the count of mails to this address afresh: asking again later gets the "already subscribed" mail.
      `UPDATE mail_subscribers SET classes = ?, frequency = ?, confirmed = coalesce(confirmed, ?),
         asked = CASE WHEN confirmed IS NULL THEN 0 ELSE asked END WHERE id = ?`,
      JSON.stringify(choice.classes),
      choice.frequency,
      now,
      row.id,
    );
    return row.confirmed === null ? 'bestaetigt' : 'gespeichert';
  }

  /** Ends a subscription: the address and everything waiting for it are deleted. */
  stop(token: string): boolean {
    const row = this.byToken(token);
    if (!row) return false;
    this.remove(row.id);
    return true;
  }

  private remove(id: number): void {
    this.sql.exec('DELETE FROM mail_outbox WHERE subscriber = ?', id);
    this.sql.exec('DELETE FROM mail_subscribers WHERE id = ?', id);
  }

  private message(content: MailContent, now: number): number {
    return this.sql
      .exec<{ id: number }>(
        'INSERT INTO mail_messages (content, created) VALUES (?, ?) RETURNING id',
        JSON.stringify(content),
        now,
      )
      .one().id;
  }

  private queueTo(subscriber: number, content: MailContent, now: number): void {
    this.sql.exec(
      'INSERT INTO mail_outbox (subscriber, message, attempts, due) VALUES (?, ?, 0, ?)',
      subscriber,
      this.message(content, now),
      now,
    );
  }

  /** A post or entry for every confirmed "sofort" address whose classes meet `classIds`; how many. */
  queueForClasses(content: MailContent, classIds: string[], now: number): number {
    const id = this.message(content, now);
    this.sql.exec(
      `INSERT OR IGNORE INTO mail_outbox (subscriber, message, attempts, due)
       SELECT s.id, ?1, 0, ?2 FROM mail_subscribers s
       WHERE s.confirmed IS NOT NULL AND s.frequency = 'sofort' AND ${meetsClasses('s')}`,
      id,
      now,
      JSON.stringify(classIds),
    );
    const queued = this.sql.exec<{ n: number }>('SELECT count(*) AS n FROM mail_outbox WHERE message = ?', id).one().n;
    if (queued === 0) this.sql.exec('DELETE FROM mail_messages WHERE id = ?', id);
    return queued;
  }

  /**
   * The weekly summary for every confirmed "wöchentlich" address: the posts and entries that meet its classes, one
   * message per distinct selection; an address with nothing in its week gets no mail. How many mails.
   */
  queueWeekly(
    posts: Array<MailItem & { classIds: string[] }>,
    entries: Array<MailItem & { classIds: string[] }>,
    now: number,
  ): number {
    const meets = (mine: string[], theirs: string[]) =>
      mine.length === 0 || theirs.length === 0 || theirs.some((id) => mine.includes(id));
    const strip = ({ classIds: _, ...item }: MailItem & { classIds: string[] }): MailItem => item;
    const messages = new Map<string, number>();
    let queued = 0;
    const rows = this.sql
      .exec<{ id: number; classes: string }>(
        "SELECT id, classes FROM mail_subscribers WHERE confirmed IS NOT NULL AND frequency = 'woechentlich'",
      )
      .toArray();
    for (const row of rows) {
      const classes = JSON.parse(row.classes) as string[];
      const mine = {
        posts: posts.filter((post) => meets(classes, post.classIds)),
        entries: entries.filter((entry) => meets(classes, entry.classIds)),
      };
      if (mine.posts.length + mine.entries.length === 0) continue;
      const key = JSON.stringify([mine.posts.map((p) => p.url), mine.entries.map((e) => e.url)]);
      let message = messages.get(key);
      if (message === undefined) {
        message = this.message({ kind: 'weekly', posts: mine.posts.map(strip), entries: mine.entries.map(strip) }, now);
        messages.set(key, message);
      }
      this.sql.exec(
        'INSERT OR IGNORE INTO mail_outbox (subscriber, message, attempts, due) VALUES (?, ?, 0, ?)',
        row.id,
        message,
        now,
      );
      queued += 1;
    }
    return queued;
  }

  /** Mails due by `now`, at most `limit`, oldest first. */
  due(now: number, limit: number): DueMail[] {
    return this.sql
      .exec<Omit<DueMail, 'classes' | 'content'> & { classes: string; content: string }>(
        `SELECT o.subscriber, o.message, o.attempts, s.address, s.token, s.classes, s.frequency, m.content
         FROM mail_outbox o JOIN mail_subscribers s ON s.id = o.subscriber JOIN mail_messages m ON m.id = o.message
         WHERE o.due <= ? ORDER BY o.due, o.message LIMIT ?`,
        now,
        limit,
      )
      .toArray()
      .map((row) => ({
        ...row,
        classes: JSON.parse(row.classes) as string[],
        content: JSON.parse(row.content) as MailContent,
      }));
  }

  /** Accepted by the school's server: done, and the address is good again. */
  sent(mail: DueMail): void {
    this.sql.exec('DELETE FROM mail_outbox WHERE subscriber = ? AND message = ?', mail.subscriber, mail.message);
    this.sql.exec('UPDATE mail_subscribers SET bounces = 0 WHERE id = ? AND bounces > 0', mail.subscriber);
  }

  /**
   * The server said the address does not exist: this mail is given up, and after MAX_BOUNCES such answers in a row
   * (three mails, none accepted between them) the address is deleted. @returns whether it was deleted
   */
  bounced(mail: DueMail): boolean {
    this.drop(mail);
    const bounces = this.sql
      .exec<{ bounces: number }>(
        'UPDATE mail_subscribers SET bounces = bounces + 1 WHERE id = ? RETURNING bounces',
        mail.subscriber,
      )
      .one().bounces;
    if (bounces < MAX_BOUNCES) return false;
    this.remove(mail.subscriber);
    return true;
  }

  retry(mail: DueMail, at: number): void {
    this.sql.exec(
      'UPDATE mail_outbox SET attempts = attempts + 1, due = ? WHERE subscriber = ? AND message = ?',
      at,
      mail.subscriber,
      mail.message,
    );
  }

  drop(mail: DueMail): void {
    this.sql.exec('DELETE FROM mail_outbox WHERE subscriber = ? AND message = ?', mail.subscriber, mail.message);
  }

  /** What is left to send, and messages nobody waits for any more. @returns the next due time, if any */
  tidy(): number | null {
    this.sql.exec(
      'DELETE FROM mail_messages WHERE NOT EXISTS (SELECT 1 FROM mail_outbox WHERE mail_outbox.message = mail_messages.id)',
    );
    return this.sql.exec<{ due: number | null }>('SELECT min(due) AS due FROM mail_outbox').one().due;
  }

  /** Addresses not confirmed within UNCONFIRMED_DAYS of their request go, with what waited for them. */
  expire(now: number): void {
    const before = now - UNCONFIRMED_DAYS * DAY_MS;
    this.sql.exec(
      'DELETE FROM mail_outbox WHERE subscriber IN (SELECT id FROM mail_subscribers WHERE confirmed IS NULL AND requested < ?)',
      before,
    );
    this.sql.exec('DELETE FROM mail_subscribers WHERE confirmed IS NULL AND requested < ?', before);
  }

  count(): { confirmed: number; waiting: number } {
    return this.sql
      .exec<{ confirmed: number; waiting: number }>(
        'SELECT count(confirmed) AS confirmed, count(*) - count(confirmed) AS waiting FROM mail_subscribers',
      )
      .one();
  }
}

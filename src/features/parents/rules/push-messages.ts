import { getClassLabel } from '../../../lib/domain/class-name';
import { formatDate, monthKey, parseServerDate } from '../../../lib/domain/dates';
import { detailHref } from '../../../lib/domain/post-areas';
import type { Post } from '../../../lib/domain/types';

/** What the service worker shows: title, text, the address to open, and a tag (a newer message replaces an older). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/** A public post as the sender needs it. */
export type AnnouncedPost = Pick<Post, 'catigory' | 'archiv'> & {
  id: string;
  title: string;
  /** "Dringend": parents are told at once, also in the quiet hours. */
  urgent: boolean;
  /** The start of its text, plain (for parents' mails). */
  excerpt: string;
  classIds: string[];
  classNames: string[];
};
/** A public calendar entry as the sender needs it. */
export type AnnouncedEntry = {
  id: string;
  title: string;
  from: string;
  to: string;
  classIds: string[];
  classNames: string[];
};

/** Calendar entries are announced when they start within this many days (contract.md "Telling parents"). */
export const CALENDAR_NOTICE_DAYS = 14;
/** How long a push service keeps trying to reach a sleeping device before it drops a message. */
export const MESSAGE_TTL_SECONDS = 2 * 24 * 60 * 60;
/** Tries for one message to one subscriber before it is given up (429, 5xx, no answer). */
export const MAX_ATTEMPTS = 8;

const MAX_TITLE = 120;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Whom a post or entry is for, in words: "Für Klasse 2A, Klasse 3B" or "Für die ganze Schule". */
export function audience(classNames: string[]): string {
  return classNames.length ? `Für ${classNames.map(getClassLabel).join(', ')}` : 'Für die ganze Schule';
}

/** The message for a post that went public: its title and page, the classes it is for; no one's name but its own. */
export function postMessage(
  post: Omit<AnnouncedPost, 'urgent' | 'excerpt'>,
  siteUrl: string,
  schoolShortName: string,
): PushMessage {
  return {
    title: clip(post.title || 'Neuer Beitrag', MAX_TITLE),
    body: `${schoolShortName}: ${audience(post.classNames)}`,
    url: `${siteUrl}${detailHref(post)}`,
    tag: `post-${post.id}`,
  };
}

/** What identifies an entry's dates: a change sends one more message. */
export const entrySignature = (entry: Pick<AnnouncedEntry, 'from' | 'to'>): string => `${entry.from}|${entry.to}`;

/** The message for a calendar entry that went public (`moved`: whose dates changed). */
export function entryMessage(entry: AnnouncedEntry, siteUrl: string, moved: boolean): PushMessage {
  const starts = parseServerDate(entry.from);
  const when = starts ? formatDate(starts, 'dateTime') : '';
  return {
    title: clip(`${moved ? 'Termin verschoben' : 'Neuer Termin'}: ${entry.title || 'Termin'}`, MAX_TITLE),
    body: [when, audience(entry.classNames)].filter(Boolean).join(' · '),
    url: `${siteUrl}/kalender${starts ? `?month=${monthKey(starts)}` : ''}`,
    tag: `calendar-${entry.id}`,
  };
}

/** Whether an entry starting at `from` is near enough to tell parents about now. */
export function startsSoon(from: string, now: number): boolean {
  const starts = parseServerDate(from)?.getTime();
  return starts !== undefined && starts >= now && starts <= now + CALENDAR_NOTICE_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * When to try a message again after try number `attempt` failed: the push service's Retry-After when it gives one
 * (at most an hour), else 30 s doubling each time (30 s, 1 min, 2 min … 32 min).
 */
export function retryDelayMs(attempt: number, retryAfter: string | null, now: number): number {
  const seconds = retryAfter && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
  const at = retryAfter && seconds === undefined ? Date.parse(retryAfter) : Number.NaN;
  const asked = seconds !== undefined ? seconds * 1000 : Number.isNaN(at) ? undefined : at - now;
  if (asked !== undefined && asked > 0) return Math.min(asked, 60 * 60 * 1000);
  return 30_000 * 2 ** Math.min(Math.max(attempt - 1, 0), 6);
}

/** What a push service's answer means for the subscription and the message. */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'dropped';

export function pushOutcome(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500 || status === 0) return 'retry';
  return 'dropped';
}

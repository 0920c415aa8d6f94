import { formatViennaStamp, viennaParts, viennaTime } from '../../../lib/domain/dates';
import type { QuietHours } from '../../../lib/domain/quiet-hours';

/** When parents are told (contract.md "Telling parents"): the grace period and the quiet hours, from the settings. */
export type NoticeTiming = { delayMinutes: number; quiet: QuietHours };

const MINUTE_MS = 60_000;

/** Whether `minutes` (of the day) lies in the quiet span, which may run over midnight (20:00–07:00). */
function isQuiet(minutes: number, quiet: NonNullable<QuietHours>): boolean {
  return quiet.start < quiet.end
    ? minutes >= quiet.start && minutes < quiet.end
    : minutes >= quiet.start || minutes < quiet.end;
}

/** `at`, or the end of the quiet hours it falls in (07:00 on Vienna's clock, also on the clock-change days). */
export function afterQuietHours(at: number, quiet: QuietHours): number {
  if (!quiet) return at;
  const clock = viennaParts(new Date(at));
  const minutes = clock.hour * 60 + clock.minute;
  if (!isQuiet(minutes, quiet)) return at;
  // In the evening part of a span over midnight the end is the next day's.
  const nextDay = quiet.start > quiet.end && minutes >= quiet.start ? 1 : 0;
  const end = viennaTime(clock.year, clock.month, clock.day + nextDay, Math.floor(quiet.end / 60), quiet.end % 60);
  return end.getTime();
}

/**
 * When parents are told about something first seen public at `seen`: after the grace period, and not in the quiet
 * hours. "Dringend" skips both: at once.
 */
export function releaseAt(seen: number, timing: NoticeTiming, urgent: boolean): number {
  if (urgent) return seen;
  return afterQuietHours(seen + timing.delayMinutes * MINUTE_MS, timing.quiet);
}

/**
 * What parents were told about a public post (the dashboard shows it): not yet seen by the sender (it looks every
 * minute), waiting until `release` (the grace period, the quiet hours), sent at `at` to `recipients` subscriptions, or
 * `before`: public already when notifications began, or sent before the site counted.
 */
export type PostNotice =
  | { state: 'unseen' }
  | { state: 'waiting'; release: number }
  | { state: 'sent'; at: number; recipients: number }
  | { state: 'before' };

/** The dashboard's line about it, for teachers. */
export function noticeText(notice: PostNotice): string {
  switch (notice.state) {
    case 'unseen':
      return 'Noch nicht: Die Benachrichtigung wird in der nächsten Minute vorbereitet.';
    case 'waiting':
      return `Noch nicht: Eltern werden am ${formatViennaStamp(new Date(notice.release))} benachrichtigt (bis dahin lässt sich der Beitrag noch zurückziehen).`;
    case 'sent':
      return notice.recipients === 0
        ? `Am ${formatViennaStamp(new Date(notice.at))}: Niemand hatte diese Klassen abonniert.`
        : `Ja, am ${formatViennaStamp(new Date(notice.at))} an ${notice.recipients} ${notice.recipients === 1 ? 'Abonnement' : 'Abonnements'}.`;
    case 'before':
      return 'Ohne Zählung: Der Beitrag war schon öffentlich, als die Benachrichtigungen begannen, oder ging vor dieser Anzeige hinaus.';
  }
}

/** The latest Sunday 18:00 on Vienna's clock at or before `now`: when the weekly summary goes out. */
export function lastSummaryTime(now: number): number {
  const clock = viennaParts(new Date(now));
  const weekday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay();
  const sunday = viennaTime(clock.year, clock.month, clock.day - weekday, 18, 0).getTime();
  return sunday <= now ? sunday : viennaTime(clock.year, clock.month, clock.day - weekday - 7, 18, 0).getTime();
}

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** When "sofort" really is, for the page: "nach 10 Minuten Wartezeit; zwischen 20:00 und 07:00 Uhr erst am Morgen". */
export function noticeTimingText({ delayMinutes, quiet }: NoticeTiming): string {
  const wait =
    delayMinutes > 0
      ? `nach ${delayMinutes} Minuten Wartezeit, in der ein Fehler noch zurückgenommen werden kann`
      : 'gleich';
  return quiet
    ? `${wait}; zwischen ${clockText(quiet.start)} und ${clockText(quiet.end)} Uhr wartet sie bis ${clockText(quiet.end)} Uhr`
    : wait;
}

/**
 * How many mails may go now, within `perMinute` a minute (what the school's server lets one mailbox send) and `perRun`
 * an invocation. `record`: the store's note of the current minute and what it sent in it ('minute:count').
 */
export function mailBudget(record: string | undefined, now: number, perMinute: number, perRun: number) {
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const [counted, sent] = (record ?? '0:0').split(':').map(Number);
  const used = counted === minute ? (sent ?? 0) : 0;
  const nextMinute = minute + MINUTE_MS;
  return {
    room: Math.max(0, Math.min(perRun, perMinute - used)),
    nextMinute,
    /** After `count` more mails: the note to keep, and when the next may go if the minute is spent. */
    spend: (count: number) => ({
      record: `${minute}:${used + count}`,
      waitUntil: used + count >= perMinute ? nextMinute : undefined,
    }),
  };
}

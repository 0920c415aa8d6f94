import type PocketBase from 'pocketbase';
import { parseServerDate } from '../domain/dates';
import { PUBLIC_FILTER, SCHEDULE_COLLECTION } from '../domain/publishing';
import { noteReadExpiry } from '../platform/request-context';
import { noteScheduleChange } from './cached-fetch';
import { read } from './client';

/** PocketBase's clock and ours may differ a little: copies this close to a publication count as from before. */
const CLOCK_MARGIN_MS = 1000;

type ScheduleRecord = { next_due?: string | null; last_due?: string | null };

/**
 * Reads when scheduled posts and entries go public (the schedule view: times only): the page is kept no longer than
 * the next one, and copies from before the last one are outdated. The site works without the view (a PocketBase whose
 * schema is older): then a scheduled post appears within the TTL like any change. Never throws.
 */
async function noteSchedule(): Promise<void> {
  let record: ScheduleRecord;
  try {
    record = await read((pb) => pb.collection(SCHEDULE_COLLECTION).getOne<ScheduleRecord>('schedule'), {
      optional: true,
    });
  } catch {
    return;
  }
  const now = Date.now();
  const times = [record.next_due, record.last_due]
    .map((value) => parseServerDate(value ?? undefined)?.getTime())
    .filter((time): time is number => time !== undefined);
  // A copy of the schedule may be older than its own next_due: then that one has gone public too.
  const passed = times.filter((time) => time <= now);
  if (passed.length) noteScheduleChange(Math.max(...passed) + CLOCK_MARGIN_MS);
  const upcoming = times.filter((time) => time > now);
  if (upcoming.length) noteReadExpiry(Math.min(...upcoming));
}

/**
 * A public read of posts or calendar entries, with the schedule read beside it (both start at once).
 * @throws BackendUnavailableError, SetupIncompleteError as read() does
 */
export async function readPublic<T>(run: (pb: PocketBase) => Promise<T>): Promise<T> {
  const [value] = await Promise.all([read(run), noteSchedule()]);
  return value;
}

/** The filter of a public read of posts or calendar entries: the given clauses and the publishing rule. */
export function publicOnly(...clauses: string[]): string {
  return [...clauses.filter(Boolean), PUBLIC_FILTER].map((clause) => `(${clause})`).join(' && ');
}

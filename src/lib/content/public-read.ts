import type PocketBase from 'pocketbase';
import { parseServerDate } from '../domain/dates';
import { PUBLIC_FILTER, SCHEDULE_COLLECTION } from '../domain/publishing';
import { noteScheduleChange } from './read-copies';
import { read } from './client';
import { now } from '../platform/request-context';
import { Read } from './read-result';

/** PocketBase's clock and ours may differ a little: copies this close to a publication count as from before. */
const CLOCK_MARGIN_MS = 1000;

type ScheduleRecord = { next_due?: string | null; last_due?: string | null };

/** When scheduled posts and entries last went public and next go public, as the schedule read says. */
type Schedule = { changedAt?: number; nextDue?: number };

/**
 * Reads when scheduled posts and entries go public (the schedule view: times only). The site works without the view
 * (a PocketBase whose schema is older): then a scheduled post appears within the TTL like any change. Never throws.
 */
async function readSchedule(): Promise<Read<Schedule> | undefined> {
  let record: Read<ScheduleRecord>;
  try {
    record = await read((pb) => pb.collection(SCHEDULE_COLLECTION).getOne<ScheduleRecord>('schedule'), {
      optional: true,
    });
  } catch {
    return undefined;
  }
  const at = now();
  return record.map(({ next_due, last_due }) => {
    const times = [next_due, last_due]
      .map((value) => parseServerDate(value ?? undefined)?.getTime())
      .filter((time): time is number => time !== undefined);
    // A copy of the schedule may be older than its own next_due: then that one has gone public too.
    const passed = times.filter((time) => time <= at);
    const upcoming = times.filter((time) => time > at);
    return {
      changedAt: passed.length ? Math.max(...passed) + CLOCK_MARGIN_MS : undefined,
      nextDue: upcoming.length ? Math.min(...upcoming) : undefined,
    };
  });
}

/**
 * A public read of posts or calendar entries, with the schedule read beside it (both start at once): it is fresh no
 * longer than the next scheduled publication, nor than the last one when its copy is from before it.
 * @throws BackendUnavailableError, SetupIncompleteError as read() does
 */
export async function readPublic<T>(
  run: (pb: PocketBase) => Promise<T>,
  options: { missing?: () => T } = {},
): Promise<Read<T>> {
  const [result, schedule] = await Promise.all([read(run, options), readSchedule()]);
  if (!schedule) return result;
  const { changedAt, nextDue } = schedule.value;
  if (changedAt !== undefined) noteScheduleChange(changedAt);
  const both = Read.all([result, schedule]);
  // The schedule's own copy counts too: from before the last publication, it may not know the next one.
  const outdated = changedAt !== undefined && both.copiedAt !== undefined && both.copiedAt < changedAt;
  return both
    .map(() => result.value)
    .until(nextDue)
    .until(outdated ? changedAt : undefined);
}

/** The filter of a public read of posts or calendar entries: the given clauses and the publishing rule. */
export function publicOnly(...clauses: string[]): string {
  return [...clauses.filter(Boolean), PUBLIC_FILTER].map((clause) => `(${clause})`).join(' && ');
}

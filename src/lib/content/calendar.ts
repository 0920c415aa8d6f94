import { monthRange, parseServerDate, toServerDate } from '../domain/dates';
import { bindFilter, expectItems, FULL_LIST_BATCH } from './client';
import type { Read } from './read-result';
import { publicOnly, readPublic } from './public-read';
import { toCalendarEntry } from './mappers';
import type { CalendarEntry } from '../domain/types';
import type { CalendarRecord } from './records';
import { log } from '../platform/request-context';

/** Rounded down to the minute so the countdown read shares one cache entry per minute. */
function currentMinute(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/**
 * The next event with a countdown that has not started yet, or undefined (a missing one is only logged).
 * @throws BackendUnavailableError
 */
export async function getCountdown(now: Date = new Date()): Promise<Read<CalendarEntry | undefined>> {
  const record = await readPublic<CalendarRecord | undefined>(
    (pb) =>
      pb
        .collection('calendar')
        .getFirstListItem<CalendarRecord>(
          publicOnly(bindFilter('countdown = true && from_date > {:now}', { now: toServerDate(currentMinute(now)) })),
          { sort: 'from_date' },
        ),
    {
      missing: () => {
        log('info', 'no-upcoming-countdown');
        return undefined;
      },
    },
  );
  return record.map((found) => {
    const entry = found && toCalendarEntry(found);
    const starts = parseServerDate(entry?.from);
    return starts && starts > now ? entry : undefined;
  });
}

/** Every public entry the filter matches, earliest first, with its classes. */
async function listEntries(filter: string): Promise<Read<CalendarEntry[]>> {
  const records = await readPublic((pb) =>
    pb.collection('calendar').getFullList<CalendarRecord>({
      batch: FULL_LIST_BATCH,
      filter: publicOnly(filter),
      sort: 'from_date',
      expand: 'relevant_classes',
    }),
  );
  return records.map((list) => expectItems<CalendarRecord>(list).map(toCalendarEntry));
}

/** Entries overlapping a Vienna month, earliest first, with their classes. @throws BackendUnavailableError */
export async function getCalendarMonth(year: number, month: number): Promise<Read<CalendarEntry[]>> {
  const { start, end } = monthRange(year, month);
  const filter = bindFilter("from_date < {:end} && (to_date >= {:start} || (to_date = '' && from_date >= {:start}))", {
    start: toServerDate(start),
    end: toServerDate(end),
  });
  return listEntries(filter);
}

/** Entries that have not ended by `now` (see getUpcomingEvents), parameters bound. */
export function upcomingClause(now: Date): string {
  return bindFilter('to_date >= {:now} || from_date >= {:now}', { now: toServerDate(currentMinute(now)) });
}

/**
 * The next `limit` entries that have not ended by `now`, earliest start first, with their classes: an entry
 * already running counts (as a parent would expect), one without an end counts until it starts.
 * @throws BackendUnavailableError
 */
export async function getUpcomingEvents(limit = 5, now: Date = new Date()): Promise<Read<CalendarEntry[]>> {
  const result = await readPublic((pb) =>
    pb.collection('calendar').getList<CalendarRecord>(1, limit, {
      filter: publicOnly(upcomingClause(now)),
      sort: 'from_date',
      expand: 'relevant_classes',
    }),
  );
  return result.map(({ items }) => expectItems<CalendarRecord>(items).map(toCalendarEntry));
}

/**
 * Every entry, earliest first, with its classes; with `classId`, only that class's entries and those for the
 * whole school (no classes). The id is bound, so a forged one can only narrow the list.
 * @throws BackendUnavailableError
 */
export async function getCalendarEntries(classId?: string): Promise<Read<CalendarEntry[]>> {
  const filter = classId
    ? bindFilter('relevant_classes.id ?= {:classId} || relevant_classes:length = 0', { classId })
    : '';
  return listEntries(filter);
}

import ical, { ICalCalendarMethod } from 'ical-generator';
import { getClassLabel } from './class-name';
import { parseServerDate, viennaParts } from './dates';
import { schoolAddress, type SchoolIdentity } from './school';
import type { CalendarEntry } from './types';

export const CALENDAR_FEED_PATH = '/kalender.ics';

/** How often calendar apps are asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_SECONDS = 6 * 60 * 60;

type FeedOptions = { school: SchoolIdentity; siteUrl: string; className?: string };

type Span = { start: Date; end: Date; allDay: boolean };

function isViennaMidnight(date: Date): boolean {
  const { hour, minute } = viennaParts(date);
  return hour === 0 && minute === 0;
}

function isViennaDayEnd(date: Date): boolean {
  const { hour, minute } = viennaParts(date);
  return hour === 23 && minute === 59;
}

/** A Vienna calendar day as the UTC midnight ical-generator writes as that DATE. */
function dateOnly(date: Date, addDays = 0): Date {
  const { year, month, day } = viennaParts(date);
  return new Date(Date.UTC(year, month - 1, day + addDays));
}

/**
 * An entry's time span as a calendar app should show it. Like the public calendar, an entry that starts at
 * 00:00 Vienna and ends at 00:00 or 23:59 (or has no end) is all-day, and its last day counts: 1.–3. März
 * becomes DTSTART 1 March, DTEND 4 March (iCalendar's end date is exclusive). Everything else keeps its exact
 * instants.
 */
export function entrySpan(entry: Pick<CalendarEntry, 'from' | 'to'>): Span | undefined {
  const start = parseServerDate(entry.from);
  if (!start) return undefined;
  const to = parseServerDate(entry.to);
  const end = to && to >= start ? to : start;
  const allDay = isViennaMidnight(start) && (isViennaMidnight(end) || isViennaDayEnd(end));
  if (allDay) return { start: dateOnly(start), end: dateOnly(end, 1), allDay };
  return { start, end, allDay };
}

/** What the feed shows of an entry, and all it reads of one: equal sources (calendarFeedSource) write equal feeds. */
type FeedEntry = Pick<CalendarEntry, 'id' | 'title' | 'description' | 'from' | 'to' | 'updated'> & {
  classNames: string[];
};

function feedEntry({ id, title, description, from, to, updated, classes }: CalendarEntry): FeedEntry {
  return {
    id,
    title,
    description,
    from,
    to,
    updated,
    classNames: classes.map((schoolClass) => schoolClass.displayName),
  };
}

function descriptionOf({ description, classNames }: FeedEntry): string {
  const audience = classNames.length > 0 ? `Klassen: ${classNames.join(', ')}` : 'Für die ganze Schule';
  return description ? `${description}\n\n${audience}` : audience;
}

/**
 * Everything calendarFeed writes a feed from, as one text: a feed need not be written again while this stays the same
 * (an entry's class records carry photos and teachers the feed never shows).
 */
export function calendarFeedSource(entries: CalendarEntry[], options: FeedOptions): string {
  return JSON.stringify([options.siteUrl, options.className ?? null, options.school, entries.map(feedEntry)]);
}

/** The feed's title in calendar apps: the school, and the class when the feed is one class's. */
export function calendarName(school: SchoolIdentity, className?: string): string {
  return className ? `${school.name} – ${getClassLabel(className)}` : school.name;
}

/**
 * The calendar as iCalendar text. Each entry's UID is its record id at the site's host, so an app that
 * subscribed updates an entry in place when it is edited instead of adding a second one.
 */
export function calendarFeed(entries: CalendarEntry[], { school, siteUrl, className }: FeedOptions): string {
  const host = new URL(siteUrl).host;
  const location = schoolAddress(school);
  const calendar = ical({
    name: calendarName(school, className),
    description: `Termine von ${school.name}`,
    prodId: { company: school.shortName, product: 'Schulkalender', language: 'DE' },
    method: ICalCalendarMethod.PUBLISH,
    url: `${siteUrl}/kalender`,
    ttl: CALENDAR_REFRESH_SECONDS,
  });
  for (const entry of entries.map(feedEntry)) {
    const span = entrySpan(entry);
    if (!span) continue;
    const updated = parseServerDate(entry.updated);
    calendar.createEvent({
      id: `${entry.id}@${host}`,
      start: span.start,
      end: span.end,
      allDay: span.allDay,
      summary: entry.title,
      description: descriptionOf(entry),
      categories: entry.classNames.map((name) => ({ name: getClassLabel(name) })),
      location: location || null,
      url: `${siteUrl}/kalender?month=${monthOf(span.start, span.allDay)}`,
      stamp: updated ?? span.start,
      lastModified: updated ?? null,
    });
  }
  return calendar.toString();
}

function monthOf(date: Date, allDay: boolean): string {
  const { year, month } = allDay ? { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 } : viennaParts(date);
  return `${year}-${String(month).padStart(2, '0')}`;
}

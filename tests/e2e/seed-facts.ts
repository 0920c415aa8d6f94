// What the browser tests expect, read from the seed itself so the two cannot drift apart.
// The content modules are plain .mjs (typed from their code); the shapes below are what the tests rely on.
import { bikelineBests } from '../../pocketbase/seed/content/bikeline.mjs';
import { calendar } from '../../pocketbase/seed/content/calendar.mjs';
import { classes } from '../../pocketbase/seed/content/classes.mjs';
import { generalMedia } from '../../pocketbase/seed/content/general-media.mjs';
import { carousel, facts, sayings } from '../../pocketbase/seed/content/home.mjs';
import { posts } from '../../pocketbase/seed/content/posts.mjs';
import { teachers } from '../../pocketbase/seed/content/teachers.mjs';
import { inject } from 'vitest';
import { isPublic, toPublishing } from '../../src/lib/domain/publishing';

type Files = Record<string, Array<{ name: string; type: string }>>;
type SeedRecord<T> = { id: string; data: T; files: Files };

export type SeedPost = SeedRecord<{
  title: string;
  description: string;
  date: string;
  catigory: string;
  pin: boolean;
  archiv: boolean;
  class: string[];
  teacher: string[];
  status: string;
  publish_at: string;
}>;
type SeedClass = SeedRecord<{ name: string; since: string; teacher?: string }>;
type SeedTeacher = SeedRecord<{ name: string; subject: string; email?: string }>;
type SeedEvent = SeedRecord<{
  title: string;
  from_date: string;
  to_date: string;
  countdown: boolean;
  relevant_classes: string[];
  status: string;
}>;

// Relative content (classes, calendar) is computed from the global setup's seed date, not from this file's clock:
// a run that starts before midnight UTC and reaches this file after it must expect the same dates.
const seededAt = new Date(inject('seededAt'));

const shown = (record: { data: { status: string; publish_at?: string } }) =>
  isPublic(toPublishing(record.data.status, record.data.publish_at), new Date());
/** What visitors see: the seed's drafts, posts in review and scheduled ones are left out (contract, "Publishing"). */
export const seedPosts = (posts(seededAt) as SeedPost[]).filter(shown);
/** The seed's posts that are not public, for the dashboard's lists and previews. */
export const unpublishedSeedPosts = (posts(seededAt) as SeedPost[]).filter((post) => !shown(post));
export const seedClasses = classes(seededAt) as unknown as SeedClass[];
export const seedTeachers = teachers() as SeedTeacher[];
export const seedEvents = (calendar(seededAt) as SeedEvent[]).filter(shown);
export const seedCarousel = carousel() as SeedRecord<{ description: string; author: string; idx: number }>[];
export const seedBikeline = bikelineBests() as SeedRecord<{ ranking: number; name: string }>[];
export const seedMedia = generalMedia() as SeedRecord<{ filename: string; description: string }>[];
/** Created in order, listed newest first: the last one is current. */
export const currentSaying = (sayings() as SeedRecord<{ text: string; author: string }>[]).at(-1)!.data;
export const currentFact = (facts() as SeedRecord<{ text: string }>[]).at(-1)!.data;

const newestFirst = (a: SeedPost, b: SeedPost) => b.data.date.localeCompare(a.data.date);

/** The posts of one list, newest first (the site's default order). */
export function postsWhere(match: (post: SeedPost['data']) => boolean): SeedPost[] {
  return seedPosts.filter((post) => match(post.data)).sort(newestFirst);
}

export const isImage = (file: { type: string }) => file.type.startsWith('image/');

/**
 * seed-spec section 5: year difference + 1, + 1 from July, − 1 for a start after June; above 4 'Abschlussklasse'.
 * Years and months on the Vienna clock, as the site counts them.
 */
export function classDisplayName(cls: SeedClass, today = new Date()): string {
  const viennaYearMonth = (date: Date) => viennaDay.format(date).split('-').map(Number) as [number, number];
  const [sinceYear, sinceMonth] = viennaYearMonth(new Date(`${cls.data.since.replace(' ', 'T')}`));
  const [year, month] = viennaYearMonth(today);
  let grade = year - sinceYear + 1;
  if (month >= 7) grade += 1;
  if (sinceMonth > 6) grade -= 1;
  return grade > 4 ? 'Abschlussklasse' : `${Math.max(grade, 1)}${cls.data.name}`;
}

/** Aktuelles (/posts and the home page's latest posts): catigory post, event and all, not archived (contract). */
export const isAktuelles = (post: SeedPost['data']) => ['post', 'event', 'all'].includes(post.catigory) && !post.archiv;

export const classById = (id: string) => seedClasses.find((cls) => cls.id === id)!;

const viennaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** A month as the calendar's heading names it: "Dezember 2026". */
export const viennaMonth = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  month: 'long',
  year: 'numeric',
});

/** 'November 2026' for the month `offset` months from now, as the calendar heading shows it. */
export function monthLabel(offset = 0): string {
  const [year, month] = viennaDay.format(new Date()).split('-').map(Number) as [number, number];
  return viennaMonth.format(new Date(Date.UTC(year, month - 1 + offset, 15, 12)));
}

/** Every Vienna calendar day (YYYY-MM-DD) an event touches. */
export function eventDays(event: SeedEvent): string[] {
  const from = new Date(event.data.from_date.replace(' ', 'T'));
  const to = new Date(event.data.to_date.replace(' ', 'T'));
  const days = new Set<string>();
  for (let t = from.getTime(); t <= to.getTime(); t += 3_600_000) days.add(viennaDay.format(new Date(t)));
  days.add(viennaDay.format(to));
  return [...days];
}

export const currentMonthKey = () => viennaDay.format(new Date()).slice(0, 7);

export const teacherById = (id: string) => seedTeachers.find((teacher) => teacher.id === id)!;

/** When an event ends: its to_date, or its start when it has none (as the site reads it). */
const eventEnd = (event: SeedEvent) => new Date((event.data.to_date || event.data.from_date).replace(' ', 'T'));
export const eventStart = (event: SeedEvent) => new Date(event.data.from_date.replace(' ', 'T'));

/** The next `limit` entries at `at`: those not ended yet (running ones included), earliest start first. */
export function upcomingEvents(at: Date, limit = 5): SeedEvent[] {
  return seedEvents
    .filter((event) => eventEnd(event) >= at)
    .sort((a, b) => a.data.from_date.localeCompare(b.data.from_date))
    .slice(0, limit);
}

/** 'YYYY-MM' of the Vienna month an instant falls in. */
export const viennaMonthKey = (date: Date) => viennaDay.format(date).slice(0, 7);

/**
 * The name PocketBase 0.22 gives an upload, without its random suffix: the base name snake-cased
 * (non-word characters become '_'), the extension kept. 'stundenplan-1a.pdf' → 'stundenplan_1a.pdf'.
 */
export function uploadedName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${name
    .slice(0, dot)
    .toLowerCase()
    .replace(/[\W_]+/g, '_')}${name.slice(dot)}`;
}

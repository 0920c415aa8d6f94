import type PocketBase from 'pocketbase';
import { getSiteConfig } from '../platform/request-context';
import { requireStaffSession } from '../platform/request-context';
import { byCarouselOrder } from '../domain/carousel-slides';
import type { Page } from '../domain/types';
import type { PostArea } from '../domain/post-areas';
import { UNPUBLISHED_FILTER } from '../domain/publishing';
import { isRecordId } from '../domain/record-id';
import { auditHtml, type HtmlAudit } from '../domain/sanitize-html';
import { bindFilter, expectItems, FULL_LIST_BATCH, isNotFound, read, toPage } from './client';
import {
  toBikelineBest,
  toCalendarEntry,
  toCarouselEntry,
  toClass,
  toFact,
  toMedia,
  toPost,
  toSaying,
  toTeacher,
} from './mappers';
import { getFileToken } from './auth';
import type { PostListFilter } from '../domain/post-list-filter';
import { STATE_FILTERS } from '../domain/publishing';
import { SAYING_ORDER, TEACHER_ORDER } from '../domain/content-order';
import { getStaffNames } from './review';
import { areaClause, POST_EXPAND } from './posts';
import { upcomingClause } from './calendar';
import type {
  BikelineBest,
  CalendarEntry,
  CarouselEntry,
  Fact,
  Media,
  Post,
  Saying,
  SchoolClass,
  Teacher,
} from '../domain/types';
import type {
  BikelineRecord,
  CalendarRecord,
  CarouselRecord,
  ClassRecord,
  FactRecord,
  MediaRecord,
  PostRecord,
  SayingRecord,
  TeacherRecord,
} from './records';

/** What the dashboard needs beyond the site's view of a record: the admin-UI link and change dates. */
export type RecordMeta = { collectionId: string; collectionName?: string; created: string; updated: string };
export type DashRecord<T> = T & RecordMeta;

/** A post with what the sanitiser removed from its text, for the content checks. */
/** `urgent`: "Dringend", parents told at once (the dashboard shows it; visitors never see it). */
export type DashPost = Post & { descriptionAudit: HtmlAudit; ownerId: string; urgent: boolean };
export type DashTeacher = DashRecord<Teacher>;
export type DashClass = DashRecord<SchoolClass>;
/** Unlike the site's entry, it keeps the raw relation ids, so ids without a class stay visible. */
export type DashCalendarEntry = DashRecord<CalendarEntry & { classIds: string[] }>;
/** Entries without an image are kept here: the dashboard flags them instead of hiding them. */
export type DashCarouselEntry = DashRecord<CarouselEntry>;
export type DashBikelineBest = DashRecord<BikelineBest>;
export type DashSaying = DashRecord<Saying>;
export type DashFact = DashRecord<Fact>;
export type DashMedia = DashRecord<Media>;
/** An old address and the page of this site it leads to (`redirects`). */
export type DashRedirect = DashRecord<{ id: string; from: string; to: string }>;

export const COUNTED_COLLECTIONS = [
  'posts',
  'classes',
  'teachers',
  'calendar',
  'carousel',
  'bikeline_bests',
  'general_media',
  'saying_of_the_week',
  'do_you_know',
] as const;
export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number];

/** Lists of the dashboard that cut across the post areas. */
export type DashPostSelection = 'all' | 'pinned' | 'theater' | 'parents';

/**
 * Every dashboard read: fresh from PocketBase, and only for a request whose staff session the guard
 * verified, so a path the guard misjudged still gets no dashboard data.
 * @throws NotSignedInError, BackendUnavailableError
 */
async function staffRead<T>(run: (pb: PocketBase) => Promise<T>): Promise<T> {
  const { token } = requireStaffSession();
  // Editors check here what they just saved, drafts included: never a stored copy.
  return (await read(run, { token })).value;
}

function meta(record: RecordMeta): RecordMeta {
  const { collectionId, collectionName, created, updated } = record;
  return { collectionId, ...(collectionName ? { collectionName } : {}), created, updated };
}

function selectionFilter(selection: DashPostSelection): string {
  switch (selection) {
    case 'all':
      return '';
    case 'pinned':
      return 'pin = true';
    case 'theater':
      return bindFilter('title ~ {:term} || description ~ {:term}', { term: 'Theater' });
    case 'parents':
      return 'catigory = "event" || catigory = "all"';
  }
}

/**
 * Entries per collection, all counted at once (one small page each, only totalItems is used).
 * @throws BackendUnavailableError
 */
export async function getCollectionCounts(): Promise<Record<CountedCollection, number>> {
  const totals = await Promise.all(
    COUNTED_COLLECTIONS.map((name) =>
      staffRead((pb) => pb.collection(name).getList(1, 1, { fields: 'id' })).then(
        (result) => Number(result.totalItems) || 0,
      ),
    ),
  );
  return Object.fromEntries(COUNTED_COLLECTIONS.map((name, i) => [name, totals[i] ?? 0])) as Record<
    CountedCollection,
    number
  >;
}

/** Posts of every kind, last changed first. @throws BackendUnavailableError */
export async function getRecentlyChangedPosts(limit = 5): Promise<Post[]> {
  const result = await staffRead((pb) =>
    pb.collection('posts').getList<PostRecord>(1, limit, { sort: '-updated', expand: POST_EXPAND }),
  );
  return expectItems<PostRecord>(result.items).map(toPost);
}

function toDashPost(record: PostRecord): DashPost {
  return {
    ...toPost(record),
    descriptionAudit: auditHtml(record.description, getSiteConfig().siteUrl),
    ownerId: record.owner ?? '',
    urgent: record.urgent === true,
  };
}

async function listDashPosts(filter: string, sort = '-date,-created'): Promise<DashPost[]> {
  const records = await staffRead((pb) =>
    pb.collection('posts').getFullList<PostRecord>({
      batch: FULL_LIST_BATCH,
      filter,
      sort,
      expand: POST_EXPAND,
    }),
  );
  return expectItems<PostRecord>(records).map(toDashPost);
}

/** Rows a dashboard list shows at once: ten years of a school's news would be thousands of rows, each checked. */
export const DASH_ROWS_PER_PAGE = 50;
/**
 * The overview checks the most recently changed posts and the latest calendar entries, this many of each, so it
 * costs the same at ten years as at one; every list checks its own rows, a page at a time.
 */
export const OVERVIEW_CHECKS_NEWEST = 200;

async function dashPostPage(
  filter: string,
  page: number,
  { perPage = DASH_ROWS_PER_PAGE, sort = '-date,-created,-id' } = {},
): Promise<Page<DashPost>> {
  const result = await staffRead((pb) =>
    pb.collection('posts').getList<PostRecord>(page, perPage, { filter, sort, expand: POST_EXPAND }),
  );
  return toPage(result, page, perPage, toDashPost);
}

/** The PocketBase filter of a list's narrowing (PostListFilter), every value bound; undefined when it narrows nothing. */
function narrowing(filter: PostListFilter | undefined): string | undefined {
  if (!filter) return undefined;
  const clauses = [
    filter.state ? `(${STATE_FILTERS[filter.state]})` : '',
    filter.classId ? bindFilter('class ~ {:classId}', { classId: filter.classId }) : '',
    filter.q ? bindFilter('(title ~ {:q} || description ~ {:q})', { q: filter.q }) : '',
  ].filter(Boolean);
  return clauses.length ? clauses.join(' && ') : undefined;
}

/**
 * One page of an area's posts, newest first, archived ones included; narrowed by `filter` (its `everywhere`: every
 * area's posts). @throws BackendUnavailableError
 */
export function getDashAreaPosts(area: PostArea, page = 1, filter?: PostListFilter): Promise<Page<DashPost>> {
  const clauses = [filter?.everywhere ? '' : areaClause(area, 'dashboard'), narrowing(filter) ?? ''].filter(Boolean);
  return dashPostPage(clauses.map((clause) => `(${clause})`).join(' && '), page);
}

/** One page of a list that cuts across areas, newest first. @throws BackendUnavailableError */
export function getDashPosts(selection: DashPostSelection, page = 1): Promise<Page<DashPost>> {
  return dashPostPage(selectionFilter(selection), page);
}

/** One post of any catigory, or undefined when the id is malformed or unknown. @throws BackendUnavailableError */
export async function getDashPost(id: string): Promise<DashPost | undefined> {
  if (!isRecordId(id)) return undefined;
  try {
    return toDashPost(await staffRead((pb) => pb.collection('posts').getOne<PostRecord>(id, { expand: POST_EXPAND })));
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** What the public does not see yet: drafts, entries in review and scheduled ones. */
/** `names`: who wrote them, by account id (empty when PocketBase cannot say). */
export type Unpublished = { posts: DashPost[]; calendar: DashCalendarEntry[]; names: Map<string, string> };

/** Posts and calendar entries that are not public, and their authors' names, read together. @throws BackendUnavailableError */
export async function getUnpublished(): Promise<Unpublished> {
  const [posts, calendar, names] = await Promise.all([
    listDashPosts(UNPUBLISHED_FILTER, '-updated'),
    listDashCalendar(UNPUBLISHED_FILTER, 'from_date'),
    getStaffNames(requireStaffSession().token).catch(() => new Map<string, string>()),
  ]);
  return { posts, calendar, names };
}

/**
 * A post as its preview shows it: its files carry a short-lived file token, since PocketBase serves a draft's files
 * only to staff. Undefined when the id is malformed or unknown.
 * @throws BackendUnavailableError
 */
export async function getPreviewPost(id: string): Promise<DashPost | undefined> {
  const [post, fileToken] = await Promise.all([getDashPost(id), getFileToken(requireStaffSession().token)]);
  if (!post || !fileToken) return post;
  const files = post.files.map((file) => ({
    ...file,
    url: `${file.url}?${new URLSearchParams({ token: fileToken })}`,
  }));
  return { ...post, files };
}

/** Ids of every class and teacher, to tell broken relations apart. @throws BackendUnavailableError */
export async function getKnownIds(): Promise<{ classIds: Set<string>; teacherIds: Set<string> }> {
  const [classes, teachers] = await Promise.all(
    ['classes', 'teachers'].map((name) =>
      staffRead((pb) => pb.collection(name).getFullList<{ id: string }>({ batch: FULL_LIST_BATCH, fields: 'id' })),
    ),
  );
  const ids = (records: unknown) => new Set(expectItems<{ id: string }>(records).map((record) => record.id));
  return { classIds: ids(classes), teacherIds: ids(teachers) };
}

/** By name (for choosing them), or in the teachers' page's order (TEACHER_ORDER). @throws BackendUnavailableError */
export async function getDashTeachers(order: 'name' | typeof TEACHER_ORDER = 'name'): Promise<DashTeacher[]> {
  const records = await staffRead((pb) =>
    pb.collection('teachers').getFullList<TeacherRecord>({ batch: FULL_LIST_BATCH, sort: order }),
  );
  return expectItems<TeacherRecord>(records).map((record) => ({ ...toTeacher(record), ...meta(record) }));
}

/** @throws BackendUnavailableError */
export async function getDashClasses(now: Date = new Date()): Promise<DashClass[]> {
  const records = await staffRead((pb) =>
    pb
      .collection('classes')
      .getFullList<ClassRecord>({ batch: FULL_LIST_BATCH, sort: '-since,name', expand: 'teacher' }),
  );
  return expectItems<ClassRecord>(records).map((record) => ({ ...toClass(record, now), ...meta(record) }));
}

const toDashCalendarEntry = (record: CalendarRecord): DashCalendarEntry => ({
  ...toCalendarEntry(record),
  classIds: record.relevant_classes ?? [],
  ...meta(record),
});

/** One calendar entry as staff see it (its review page), or undefined. @throws BackendUnavailableError */
export async function getDashCalendarEntry(id: string): Promise<DashCalendarEntry | undefined> {
  if (!isRecordId(id)) return undefined;
  try {
    return toDashCalendarEntry(
      await staffRead((pb) => pb.collection('calendar').getOne<CalendarRecord>(id, { expand: 'relevant_classes' })),
    );
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** One page of the calendar entries, latest start first. @throws BackendUnavailableError */
export async function getDashCalendar(page = 1, perPage = DASH_ROWS_PER_PAGE): Promise<Page<DashCalendarEntry>> {
  const result = await staffRead((pb) =>
    pb
      .collection('calendar')
      .getList<CalendarRecord>(page, perPage, { sort: '-from_date,-id', expand: 'relevant_classes' }),
  );
  return toPage(result, page, perPage, toDashCalendarEntry);
}

/**
 * The next `limit` entries that have not ended by `now`, as getUpcomingEvents has them, but drafts, entries in review
 * and scheduled ones included: staff see what is coming and whether visitors see it yet. @throws BackendUnavailableError
 */
export async function getDashUpcomingEvents(limit = 5, now: Date = new Date()): Promise<DashCalendarEntry[]> {
  const result = await staffRead((pb) =>
    pb.collection('calendar').getList<CalendarRecord>(1, limit, {
      filter: upcomingClause(now),
      sort: 'from_date,id',
      expand: 'relevant_classes',
      skipTotal: true,
    }),
  );
  return expectItems<CalendarRecord>(result.items).map(toDashCalendarEntry);
}

async function listDashCalendar(filter: string, sort: string): Promise<DashCalendarEntry[]> {
  const records = await staffRead((pb) =>
    pb.collection('calendar').getFullList<CalendarRecord>({
      batch: FULL_LIST_BATCH,
      filter,
      sort,
      expand: 'relevant_classes',
    }),
  );
  return expectItems<CalendarRecord>(records).map(toDashCalendarEntry);
}

/** Carousel entries in the site's order, including those without an image. @throws BackendUnavailableError */
export async function getDashCarousel(): Promise<DashCarouselEntry[]> {
  const records = await staffRead((pb) =>
    pb.collection('carousel').getFullList<CarouselRecord>({ batch: FULL_LIST_BATCH }),
  );
  return expectItems<CarouselRecord>(records)
    .map((record) => ({ ...toCarouselEntry(record), ...meta(record) }))
    .sort(byCarouselOrder);
}

/** @throws BackendUnavailableError */
export async function getDashBikeline(): Promise<DashBikelineBest[]> {
  const records = await staffRead((pb) =>
    pb.collection('bikeline_bests').getFullList<BikelineRecord>({ batch: FULL_LIST_BATCH, sort: '-ranking' }),
  );
  return expectItems<BikelineRecord>(records).map((record) => ({ ...toBikelineBest(record), ...meta(record) }));
}

/** Every saying of the week, planned ones and the one the site shows first (SAYING_ORDER). @throws BackendUnavailableError */
export async function getDashSayings(): Promise<DashSaying[]> {
  const records = await staffRead((pb) =>
    pb.collection('saying_of_the_week').getFullList<SayingRecord>({ batch: FULL_LIST_BATCH, sort: SAYING_ORDER }),
  );
  return expectItems<SayingRecord>(records).map((record) => ({ ...toSaying(record), ...meta(record) }));
}

/** Every did-you-know fact, newest (the one the site shows) first. @throws BackendUnavailableError */
export async function getDashFacts(): Promise<DashFact[]> {
  const records = await staffRead((pb) =>
    pb.collection('do_you_know').getFullList<FactRecord>({ batch: FULL_LIST_BATCH, sort: '-created' }),
  );
  return expectItems<FactRecord>(records).map((record) => ({ ...toFact(record), ...meta(record) }));
}

/** Every redirect of an old address, by address. @throws BackendUnavailableError */
export async function getDashRedirects(): Promise<DashRedirect[]> {
  const records = await staffRead((pb) =>
    pb
      .collection('redirects')
      .getFullList<RecordMeta & { id: string; from: string; to: string }>({ batch: FULL_LIST_BATCH, sort: 'from' }),
  );
  return expectItems<RecordMeta & { id: string; from: string; to: string }>(records).map((record) => ({
    id: record.id,
    from: record.from,
    to: record.to,
    ...meta(record),
  }));
}

/** Every general_media entry by key. @throws BackendUnavailableError */
export async function getDashMedia(): Promise<DashMedia[]> {
  const records = await staffRead((pb) =>
    pb.collection('general_media').getFullList<MediaRecord>({ batch: FULL_LIST_BATCH, sort: 'filename' }),
  );
  return expectItems<MediaRecord>(records).map((record) => ({ ...toMedia(record), ...meta(record) }));
}

export type CheckedContent = {
  posts: DashPost[];
  classes: DashClass[];
  teachers: DashTeacher[];
  calendar: DashCalendarEntry[];
  carousel: DashCarouselEntry[];
  /** How many posts and calendar entries the overview left to their lists (beyond OVERVIEW_CHECKS_NEWEST). */
  unchecked: { posts: number; calendar: number };
};

/**
 * What the overview's content checks look at, read together: the OVERVIEW_CHECKS_NEWEST most recently changed posts
 * and latest calendar entries, and every class, teacher and carousel entry. @throws BackendUnavailableError
 */
export async function getCheckedContent(now: Date = new Date()): Promise<CheckedContent> {
  const [posts, classes, teachers, calendar, carousel] = await Promise.all([
    dashPostPage('', 1, { perPage: OVERVIEW_CHECKS_NEWEST, sort: '-updated,-id' }),
    getDashClasses(now),
    getDashTeachers(),
    getDashCalendar(1, OVERVIEW_CHECKS_NEWEST),
    getDashCarousel(),
  ]);
  const unchecked = {
    posts: posts.totalItems - posts.items.length,
    calendar: calendar.totalItems - calendar.items.length,
  };
  return { posts: posts.items, classes, teachers, calendar: calendar.items, carousel, unchecked };
}

import { getClassDisplayName } from '../../lib/domain/class-name';
import { toServerDate } from '../../lib/domain/dates';
import { PUBLIC_FILTER } from '../../lib/domain/publishing';
import type { AnnouncedEntry, AnnouncedPost } from './rules/push-messages';
import type { SiteConfig } from '../../lib/platform/config';
import { anonymousClient } from '../../lib/content/anonymous-client';
import { expectItems, FULL_LIST_BATCH } from '../../lib/content/client';
import type { CalendarRecord, ClassRecord, PostRecord } from '../../lib/content/records';

/** The text only as a plain excerpt (PocketBase's `:excerpt`), for parents' mails. */
const POST_FIELDS =
  'id,title,description:excerpt(200,true),catigory,archiv,urgent,class,updated,publish_at,expand.class.name,expand.class.since';
const ENTRY_FIELDS =
  'id,title,from_date,to_date,relevant_classes,updated,publish_at,expand.relevant_classes.name,expand.relevant_classes.since';

/** Ids one read of `current` asks for at most (a filter of that many bound ids stays well within a URL). */
export const MAX_IDS_PER_READ = 40;

/**
 * Where the sender's last look ended, in PocketBase's own clock (its date strings, which sort as text): the newest
 * `updated` and the latest `publish_at` it saw of a public record. What PocketBase saves or what comes due later lies
 * at or past them, however the worker's clock differs; what lies exactly at them is seen again and known.
 */
export type PushCursor = { updated: string; due: string };

/** The cursor moved past `records` (PocketBase dates compare as text). */
function advance(cursor: PushCursor, records: Array<{ updated?: string; publish_at?: string }>): PushCursor {
  let { updated, due } = cursor;
  for (const record of records) {
    if (record.updated && record.updated > updated) updated = record.updated;
    if (record.publish_at && record.publish_at > due) due = record.publish_at;
  }
  return { updated, due };
}

const classNames = (classes: ClassRecord[] | undefined, now: Date) =>
  (classes ?? []).map((cls) => getClassDisplayName(cls.name ?? '', cls.since, now));

/**
 * What the notification sender reads from a school's PocketBase: as an anonymous visitor, so the public rule decides
 * what it may see (drafts, posts in review and future posts never come back), never through a stored copy. Every
 * read throws when PocketBase cannot be reached.
 */
export function pushSource(config: Pick<SiteConfig, 'pocketbaseUrl' | 'pocketbaseAccess'>) {
  const pb = anonymousClient(config);
  const publicOnly = (clause: string) => `(${clause}) && (${PUBLIC_FILTER})`;
  const changedSince = (cursor: PushCursor) =>
    pb.filter("(updated >= {:updated} || (publish_at != '' && publish_at >= {:due}))", cursor);
  const toEntry = (now: Date) => (record: CalendarRecord) => ({
    id: record.id,
    title: record.title ?? '',
    from: record.from_date,
    to: record.to_date ?? '',
    classIds: record.relevant_classes ?? [],
    classNames: classNames(record.expand?.relevant_classes, now),
  });
  const upcoming = (now: Date) => pb.filter('from_date >= {:now}', { now: toServerDate(now) });
  const toPost =
    (now: Date) =>
    (record: PostRecord): AnnouncedPost => ({
      id: record.id,
      title: record.title ?? '',
      catigory: record.catigory,
      archiv: Boolean(record.archiv),
      urgent: record.urgent === true,
      excerpt: record.description ?? '',
      classIds: record.class ?? [],
      classNames: classNames(record.expand?.class, now),
    });
  /** One of `ids` (bound parameters, never text in the filter). */
  const oneOf = (ids: string[]) => ids.map((_, i) => `id = {:id${i}}`).join(' || ');
  const idParams = (ids: string[]) => Object.fromEntries(ids.map((id, i) => [`id${i}`, id]));

  return {
    /**
     * What parents could already see when the sender starts: every public post's id, every public calendar entry that
     * starts from now on, and the cursors just past them (or `now`, when there is nothing).
     */
    async baseline(now: Date) {
      const start = { updated: toServerDate(now), due: toServerDate(now) };
      const [posts, entries] = await Promise.all([
        pb.collection('posts').getFullList<PostRecord>({
          batch: FULL_LIST_BATCH * 2,
          filter: PUBLIC_FILTER,
          fields: 'id,updated,publish_at',
        }),
        pb.collection('calendar').getFullList<CalendarRecord>({
          batch: FULL_LIST_BATCH,
          filter: publicOnly(upcoming(now)),
          fields: ENTRY_FIELDS,
        }),
      ]);
      const postRecords = expectItems<PostRecord>(posts);
      const entryRecords = expectItems<CalendarRecord>(entries);
      return {
        postIds: postRecords.map((record) => record.id),
        postCursor: advance(start, postRecords),
        entries: entryRecords.map(toEntry(now)),
        entryCursor: advance(start, entryRecords),
      };
    },

    /** Public posts saved, or come due, at or after the cursor; and the cursor past them. */
    async postsSince(cursor: PushCursor, now: Date): Promise<{ posts: AnnouncedPost[]; cursor: PushCursor }> {
      const records = await pb.collection('posts').getFullList<PostRecord>({
        batch: FULL_LIST_BATCH,
        filter: publicOnly(changedSince(cursor)),
        sort: 'updated',
        expand: 'class',
        fields: POST_FIELDS,
      });
      const items = expectItems<PostRecord>(records);
      return { posts: items.map(toPost(now)), cursor: advance(cursor, items) };
    },

    /** Public calendar entries starting from now on, saved or come due at or after the cursor; the cursor past them. */
    async entriesSince(cursor: PushCursor, now: Date): Promise<{ entries: AnnouncedEntry[]; cursor: PushCursor }> {
      const records = await pb.collection('calendar').getFullList<CalendarRecord>({
        batch: FULL_LIST_BATCH,
        filter: publicOnly(`${upcoming(now)} && ${changedSince(cursor)}`),
        sort: 'updated',
        expand: 'relevant_classes',
        fields: ENTRY_FIELDS,
      });
      const items = expectItems<CalendarRecord>(records);
      return { entries: items.map(toEntry(now)), cursor: advance(cursor, items) };
    },

    /** Public calendar entries starting within the next `days` days, soonest first (the weekly summary's). */
    async upcoming(now: Date, days: number): Promise<AnnouncedEntry[]> {
      const until = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
      const records = await pb.collection('calendar').getList<CalendarRecord>(1, MAX_IDS_PER_READ, {
        filter: publicOnly(
          pb.filter('from_date >= {:now} && from_date <= {:until}', {
            now: toServerDate(now),
            until: toServerDate(until),
          }),
        ),
        sort: 'from_date',
        expand: 'relevant_classes',
        fields: ENTRY_FIELDS,
      });
      return expectItems<CalendarRecord>(records.items).map(toEntry(now));
    },

    /** Every class's display name this school year, by id (what a parent's mail calls their choice). */
    async classNames(now: Date): Promise<Map<string, string>> {
      const records = await pb
        .collection('classes')
        .getFullList<ClassRecord>({ batch: FULL_LIST_BATCH, fields: 'id,name,since' });
      return new Map(
        expectItems<ClassRecord>(records).map((cls) => [cls.id, getClassDisplayName(cls.name ?? '', cls.since, now)]),
      );
    },

    /**
     * The posts and entries among these ids that are public now, as they are now (at the end of the grace period: a
     * post taken back or deleted since is missing, one moved to other classes has its new ones). At most
     * MAX_IDS_PER_READ of each.
     */
    async current(postIds: string[], entryIds: string[], now: Date) {
      const read = async <Record>(collection: string, ids: string[], fields: string, expand: string) =>
        ids.length === 0
          ? []
          : expectItems<Record>(
              await pb.collection(collection).getFullList<Record>({
                batch: FULL_LIST_BATCH,
                filter: publicOnly(pb.filter(oneOf(ids), idParams(ids))),
                expand,
                fields,
              }),
            );
      const [posts, entries] = await Promise.all([
        read<PostRecord>('posts', postIds.slice(0, MAX_IDS_PER_READ), POST_FIELDS, 'class'),
        read<CalendarRecord>('calendar', entryIds.slice(0, MAX_IDS_PER_READ), ENTRY_FIELDS, 'relevant_classes'),
      ]);
      return { posts: posts.map(toPost(now)), entries: entries.map(toEntry(now)) };
    },
  };
}

export type PushSource = ReturnType<typeof pushSource>;

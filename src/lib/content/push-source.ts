import PocketBase from 'pocketbase';
import { getClassDisplayName } from '../domain/class-name';
import { toServerDate } from '../domain/dates';
import { PUBLIC_FILTER } from '../domain/publishing';
import type { AnnouncedEntry, AnnouncedPost } from '../domain/push-messages';
import { fetchBackend } from '../platform/backend-fetch';
import type { SiteConfig } from '../platform/config';
import { BACKEND_TIMEOUT_MS } from './cached-fetch';
import { expectItems, FULL_LIST_BATCH } from './client';
import type { CalendarRecord, ClassRecord, PostRecord } from './records';

const POST_FIELDS = 'id,title,catigory,archiv,class,expand.class.name,expand.class.since';
const ENTRY_FIELDS =
  'id,title,from_date,to_date,relevant_classes,expand.relevant_classes.name,expand.relevant_classes.since';

const classNames = (classes: ClassRecord[] | undefined, now: Date) =>
  (classes ?? []).map((cls) => getClassDisplayName(cls.name ?? '', cls.since, now));

/**
 * What the notification sender reads from a school's PocketBase: as an anonymous visitor, so the public rule decides
 * what it may see (drafts, posts in review and future posts never come back), never through a stored copy. Every
 * read throws when PocketBase cannot be reached.
 */
export function pushSource(config: Pick<SiteConfig, 'pocketbaseUrl' | 'pocketbaseAccess'>) {
  const pb = new PocketBase(config.pocketbaseUrl);
  pb.autoCancellation(false);
  pb.beforeSend = (url, options) => ({
    url,
    options: {
      ...options,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetchBackend(
          String(input instanceof Request ? input.url : input),
          { ...init, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) },
          config.pocketbaseAccess,
        ),
    },
  });
  const publicOnly = (clause: string) => `(${clause}) && (${PUBLIC_FILTER})`;

  return {
    /** Ids of every public post: what was public before anyone was told, so it never is. */
    async publicPostIds(): Promise<string[]> {
      const records = await pb
        .collection('posts')
        .getFullList<{ id: string }>({ batch: FULL_LIST_BATCH * 2, filter: PUBLIC_FILTER, fields: 'id' });
      return expectItems<{ id: string }>(records).map((record) => record.id);
    },

    /** Public posts saved, or due by their publish_at, since `since`. */
    async postsChangedSince(since: Date, now: Date): Promise<AnnouncedPost[]> {
      const records = await pb.collection('posts').getFullList<PostRecord>({
        batch: FULL_LIST_BATCH,
        filter: publicOnly(pb.filter('updated >= {:since} || publish_at >= {:since}', { since: toServerDate(since) })),
        sort: 'updated',
        expand: 'class',
        fields: POST_FIELDS,
      });
      return expectItems<PostRecord>(records).map((record) => ({
        id: record.id,
        title: record.title ?? '',
        catigory: record.catigory,
        archiv: Boolean(record.archiv),
        classIds: record.class ?? [],
        classNames: classNames(record.expand?.class, now),
      }));
    },

    /**
     * Public calendar entries that start from now on and were saved, or came due, since `since`; with `since`
     * undefined every public entry that starts from now on (what parents could already see).
     */
    async upcomingEntries(since: Date | undefined, now: Date): Promise<AnnouncedEntry[]> {
      const upcoming = pb.filter('from_date >= {:now}', { now: toServerDate(now) });
      const changed = since
        ? pb.filter(' && (updated >= {:since} || publish_at >= {:since})', { since: toServerDate(since) })
        : '';
      const records = await pb.collection('calendar').getFullList<CalendarRecord>({
        batch: FULL_LIST_BATCH,
        filter: publicOnly(upcoming + changed),
        sort: 'from_date',
        expand: 'relevant_classes',
        fields: ENTRY_FIELDS,
      });
      return expectItems<CalendarRecord>(records).map((record) => ({
        id: record.id,
        title: record.title ?? '',
        from: record.from_date,
        to: record.to_date ?? '',
        classIds: record.relevant_classes ?? [],
        classNames: classNames(record.expand?.relevant_classes, now),
      }));
    },
  };
}

export type PushSource = ReturnType<typeof pushSource>;

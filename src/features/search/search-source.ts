import { publishedAt } from '../../lib/domain/news-feed';
import { PUBLIC_FILTER, SCHEDULE_COLLECTION } from '../../lib/domain/publishing';
import { indexedText } from './rules/search';
import { parseServerDate } from '../../lib/domain/dates';
import type { SiteConfig } from '../../lib/platform/config';
import { anonymousClient } from '../../lib/content/anonymous-client';
import { expectItems } from '../../lib/content/client';
import { toPost } from '../../lib/content/mappers';
import type { PostRecord } from '../../lib/content/records';

/** A public post as the search index keeps it. */
export type IndexedPost = { id: string; title: string; body: string; published: number; updated: string };
/** Where reading changes goes on: after this `updated` time and, within it, this id. */
export type SourceCursor = { updated: string; id: string };

const INDEXED_FIELDS = 'id,collectionId,title,description,date,created,updated,status,publish_at';
const ID_BATCH = 1000;
/** Bound parameters per read of posts by id: the filter stays short. */
const IDS_PER_READ = 50;

function toIndexed(record: PostRecord): IndexedPost {
  const post = toPost(record);
  return { id: post.id, ...indexedText(post), published: publishedAt(post).getTime(), updated: record.updated };
}

/**
 * What the search index reads from PocketBase: as an anonymous visitor (the public rule decides what it may see),
 * never through a stored copy, with the configuration it is given (a Durable Object has no request to read it from).
 * Every read throws when PocketBase cannot be reached.
 */
export function searchSource(config: Pick<SiteConfig, 'pocketbaseUrl' | 'pocketbaseAccess'>) {
  const pb = anonymousClient(config);
  const posts = pb.collection('posts');
  const publicOnly = (clause: string) => (clause ? `(${clause}) && (${PUBLIC_FILTER})` : PUBLIC_FILTER);

  return {
    /** Public posts changed after the cursor, oldest change first, up to `limit`; `more` when others follow. */
    async changedSince(cursor: SourceCursor | undefined, limit: number) {
      const after = cursor ? pb.filter('updated > {:updated} || (updated = {:updated} && id > {:id})', cursor) : '';
      const result = await posts.getList<PostRecord>(1, limit, {
        filter: publicOnly(after),
        sort: 'updated,id',
        fields: INDEXED_FIELDS,
      });
      const items = expectItems<PostRecord>(result.items);
      return { posts: items.map(toIndexed), more: Number(result.totalItems) > items.length };
    },

    /** How many posts are public now. */
    async publicCount(): Promise<number> {
      const result = await posts.getList(1, 1, { filter: PUBLIC_FILTER, fields: 'id' });
      return Number(result.totalItems) || 0;
    },

    /** The ids of every public post: only read when the index and PocketBase disagree on how many there are. */
    async publicIds(): Promise<Set<string>> {
      const records = await posts.getFullList<{ id: string }>({ batch: ID_BATCH, filter: PUBLIC_FILTER, fields: 'id' });
      return new Set(expectItems<{ id: string }>(records).map((record) => record.id));
    },

    /** These posts, those of them that are public. */
    async byIds(ids: string[]): Promise<IndexedPost[]> {
      const found: IndexedPost[] = [];
      for (let i = 0; i < ids.length; i += IDS_PER_READ) {
        const chunk = ids.slice(i, i + IDS_PER_READ);
        const params = Object.fromEntries(chunk.map((id, n) => [`i${n}`, id]));
        const filter = pb.filter(chunk.map((_, n) => `id = {:i${n}}`).join(' || '), params);
        const records = await posts.getFullList<PostRecord>({ filter: publicOnly(filter), fields: INDEXED_FIELDS });
        found.push(...expectItems<PostRecord>(records).map(toIndexed));
      }
      return found;
    },

    /**
     * When a scheduled post or entry last went public and when the next one will (ms), as far as the schedule view
     * says (times only); a PocketBase without the view says nothing. Never throws.
     */
    async schedule(): Promise<{ lastDue?: number; nextDue?: number }> {
      try {
        const record = await pb
          .collection(SCHEDULE_COLLECTION)
          .getOne<{ last_due?: string; next_due?: string }>('schedule');
        return {
          lastDue: parseServerDate(record.last_due ?? undefined)?.getTime(),
          nextDue: parseServerDate(record.next_due ?? undefined)?.getTime(),
        };
      } catch {
        return {};
      }
    },
  };
}

export type SearchSource = ReturnType<typeof searchSource>;

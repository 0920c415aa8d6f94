import { areaFilter, type PostArea, postAreaOf } from '../domain/post-areas';
import type { PostSort } from '../domain/post-query';
import { isRecordId } from '../domain/record-id';
import type { Page, Post } from '../domain/types';
import { SITEMAP_PART_SIZE, type SitemapPost, sitemapLists } from '../domain/sitemap';
import { isPublic } from '../domain/publishing';
import { bindFilter, expectItems, toPage } from './client';
import { publicOnly, readPublic } from './public-read';
import { placeholderPost, toPost } from './mappers';
import type { PostRecord } from './records';
import { Read } from './read-result';

export const POSTS_PER_PAGE = 8;

// The id decides between posts of the same date and second: every page of a list is then the same slice each time,
// and no post falls between two pages.
const SORT_EXPRESSIONS: Record<PostSort, string> = {
  desc: '-date,-created,-id',
  asc: 'date,created,id',
  random: '@random',
  pinned: '-pin,-date,-created,-id',
};
const NEWEST_FIRST = SORT_EXPRESSIONS.desc;
export const POST_EXPAND = 'class,class.teacher,teacher';

/** The filter of an area's list, parameters bound: the public list, or every post of the area for staff. */
export function areaClause(area: PostArea, scope: 'public' | 'dashboard'): string {
  const { catigories, archived } = areaFilter(area, scope);
  const params: Record<string, unknown> = Object.fromEntries(catigories.map((catigory, i) => [`c${i}`, catigory]));
  const anyOf = catigories.map((_, i) => `catigory = {:c${i}}`).join(' || ');
  if (archived === undefined) return bindFilter(`(${anyOf})`, params);
  return bindFilter(`(${anyOf}) && archiv = {:archived}`, { ...params, archived });
}

/**
 * A list card shows the title, date, first photo, catigory, classes and a short text: the list reads those and an
 * excerpt PocketBase cuts from the text, never every post's whole HTML.
 */
export const CARD_READ = { fields: '*,description:excerpt(400,true)', expand: 'class' };
/** The home page shows at most this many pinned posts: an editor who never unpins cannot make it grow. */
export const PINNED_MAX = 6;

/** Pinned posts of every kind, newest first. @throws BackendUnavailableError */
export async function getPinnedPosts(): Promise<Read<Post[]>> {
  const result = await readPublic((pb) =>
    pb
      .collection('posts')
      .getList<PostRecord>(1, PINNED_MAX, { filter: publicOnly('pin = true'), sort: NEWEST_FIRST, ...CARD_READ }),
  );
  return result.map(({ items }) => expectItems<PostRecord>(items).map((record) => toPost(record)));
}

export type PostPageQuery = { page?: number; sort?: PostSort; classId?: string };

function emptyPage(page: number): Page<Post> {
  return { items: [], page, perPage: POSTS_PER_PAGE, totalItems: 0, totalPages: 0 };
}

/**
 * One page (8) of an area's public list, optionally of one class. A class id that is not a record id
 * matches nothing, so a forged value can only narrow the list, never widen it.
 * @throws BackendUnavailableError
 */
export async function getPostPage(
  area: PostArea,
  { page = 1, sort = 'desc', classId }: PostPageQuery,
): Promise<Read<Page<Post>>> {
  if (classId !== undefined && !isRecordId(classId)) return Read.of(emptyPage(page));
  return listPage(publicOnly(areaClause(area, 'public'), classId ? classClause(classId) : ''), page, sort);
}

/** One page (8) of /archiv: archived posts of every catigory, newest first. @throws BackendUnavailableError */
export function getArchivePage(page: number): Promise<Read<Page<Post>>> {
  return listPage(publicOnly('archiv = true'), page, 'desc');
}

async function listPage(filter: string, page: number, sort: PostSort): Promise<Read<Page<Post>>> {
  const result = await readPublic((pb) =>
    pb
      .collection('posts')
      .getList<PostRecord>(page, POSTS_PER_PAGE, { filter, sort: SORT_EXPRESSIONS[sort], ...CARD_READ }),
  );
  return result.map((list) => toPage(list, page, POSTS_PER_PAGE, (record: PostRecord) => toPost(record)));
}

/** Posts linked to this class (one of their classes). */
export function classClause(classId: string): string {
  return bindFilter('class.id ?= {:classId}', { classId });
}

/**
 * The post behind one of an area's detail pages, or the spec's placeholder when the id is unknown, the post is not
 * public (a draft answers as a missing post does) or the post's page is under another route (see post-areas).
 * @throws BackendUnavailableError
 */
export async function getAreaPost(area: PostArea, id: string): Promise<Read<Post>> {
  const { kind, detail } = area;
  if (!isRecordId(id)) return Read.of(placeholderPost(kind, id));
  const record = await readPublic<PostRecord | undefined>(
    (pb) => pb.collection('posts').getOne<PostRecord>(id, { expand: POST_EXPAND }),
    { missing: () => undefined },
  );
  return record.map((found) => {
    const post = found && toPost(found);
    const shown = post && isPublic(post.publishing, new Date()) && postAreaOf(post).detail === detail;
    return shown ? post : placeholderPost(kind, id);
  });
}

/** The newest `limit` posts of an area's public list. @throws BackendUnavailableError */
export async function getNewestPosts(area: PostArea, limit: number): Promise<Read<Post[]>> {
  const result = await readPublic((pb) =>
    pb
      .collection('posts')
      .getList<PostRecord>(1, limit, { filter: publicOnly(areaClause(area, 'public')), sort: NEWEST_FIRST }),
  );
  return result.map(({ items }) => expectItems<PostRecord>(items).map((record) => toPost(record)));
}

/**
 * One part of the sitemap: public posts in the order they were created (new ones land in the last part), with only
 * what a sitemap entry needs. @throws BackendUnavailableError
 */
export async function getSitemapPosts(part: number): Promise<Read<Page<SitemapPost>>> {
  const result = await readPublic((pb) =>
    pb.collection('posts').getList<PostRecord>(part, SITEMAP_PART_SIZE, {
      filter: publicOnly(),
      sort: 'created,id',
      fields: 'id,catigory,archiv,updated',
    }),
  );
  return result.map((list) =>
    toPage(list, part, SITEMAP_PART_SIZE, ({ id, catigory, archiv, updated }: PostRecord) => ({
      id,
      catigory,
      archiv: archiv === true,
      updated,
    })),
  );
}

/** When each list's newest post last changed (one small read per list, all at once). @throws BackendUnavailableError */
export async function getListsUpdated(): Promise<Read<Map<string, string | undefined>>> {
  const lists = sitemapLists();
  const newest = await Promise.all(
    lists.map(async ({ area, archive }) => {
      const clause = area ? areaClause(area, 'public') : archive ? 'archiv = true' : '';
      const result = await readPublic((pb) =>
        pb.collection('posts').getList<PostRecord>(1, 1, {
          filter: publicOnly(clause),
          sort: '-updated',
          fields: 'updated',
          skipTotal: true,
        }),
      );
      return result.map(({ items }) => expectItems<PostRecord>(items)[0]?.updated);
    }),
  );
  return Read.all(newest).map((updated) => new Map(lists.map(({ path }, i) => [path, updated[i]])));
}

/**
 * These posts, those of them that are public, with what a search hit shows of them (title, date, where it lives).
 * @throws BackendUnavailableError
 */
export async function getPostsByIds(ids: string[]): Promise<Read<Post[]>> {
  const wanted = ids.filter(isRecordId);
  if (wanted.length === 0) return Read.of([]);
  const params = Object.fromEntries(wanted.map((id, i) => [`i${i}`, id]));
  const filter = bindFilter(wanted.map((_, i) => `id = {:i${i}}`).join(' || '), params);
  const result = await readPublic((pb) =>
    pb.collection('posts').getList<PostRecord>(1, wanted.length, {
      filter: publicOnly(filter),
      fields: 'id,collectionId,title,date,created,updated,catigory,archiv,pin,status,publish_at',
      skipTotal: true,
    }),
  );
  return result.map(({ items }) => expectItems<PostRecord>(items).map((record) => toPost(record)));
}

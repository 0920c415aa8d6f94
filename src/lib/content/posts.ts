import { bindFilter, expectItems, FULL_LIST_BATCH, isNotFound, isRecordId, read } from './client';
import { placeholderPost, toPost } from './mappers';
import type { PostSort } from '../domain/post-query';
import type { Catigory, Page, Post, PostRecord } from './types';

export const POSTS_PER_PAGE = 8;

const SORT_EXPRESSIONS: Record<PostSort, string> = {
  desc: '-date,-created',
  asc: 'date,created',
  random: '@random',
  pinned: '-pin,-date,-created',
};
const EXPAND = 'class,class.teacher,teacher';

async function listPosts(filter: string, sort = '-date,-created'): Promise<Post[]> {
  const records = await read((pb) =>
    pb.collection('posts').getFullList<PostRecord>({ batch: FULL_LIST_BATCH, filter, sort, expand: EXPAND }),
  );
  return expectItems<PostRecord>(records).map((record, idx) => toPost(record, idx));
}

function byCategory(catigory: Catigory, archived?: boolean): string {
  if (archived === undefined) return bindFilter('catigory = {:catigory}', { catigory });
  return bindFilter('catigory = {:catigory} && archiv = {:archived}', { catigory, archived });
}

/** Pinned posts of every kind, newest first. @throws BackendUnavailableError */
export function getPinnedPosts(): Promise<Post[]> {
  return listPosts('pin = true');
}

/** @throws BackendUnavailableError */
export function getCurrentProjects(): Promise<Post[]> {
  return listPosts(byCategory('currentProject'));
}

/** Running projects (not archived). @throws BackendUnavailableError */
export function getProjects(): Promise<Post[]> {
  return listPosts(byCategory('project', false));
}

/** Archived projects, shown as "old but great". @throws BackendUnavailableError */
export function getOldButGreatProjects(): Promise<Post[]> {
  return listPosts(byCategory('project', true));
}

/** @throws BackendUnavailableError */
export function getCreativePosts(): Promise<Post[]> {
  return listPosts(byCategory('creative'));
}

/** Everything archived, of every kind, newest first. @throws BackendUnavailableError */
export function getArchivedPosts(): Promise<Post[]> {
  return listPosts('archiv = true');
}

export type PostPageQuery = { page?: number; sort?: PostSort; classId?: string; pinnedOnly?: boolean };

function emptyPage(page: number): Page<Post> {
  return { items: [], page, perPage: POSTS_PER_PAGE, totalItems: 0, totalPages: 0 };
}

/**
 * One page (8) of posts of catigory post. A class id that is not a record id matches nothing,
 * so a forged value can only narrow the list, never widen it.
 * @throws BackendUnavailableError
 */
export async function getPostPage({
  page = 1,
  sort = 'desc',
  classId,
  pinnedOnly,
}: PostPageQuery): Promise<Page<Post>> {
  if (classId !== undefined && !isRecordId(classId)) return emptyPage(page);
  const clauses = ['catigory = "post"'];
  if (pinnedOnly) clauses.push('pin = true');
  if (classId) clauses.push(bindFilter('class.id ?= {:classId}', { classId }));
  const result = await read((pb) =>
    pb.collection('posts').getList<PostRecord>(page, POSTS_PER_PAGE, {
      filter: clauses.join(' && '),
      sort: SORT_EXPRESSIONS[sort],
      expand: EXPAND,
    }),
  );
  const offset = (page - 1) * POSTS_PER_PAGE;
  return {
    items: expectItems<PostRecord>(result.items).map((record, index) => toPost(record, offset + index)),
    page,
    perPage: POSTS_PER_PAGE,
    totalItems: Number(result.totalItems) || 0,
    totalPages: Number(result.totalPages) || 0,
  };
}

const KINDS = {
  post: ['post', 'event', 'all', 'creative'],
  project: ['project', 'currentProject'],
} satisfies Record<'post' | 'project', Catigory[]>;

/**
 * One post or project with its classes and teachers, or the spec's placeholder when the id is
 * unknown or belongs to another kind.
 * @throws BackendUnavailableError
 */
export async function getPost(id: string, kind: 'post' | 'project' = 'post'): Promise<Post> {
  if (!isRecordId(id)) return placeholderPost(kind, id);
  try {
    const record = await read((pb) => pb.collection('posts').getOne<PostRecord>(id, { expand: EXPAND }));
    const allowed: Catigory[] = KINDS[kind];
    return allowed.includes(record.catigory) ? toPost(record) : placeholderPost(kind, id);
  } catch (error) {
    if (isNotFound(error)) return placeholderPost(kind, id);
    throw error;
  }
}

/** How a post list may be ordered; 'desc' (newest first) is the default. */
export const POST_SORTS = ['desc', 'asc', 'random', 'pinned'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export type PostQuery = { page: number; sort: PostSort; classId?: string };

const MAX_PAGE = 10_000;

/** Reads /posts?page=&class=&sort= leniently: anything odd falls back to the default, never an error. */
export function parsePostQuery(query: string | URLSearchParams | undefined): PostQuery {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query ?? '');
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,5}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_PAGE) : 1;
  const sortText = params.get('sort') ?? '';
  const sort = (POST_SORTS as readonly string[]).includes(sortText) ? (sortText as PostSort) : 'desc';
  const classId = params.get('class')?.trim() || undefined;
  return { page, sort, classId };
}

/** The canonical query string of a post list view; defaults are left out. */
export function postQueryString({ page, sort, classId }: Partial<PostQuery>): string {
  const params = new URLSearchParams();
  if (classId) params.set('class', classId);
  if (sort && sort !== 'desc') params.set('sort', sort);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

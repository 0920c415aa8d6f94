import { isRecordId } from './record-id';
import { PUBLISHING_LABELS, type PublishingState } from './publishing';

/**
 * What a dashboard post list is narrowed to (contract.md, "Dashboard": search and filters): words in the title or
 * text, a state, a class, and the list's own area or every area. Read leniently from the address: anything odd is
 * left out, never an error.
 */
export type PostListFilter = { q: string; state: PublishingState | ''; classId: string; everywhere: boolean };

/** The query parameters, German as the address bar shows them. */
export const FILTER_PARAM = { q: 'suche', state: 'status', classId: 'klasse', everywhere: 'alle' } as const;

/** Words searched for are cut to this many characters. */
export const MAX_SEARCH = 100;

const isState = (value: string): value is PublishingState => Object.hasOwn(PUBLISHING_LABELS, value);

export function parsePostListFilter(query: string | URLSearchParams): PostListFilter {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query);
  const state = params.get(FILTER_PARAM.state) ?? '';
  const classId = params.get(FILTER_PARAM.classId) ?? '';
  return {
    q: (params.get(FILTER_PARAM.q) ?? '').trim().slice(0, MAX_SEARCH),
    state: isState(state) ? state : '',
    classId: isRecordId(classId) ? classId : '',
    everywhere: params.get(FILTER_PARAM.everywhere) === 'ja',
  };
}

/** Whether the list is narrowed at all. */
export const isFiltered = (filter: PostListFilter): boolean =>
  Boolean(filter.q || filter.state || filter.classId || filter.everywhere);

/** The filter's query parameters (defaults left out), for the list's pages. */
export function filterParams(filter: PostListFilter): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  if (filter.q) params.push([FILTER_PARAM.q, filter.q]);
  if (filter.state) params.push([FILTER_PARAM.state, filter.state]);
  if (filter.classId) params.push([FILTER_PARAM.classId, filter.classId]);
  if (filter.everywhere) params.push([FILTER_PARAM.everywhere, 'ja']);
  return params;
}

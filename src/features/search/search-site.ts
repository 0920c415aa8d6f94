import { BackendUnavailableError, getPostsByIds } from '../../lib/content';
import { queryWords, SEARCH_PER_PAGE, type SearchPage, searchHit } from './rules/search';
import { currentRequest } from '../../lib/platform/request-context';
import { Read } from '../../lib/content/read-result';
import { schoolInstance } from '../../lib/platform/eu-namespace';
import { schoolPurgedAt } from '../../lib/platform/takedown';
import type { SearchAnswer, SearchIndexStore, SearchRequest } from './search-index-store';

/** Asks the school's search index (SearchIndexStore, in the EU like the staff store), over RPC. */
async function askIndex(request: Pick<SearchRequest, 'words' | 'page'>): Promise<SearchAnswer> {
  const context = currentRequest();
  const binding = context?.bindings.SEARCH_INDEX as DurableObjectNamespace<SearchIndexStore> | undefined;
  if (!context || !binding)
    throw new BackendUnavailableError('SEARCH_INDEX Durable Object binding missing (wrangler.toml)');
  try {
    const { siteId, pocketbaseUrl } = context.config;
    const purgedAt = await schoolPurgedAt();
    return await schoolInstance(binding, 'search', siteId).search({ ...request, pocketbaseUrl, purgedAt });
  } catch (error) {
    throw new BackendUnavailableError('search index unavailable', { cause: error });
  }
}

/**
 * One page of search results over every public post's title and text. The index names the page's posts with an
 * excerpt of their text; they are then read as every page reads posts (title, date, place; not their HTML), so one
 * taken down since the index last looked is left out. The query only ever meets the index as quoted words.
 * @throws BackendUnavailableError
 */
export async function searchSite(text: string, page: number): Promise<Read<SearchPage>> {
  const words = queryWords(text);
  if (words.length === 0) return Read.of({ hits: [], total: 0, page, totalPages: 0, complete: true });
  const answer = await askIndex({ words, page });
  const found = await getPostsByIds(answer.hits.map((hit) => hit.id));
  // A result page (even one without hits, which reads no post) is kept no longer than the index's answer holds.
  return found.until(answer.freshUntil).map((posts) => {
    const byId = new Map(posts.map((post) => [post.id, post]));
    const hits = answer.hits.flatMap(({ id, excerpt }) => {
      const post = byId.get(id);
      return post ? [searchHit(post, words, excerpt)] : [];
    });
    const { total, complete } = answer;
    return { hits, total, page, totalPages: Math.ceil(total / SEARCH_PER_PAGE), complete };
  });
}

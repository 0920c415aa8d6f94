import { buildSearchIndex, type SearchIndex, type SearchPage, searchPosts } from '../domain/search';
import { getReadsExpireAt, noteReadExpiry } from '../platform/request-state';
import { getAllPosts } from './posts';

type BuiltIndex = { index: SearchIndex; version: string; expiresAt: number };

/** This isolate's index: kept while the read it was built from is fresh, rebuilt only when a post changed. */
let built: BuiltIndex | undefined;

function versionOf(posts: { id: string; updated: string }[]): string {
  return posts.map((post) => `${post.id}@${post.updated}`).join(',');
}

async function currentIndex(): Promise<SearchIndex> {
  const now = Date.now();
  if (built && now < built.expiresAt) {
    noteReadExpiry(built.expiresAt);
    return built.index;
  }
  const posts = await getAllPosts();
  const version = versionOf(posts);
  const expiresAt = getReadsExpireAt() ?? now;
  const index = built?.version === version ? built.index : buildSearchIndex(posts);
  built = { index, version, expiresAt };
  return index;
}

/**
 * One page of search results over every post's title and text. The query only ever meets the in-memory index,
 * never a PocketBase filter, so no character in it can change what is read.
 * @throws BackendUnavailableError
 */
export async function searchSite(query: string, page: number): Promise<SearchPage> {
  return searchPosts(await currentIndex(), query, page);
}

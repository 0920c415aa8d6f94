import MiniSearch, { type SearchResult } from 'minisearch';
import { publishedAt } from './news-feed';
import { cut, plainText } from './text';
import type { Post } from './types';

export const MAX_QUERY_LENGTH = 100;
export const SEARCH_PER_PAGE = 8;
/** Characters of body text shown around the first match. */
const EXCERPT_LENGTH = 200;

/** What a search query asks for: nothing yet, too much, or these words. */
export type SearchQuery = { kind: 'empty' } | { kind: 'tooLong'; length: number } | { kind: 'ok'; text: string };

export function readSearchQuery(value: string | null | undefined): SearchQuery {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  const length = Array.from(text).length;
  if (length > MAX_QUERY_LENGTH) return { kind: 'tooLong', length };
  return text ? { kind: 'ok', text } : { kind: 'empty' };
}

/** MiniSearch's own word boundaries (spaces and punctuation), kept here so highlighting splits text the same way. */
const SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;
const SEPARATORS = /([\n\r\p{Z}\p{P}\p{S}]+)/u;

/** One spelling per word: composed umlauts (editors paste both forms) and lower case, so 'Ä' finds 'ä'. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFC').toLocaleLowerCase('de-AT');
}

type Indexed = { id: string; title: string; text: string };

export type SearchIndex = { engine: MiniSearch<Indexed>; documents: Map<string, { post: Post; text: string }> };

/** The index of every post's title and text; built once per content version (see content/search). */
export function buildSearchIndex(posts: Post[]): SearchIndex {
  const engine = new MiniSearch<Indexed>({
    fields: ['title', 'text'],
    tokenize: (text) => text.split(SEPARATOR),
    processTerm: (term) => (term ? normalizeTerm(term) : null),
  });
  const documents = new Map(posts.map((post) => [post.id, { post, text: plainText(post.description) }]));
  engine.addAll([...documents.values()].map(({ post, text }) => ({ id: post.id, title: post.title, text })));
  return { engine, documents };
}

/** A piece of an excerpt; `hit` pieces are words the query matched. */
export type Segment = { text: string; hit: boolean };
export type SearchHit = { post: Post; title: Segment[]; excerpt: Segment[] };
export type SearchPage = { hits: SearchHit[]; total: number; page: number; totalPages: number };

function titleMatched(result: SearchResult): boolean {
  return Object.values(result.match).some((fields) => fields.includes('title'));
}

function newer(a: Post, b: Post): number {
  return publishedAt(b).getTime() - publishedAt(a).getTime();
}

/** Splits text into words the query matched and everything else, by the index's own word boundaries. */
export function highlight(text: string, matchedTerms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  for (const part of text.split(SEPARATORS)) {
    if (!part) continue;
    const hit = !SEPARATOR.test(part) && matchedTerms.has(normalizeTerm(part));
    const last = segments.at(-1);
    if (last && last.hit === hit && !hit) last.text += part;
    else segments.push({ text: part, hit });
  }
  return segments;
}

/** Up to EXCERPT_LENGTH characters of the text, starting shortly before its first matched word. */
function excerptAround(text: string, matchedTerms: ReadonlySet<string>): Segment[] {
  const words = text.split(SEPARATORS);
  let offset = 0;
  let first = 0;
  for (const word of words) {
    if (!SEPARATOR.test(word) && matchedTerms.has(normalizeTerm(word))) {
      first = offset;
      break;
    }
    offset += word.length;
  }
  // lastIndexOf gives -1 when there is no space: the window then starts at 0
  const start = first > 60 ? text.lastIndexOf(' ', first - 40) + 1 : 0;
  const window = cut(text.slice(start), EXCERPT_LENGTH);
  return highlight(start > 0 ? `…${window}` : window, matchedTerms);
}

/**
 * Posts whose title or text holds every word of the query, each word also as the start of a longer one
 * ('Stern' finds 'Sternwarte'). Posts matched in the title come first, then by relevance, then newest.
 */
export function searchPosts(index: SearchIndex, query: string, page: number): SearchPage {
  const results = index.engine
    .search(query, { prefix: true, combineWith: 'AND' })
    .map((result) => ({ result, inTitle: titleMatched(result), ...index.documents.get(String(result.id))! }))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.result.score - a.result.score || newer(a.post, b.post));
  const total = results.length;
  const totalPages = Math.ceil(total / SEARCH_PER_PAGE);
  const hits = results.slice((page - 1) * SEARCH_PER_PAGE, page * SEARCH_PER_PAGE).map(({ result, post, text }) => {
    const matched = new Set(result.terms);
    return { post, title: highlight(post.title, matched), excerpt: excerptAround(text, matched) };
  });
  return { hits, total, page, totalPages };
}

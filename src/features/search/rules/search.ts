import { cut, plainText } from '../../../lib/domain/text';
import type { Post } from '../../../lib/domain/types';

/** The search page's address (contract.md, "Subscribe, find, share"). */
export const SEARCH_PATH = '/suche';

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

/** Where words end (spaces, punctuation, symbols): queries are split here, and highlighting splits text the same way. */
const SEPARATOR_CHARS = String.raw`\n\r\p{Z}\p{P}\p{S}`;
const SEPARATOR = new RegExp(`[${SEPARATOR_CHARS}]+`, 'u');

/** One spelling per word: composed umlauts (editors paste both forms) and lower case, so 'Ä' finds 'ä'. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFC').toLocaleLowerCase('de-AT');
}

/** The words of a query as the index spells them, each once; punctuation and symbols alone are no word. */
export function queryWords(text: string): string[] {
  return [...new Set(text.split(SEPARATOR).filter(Boolean).map(normalizeTerm))];
}

/** One word in FTS5's query language: a quoted string (so nothing in it is an operator), as the start of a word. */
const prefixOf = (word: string) => `"${word.replaceAll('"', '""')}"*`;

/** Every word must start a word of the title or text: the search index's MATCH expression. */
export function matchEvery(words: string[]): string {
  return words.map(prefixOf).join(' AND ');
}

/** Any word starts a word of the title: such hits come first. */
export function matchInTitle(words: string[]): string {
  return `{title} : (${words.map(prefixOf).join(' OR ')})`;
}

/** Title and plain text as the index keeps them: composed umlauts, one line. */
export function indexedText(post: Pick<Post, 'title' | 'description'>): { title: string; body: string } {
  return { title: post.title.normalize('NFC'), body: plainText(post.description).normalize('NFC') };
}

/** A piece of an excerpt; `hit` pieces are words the query matched. */
export type Segment = { text: string; hit: boolean };
export type SearchHit = { post: Post; title: Segment[]; excerpt: Segment[] };
/** `complete`: false while the index is still being built (first start), so results may be missing. */
export type SearchPage = { hits: SearchHit[]; total: number; page: number; totalPages: number; complete: boolean };

/** Shown while the index is being built. */
export const INDEX_BUILDING =
  'Die Suche wird gerade eingerichtet und kennt noch nicht alle Beiträge. Bitte versuchen Sie es in einer Minute erneut.';

/**
 * Splits text into the words the query found and everything else: a found word starts after a separator (or at
 * the start) with one of the query's words and runs to the next separator. One scan of the text per result
 * instead of a test per word; the text stays as written.
 */
export function highlight(text: string, words: string[]): Segment[] {
  if (words.length === 0) return text ? [{ text, hit: false }] : [];
  const segments: Segment[] = [];
  let end = 0;
  for (const match of text.matchAll(foundWords(words))) {
    if (match.index > end) segments.push({ text: text.slice(end, match.index), hit: false });
    segments.push({ text: match[0], hit: true });
    end = match.index + match[0].length;
  }
  if (end < text.length) segments.push({ text: text.slice(end), hit: false });
  return segments;
}

/**
 * Words of a text that start with one of the query's words: after a separator or at the start, to the next one.
 * Unicode case folding ('iu') matches what normalizeTerm's lower case does for German text, and an umlaut matches
 * composed or as a letter and its mark (editors paste both forms).
 */
function foundWords(words: string[]): RegExp {
  const alternatives = words.map((word) => [...word].map(eitherForm).join('')).join('|');
  return new RegExp(`(?<![^${SEPARATOR_CHARS}])(?:${alternatives})[^${SEPARATOR_CHARS}]*`, 'giu');
}

/** A character as written or decomposed (an umlaut as its letter and mark). */
function eitherForm(char: string): string {
  return `(?:${[...new Set([char, char.normalize('NFD')])].map(literal).join('|')})`;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a word the query found starts in the text, or -1: a word start (after a separator) that begins with a query word. */
function firstFound(text: string, words: string[]): number {
  return text.search(foundWords(words));
}

/** Up to EXCERPT_LENGTH characters of the text, starting shortly before its first found word ('…' when not at 0). */
export function excerptWindow(text: string, words: string[]): string {
  const first = Math.max(firstFound(text, words), 0);
  // lastIndexOf gives -1 when there is no space: the window then starts at 0
  const start = first > 60 ? text.lastIndexOf(' ', first - 40) + 1 : 0;
  const window = cut(text.slice(start), EXCERPT_LENGTH);
  return start > 0 ? `…${window}` : window;
}

/**
 * A post the index found, marked: the query's words in its title and in the excerpt of its text (cut by the index
 * with excerptWindow from the text it keeps).
 */
export function searchHit(post: Post, words: string[], excerpt: string): SearchHit {
  return { post, title: highlight(post.title, words), excerpt: highlight(excerpt, words) };
}

import { aPost } from '../../fixtures';
import { describe, expect, test } from 'vitest';
import {
  highlight,
  indexedText,
  matchEvery,
  matchInTitle,
  MAX_QUERY_LENGTH,
  queryWords,
  readSearchQuery,
  searchHit,
  excerptWindow,
} from '../../../../src/features/search/rules/search';
import type { Post } from '../../../../src/lib/domain/types';

// What the index finds and in which order is tested against the real index (SQLite FTS5 in workerd):
// tests/worker/search.test.ts. These are the rules around it.
const post = (title: string, text = '') =>
  aPost({
    title,
    description: text ? `<p>${text}</p>` : undefined,
    created: '2026-10-01 08:00:00.000Z',
    updated: '2026-10-01 08:00:00.000Z',
  });
const shown = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');
/** A hit as the site makes it: the index cuts the excerpt from the text it keeps, the page marks it. */
const hitOf = (found: Post, words: string[]) => searchHit(found, words, excerptWindow(indexedText(found).body, words));

describe('search query', () => {
  test(`queries are trimmed; up to ${MAX_QUERY_LENGTH} characters are read, longer ones refused`, () => {
    expect(readSearchQuery('  Sport   tag ')).toEqual({ kind: 'ok', text: 'Sport tag' });
    expect(readSearchQuery('')).toEqual({ kind: 'empty' });
    expect(readSearchQuery(null)).toEqual({ kind: 'empty' });
    expect(readSearchQuery('ä'.repeat(MAX_QUERY_LENGTH))).toEqual({ kind: 'ok', text: 'ä'.repeat(MAX_QUERY_LENGTH) });
    expect(readSearchQuery('a'.repeat(MAX_QUERY_LENGTH + 1))).toEqual({
      kind: 'tooLong',
      length: MAX_QUERY_LENGTH + 1,
    });
  });

  test('words are split at spaces, punctuation and symbols, composed, lower-cased and each kept once', () => {
    expect(queryWords('KÄNGURU-Wettbewerb, känguru!')).toEqual(['känguru', 'wettbewerb']);
    expect(queryWords('U\u0308bung')).toEqual(['übung']);
    expect(queryWords('50% mehr')).toEqual(['50', 'mehr']);
    for (const symbols of ['%', '_', '*', '%%', '_%_', '"', '(', ' ']) expect(queryWords(symbols), symbols).toEqual([]);
  });

  test('the index is asked for every word as the start of a word, as quoted strings only', () => {
    expect(matchEvery(['sport', 'juni'])).toBe('"sport"* AND "juni"*');
    expect(matchInTitle(['sport', 'juni'])).toBe('{title} : ("sport"* OR "juni"*)');
    // queryWords never lets a quote through; should one come, it stays inside its string.
    expect(matchEvery(['a"b'])).toBe('"a""b"*');
  });

  test('the index keeps composed text: the title as written, the text as plain text', () => {
    expect(indexedText(post('Mu\u0308ll', '<strong>Ü</strong>bung <script>x</script>'))).toEqual({
      title: 'Müll',
      body: expect.stringMatching(/^Übung/),
    });
  });
});

describe('search hits', () => {
  test('a word counts as found when it starts with a query word, whatever its case and composition', () => {
    const hits = (text: string) =>
      highlight(text, ['stern', 'übung'])
        .filter((segment) => segment.hit)
        .map((segment) => segment.text);
    expect(hits('Sternwarte STERN U\u0308bungen Übung')).toEqual(['Sternwarte', 'STERN', 'U\u0308bungen', 'Übung']);
    expect(hits('Abendstern Ste xStern')).toEqual([]);
  });

  test('highlight marks whole found words only, and keeps every other character in its place', () => {
    expect(highlight('Sternwarte, Abendstern', ['stern'])).toEqual([
      { text: 'Sternwarte', hit: true },
      { text: ', Abendstern', hit: false },
    ]);
    expect(highlight('„Stern“-Sternchen!', ['stern'])).toEqual([
      { text: '„', hit: false },
      { text: 'Stern', hit: true },
      { text: '“-', hit: false },
      { text: 'Sternchen', hit: true },
      { text: '!', hit: false },
    ]);
    expect(highlight('Kein Treffer', ['stern'])).toEqual([{ text: 'Kein Treffer', hit: false }]);
    expect(highlight('Ohne Suchwort', [])).toEqual([{ text: 'Ohne Suchwort', hit: false }]);
    expect(highlight('', ['x'])).toEqual([]);
    expect(highlight('', [])).toEqual([]);
  });

  test('query words are taken literally, not as patterns', () => {
    expect(highlight('a.b axb', ['a.b'])).toEqual([
      { text: 'a.b', hit: true },
      { text: ' axb', hit: false },
    ]);
  });

  test('the found words are marked in the title and in an excerpt around the first in the text', () => {
    const filler = 'Vorher war lange nichts Besonderes los in unserer Schule, '.repeat(4);
    const hit = hitOf(post('Ausflug zur Sternwarte', `${filler}dann besuchten wir die Sternwarte am Berg.`), ['stern']);
    expect(hit.title).toEqual([
      { text: 'Ausflug zur ', hit: false },
      { text: 'Sternwarte', hit: true },
    ]);
    expect(hit.excerpt.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual(['Sternwarte']);
    expect(hit.excerpt[0]?.text.startsWith('…')).toBe(true);
    expect(shown(hit.excerpt).length).toBeLessThanOrEqual(202);
  });

  test('a match near the start of the text shows the text from its beginning', () => {
    expect(hitOf(post('Titel', 'Heute war Sporttag.'), ['sporttag']).excerpt).toEqual([
      { text: 'Heute war ', hit: false },
      { text: 'Sporttag', hit: true },
      { text: '.', hit: false },
    ]);
  });

  test('the excerpt of a late match starts at a word about 40 characters before it', () => {
    const hit = hitOf(post('Titel', `${'Wort '.repeat(20)}Sternwarte und mehr`), ['sternwarte']);
    expect(shown(hit.excerpt)).toBe(`…${'Wort '.repeat(8)}Sternwarte und mehr`);
  });

  test('a match within the first 60 characters shows the text from its start; no text, no excerpt', () => {
    const hit = hitOf(post('Titel', `${'Wort '.repeat(12)}Sternwarte`), ['sternwarte']);
    expect(hit.excerpt[0]?.text.startsWith('Wort')).toBe(true);
    expect(hitOf(post('Sternwarte'), ['sternwarte']).excerpt).toEqual([]);
  });

  test('the excerpt goes to the first word that starts with a query word, in any case: not to one that only holds it', () => {
    const filler = 'Wort '.repeat(20);
    const late = `${filler}Abendstern ${filler}ÜBUNGEN der STERNWARTE`;
    expect(excerptWindow(late, ['übung', 'stern'])).toBe(`…${'Wort '.repeat(8)}ÜBUNGEN der STERNWARTE`);
    // Found in the title only: the text from its beginning.
    expect(excerptWindow(`${filler}Abendstern`, ['stern'])).toBe(`${filler}Abendstern`.slice(0, 200));
    expect(excerptWindow(`${filler}(Stern)`, ['stern'])).toBe(`…${'Wort '.repeat(8)}(Stern)`);
  });

  test('query words are matched as text, never as patterns', () => {
    const text = `${'Wort '.repeat(20)}xyb und mehr`;
    expect(excerptWindow(text, ['x.b'])).toBe(text.slice(0, 200));
    expect(excerptWindow(`${'Wort '.repeat(20)}[x] und mehr`, ['[x'])).toBe(`…${'Wort '.repeat(8)}[x] und mehr`);
  });
});

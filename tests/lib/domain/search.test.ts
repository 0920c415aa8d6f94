import { describe, expect, test } from 'vitest';
import {
  buildSearchIndex,
  highlight,
  MAX_QUERY_LENGTH,
  readSearchQuery,
  SEARCH_PER_PAGE,
  searchPosts,
} from '../../../src/lib/domain/search';
import type { Post } from '../../../src/lib/domain/types';

let counter = 0;
const post = (title: string, text = '', over: Partial<Post> = {}): Post => {
  counter += 1;
  const id = `post${String(counter).padStart(11, '0')}`;
  return {
    id,
    collectionId: 'posts',
    title,
    description: text ? `<p>${text}</p>` : undefined,
    files: [],
    date: `2026-10-${String((counter % 28) + 1).padStart(2, '0')} 08:00:00.000Z`,
    catigory: 'post',
    pin: false,
    archiv: false,
    classIds: [],
    teacherIds: [],
    created: '2026-10-01 08:00:00.000Z',
    updated: '2026-10-01 08:00:00.000Z',
    classes: [],
    teachers: [],
    publishing: { status: 'published', publishAt: '' },
    ...over,
  };
};

const titles = (posts: Post[], query: string, page = 1) =>
  searchPosts(buildSearchIndex(posts), query, page).hits.map((hit) => hit.post.title);

describe('search', () => {
  test('finds words in titles and in text, whatever their case, umlauts included', () => {
    const posts = [
      post('Känguru der Mathematik'),
      post('Sporttag', 'Wir waren beim KÄNGURU-Wettbewerb dabei'),
      post('Anderes'),
    ];
    expect(titles(posts, 'känguru')).toEqual(['Känguru der Mathematik', 'Sporttag']);
    expect(titles(posts, 'KÄNGURU')).toEqual(['Känguru der Mathematik', 'Sporttag']);
    expect(titles(posts, 'Känguru')).toHaveLength(2);
  });

  test('an umlaut typed as a letter plus a combining mark finds the composed one, and the other way round', () => {
    const posts = [post('Übung macht den Meister'), post('Mu\u0308llsammlung im Park')];
    expect(titles(posts, 'U\u0308bung')).toEqual(['Übung macht den Meister']);
    expect(titles(posts, 'Müllsammlung')).toEqual(['Mu\u0308llsammlung im Park']);
  });

  test('a word finds longer words it starts, not words it is only inside of', () => {
    const posts = [post('Besuch der Sternwarte'), post('Ein Abendstern'), post('Sterne zählen')];
    expect(titles(posts, 'Stern').sort()).toEqual(['Besuch der Sternwarte', 'Sterne zählen']);
  });

  test('every word of the query must match', () => {
    const posts = [post('Sporttag im Juni'), post('Sporttag im Mai'), post('Juni-Konzert')];
    expect(titles(posts, 'Sporttag Juni')).toEqual(['Sporttag im Juni']);
  });

  test('posts matched in the title come before posts matched only in the text', () => {
    const inText = post('Bericht', 'Theater Theater Theater Theater Theater Theater Theater Theater');
    const inTitle = post(
      'Theater in der Aula',
      'Ein langer Text über viele andere Dinge, die nichts damit zu tun haben.',
    );
    expect(titles([inText, inTitle], 'theater')).toEqual(['Theater in der Aula', 'Bericht']);
  });

  test('8 hits a page, the rest on the next page, nothing beyond the last', () => {
    const posts = Array.from({ length: 19 }, (_, i) => post(`Ausflug ${i + 1}`));
    const index = buildSearchIndex(posts);
    const [first, second, third, beyond] = [1, 2, 3, 4].map((page) => searchPosts(index, 'Ausflug', page));
    expect(SEARCH_PER_PAGE).toBe(8);
    expect([first?.hits.length, second?.hits.length, third?.hits.length, beyond?.hits.length]).toEqual([8, 8, 3, 0]);
    expect(first).toMatchObject({ total: 19, totalPages: 3 });
    const ids = [first, second, third].flatMap((page) => page?.hits.map((hit) => hit.post.id));
    expect(new Set(ids).size).toBe(19);
  });

  test('equally good hits come newest first', () => {
    const older = post('Elternabend', '', { date: '2025-01-10 08:00:00.000Z' });
    const newer = post('Elternabend', '', { date: '2026-01-10 08:00:00.000Z' });
    expect(searchPosts(buildSearchIndex([older, newer]), 'Elternabend', 1).hits.map((hit) => hit.post.id)).toEqual([
      newer.id,
      older.id,
    ]);
  });

  test('%, _ and * are plain characters: alone they find nothing, never everything', () => {
    const posts = [post('50% mehr Sport'), post('snake_case erklärt'), post('Sternchen * Stern')];
    for (const query of ['%', '_', '*', '%%', '_%_']) expect(titles(posts, query)).toEqual([]);
    expect(titles(posts, '50%')).toEqual(['50% mehr Sport']);
  });

  test('the matched words are marked in the title and in an excerpt around the first match', () => {
    const filler = 'Vorher war lange nichts Besonderes los in unserer Schule, '.repeat(4);
    const found = post('Ausflug zur Sternwarte', `${filler}dann besuchten wir die Sternwarte am Berg.`);
    const [hit] = searchPosts(buildSearchIndex([found]), 'stern', 1).hits;
    expect(hit?.title).toEqual([
      { text: 'Ausflug zur ', hit: false },
      { text: 'Sternwarte', hit: true },
    ]);
    const excerpt = hit?.excerpt ?? [];
    expect(excerpt.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual(['Sternwarte']);
    expect(excerpt[0]?.text.startsWith('…')).toBe(true);
    expect(excerpt.map((segment) => segment.text).join('').length).toBeLessThanOrEqual(202);
  });

  test('a match near the start of the text shows the text from its beginning', () => {
    const [hit] = searchPosts(buildSearchIndex([post('Titel', 'Heute war Sporttag.')]), 'sporttag', 1).hits;
    expect(hit?.excerpt).toEqual([
      { text: 'Heute war ', hit: false },
      { text: 'Sporttag', hit: true },
      { text: '.', hit: false },
    ]);
  });

  test('highlight marks whole words only, by the index spelling', () => {
    expect(highlight('Sternwarte, Abendstern', new Set(['sternwarte']))).toEqual([
      { text: 'Sternwarte', hit: true },
      { text: ', Abendstern', hit: false },
    ]);
  });

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
});

describe('search details', () => {
  test('a hit counts as a title hit when any query word is in its title', () => {
    const titleHalf = post('Theater heute', 'in der Aula');
    const textOnly = post('Bericht', 'Theater in der Aula, Theater in der Aula, Theater in der Aula');
    expect(titles([textOnly, titleHalf], 'theater aula')).toEqual(['Theater heute', 'Bericht']);
  });

  test('the excerpt of a late match starts at a word about 40 characters before it', () => {
    const text = `${'Wort '.repeat(20)}Sternwarte und mehr`;
    const [hit] = searchPosts(buildSearchIndex([post('Titel', text)]), 'sternwarte', 1).hits;
    const shown = hit?.excerpt.map((segment) => segment.text).join('');
    expect(shown).toBe(`…${'Wort '.repeat(8)}Sternwarte und mehr`);
  });

  test('a match within the first 60 characters shows the text from its start; no text, no excerpt', () => {
    const text = `${'Wort '.repeat(12)}Sternwarte`;
    const [hit] = searchPosts(buildSearchIndex([post('Titel', text)]), 'sternwarte', 1).hits;
    expect(hit?.excerpt[0]?.text.startsWith('Wort')).toBe(true);
    expect(highlight('', new Set(['x']))).toEqual([]);
    const [titleOnly] = searchPosts(buildSearchIndex([post('Sternwarte')]), 'sternwarte', 1).hits;
    expect(titleOnly?.excerpt).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { pageWindow } from '../../../../src/components/pagination';
import { parsePostQuery, postQueryString } from '../../../../src/lib/domain/post-query';
import { excerpt } from '../../../../src/lib/domain/text';

describe('post list query', () => {
  test('odd values fall back to defaults instead of failing', () => {
    expect(parsePostQuery('page=abc&sort=drop%20table')).toEqual({ page: 1, sort: 'desc', classId: undefined });
    expect(parsePostQuery('page=-3')).toMatchObject({ page: 1 });
    expect(parsePostQuery('page=0')).toMatchObject({ page: 1 });
    expect(parsePostQuery('page=99999999999')).toMatchObject({ page: 1 });
    expect(parsePostQuery(undefined)).toMatchObject({ page: 1, sort: 'desc' });
  });

  test('valid values are taken as they are', () => {
    expect(parsePostQuery('page=3&sort=asc&class=class0000000001')).toEqual({
      page: 3,
      sort: 'asc',
      classId: 'class0000000001',
    });
  });

  test('the canonical query string leaves defaults out', () => {
    expect(postQueryString({ page: 1, sort: 'desc' })).toBe('');
    expect(postQueryString({ page: 2, sort: 'random', classId: 'abc' })).toBe('?class=abc&sort=random&page=2');
  });
});

describe('pagination window', () => {
  test('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('excerpt', () => {
  test('strips tags and entities and cuts at a word boundary', () => {
    expect(excerpt('<p>Hallo &amp; <b>willkommen</b></p>')).toBe('Hallo & willkommen');
    const long = excerpt(`<p>${'Wort '.repeat(100)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith('Wort…')).toBe(true);
  });
});

import { describe, expect, test } from 'vitest';
import { canonicalPageQuery } from '../../../../src/lib/edge/page-query';

const NOW = new Date('2026-11-23T12:00:00Z');
const canonical = (path: string, query: string) => canonicalPageQuery(path, query, NOW);

describe('canonical page queries', () => {
  test('defaults are left out and known parameters come in the order our links write them', () => {
    expect(canonical('/posts', 'page=2&sort=asc&class=clas00000000001')).toEqual({
      query: 'class=clas00000000001&sort=asc&page=2',
      invalid: false,
      hasUnknown: false,
    });
    expect(canonical('/posts', 'sort=desc&page=1&class=').query).toBe('');
    expect(canonical('/posts', 'page=02').query).toBe('page=2');
  });

  test.each([
    ['/posts', 'sort=junk'],
    ['/posts', 'page=abc'],
    ['/posts', 'page=0'],
    ['/posts', 'page=10001'],
    ['/posts', 'class=notanid'],
    ['/posts', 'page=2&page=3'],
    ['/kalender', 'month=2026-13'],
    ['/kalender', 'month=2099-01'],
  ])('%s?%s has a value its page does not understand', (path, query) => {
    expect(canonical(path, query)).toMatchObject({ invalid: true, query: '' });
  });

  test('the calendar reaches three years either way', () => {
    expect(canonical('/kalender', 'month=2029-11')).toMatchObject({ invalid: false, query: 'month=2029-11' });
    expect(canonical('/kalender', 'month=2029-12')).toMatchObject({ invalid: true });
    expect(canonical('/kalender', 'month=2023-11')).toMatchObject({ invalid: false });
    expect(canonical('/kalender', 'month=2023-10')).toMatchObject({ invalid: true });
  });

  test('parameters a page does not read are kept as they came, and flagged', () => {
    expect(canonical('/posts', 'utm_source=x&sort=desc')).toEqual({
      query: 'utm_source=x',
      invalid: false,
      hasUnknown: true,
    });
    expect(canonical('/lehrer', 'page=2')).toMatchObject({ query: 'page=2', hasUnknown: true });
    expect(canonical('/lehrer', 'constructor=1')).toMatchObject({ hasUnknown: true, invalid: false });
  });
});

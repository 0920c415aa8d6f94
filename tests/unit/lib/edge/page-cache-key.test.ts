import { describe, expect, test } from 'vitest';
import { routeRequest } from '../../../../src/lib/domain/route-request';
import { pageCacheKey } from '../../../../src/lib/edge/page-cache-key';

const NOW = new Date('2026-11-23T12:00:00Z');
const keyOf = (path: string, init: { method?: string; cookie?: string } = {}) =>
  pageCacheKey({
    method: init.method ?? 'GET',
    route: routeRequest(new URL(`http://127.0.0.1:8787${path}`)),
    ...init,
    now: NOW,
  });

describe('page cache keys', () => {
  test('a public page and its RSC twin are keyed by route and canonical query', () => {
    expect(keyOf('/posts?sort=asc&page=2')).toBe('page /posts?sort=asc&page=2');
    expect(keyOf('/RSC/R/posts.txt?query=sort%3Dasc%26page%3D2')).toBe('rsc /posts?sort=asc&page=2');
    expect(keyOf('/')).toBe('page /?');
  });

  test('every paged list, the sitemap parts and search result pages are kept by their canonical address', () => {
    for (const list of ['/projects', '/old-but-great', '/archiv', '/kreatives', '/aktuellesGrossprojekt']) {
      expect(keyOf(`${list}?page=3`), list).toBe(`page ${list}?page=3`);
      expect(keyOf(`${list}?page=abc`), list).toBeUndefined();
      expect(keyOf(`${list}?sort=asc`), list).toBeUndefined();
    }
    expect(keyOf('/sitemap.xml?teil=2')).toBe('page /sitemap.xml?teil=2');
    expect(keyOf('/suche?q=schule&page=2')).toBe('page /suche?q=schule&page=2');
    expect(keyOf('/suche?q=schule&page=1')).toBeUndefined();
    expect(keyOf('/suche?q=schule&utm_source=x')).toBeUndefined();
  });

  test.each([
    '/dash/start',
    '//dash/start',
    '///dash/posts',
    '/RSC/R/dash/start.txt',
    '/RSC/R//dash/start.txt',
    '/RSC/_R/dash/start.txt',
    '/RSC/Rdash/start.txt',
    '/api/files/x',
  ])('%s is never shared', (path) => {
    expect(keyOf(path)).toBeUndefined();
  });

  test('a request carrying a staff session is never shared, whatever its path', () => {
    expect(keyOf('/posts', { cookie: 'a=1; staff_session=abc' })).toBeUndefined();
    expect(keyOf('/posts', { cookie: 'a=1' })).toBe('page /posts?');
    expect(keyOf('/posts', { method: 'POST' })).toBeUndefined();
  });

  test('junk values, unknown parameters and odd spellings render uncached instead of taking a slot', () => {
    for (const path of [
      '/posts?sort=junk',
      '/posts?page=abc',
      '/posts?class=notanid',
      '/posts?sort=desc',
      '/posts?utm_source=x',
      '/posts/',
      '/RSC/R/posts.txt?query=sort%3Djunk',
      '/RSC/R/posts.txt?query=&x=1',
    ]) {
      expect(keyOf(path), path).toBeUndefined();
    }
  });
});

import { describe, expect, test } from 'vitest';
import {
  addressKey,
  asksTheRoot,
  mayBeOld,
  redirectLookup,
} from '../../../src/features/old-addresses/rules/old-address';

describe('old addresses', () => {
  test.each([
    ['/2019/05/sporttag/', '/2019/05/sporttag'],
    ['/2019/05/Sporttag', '/2019/05/sporttag'],
    ['/2019/05/spor%C3%9Ftag/', '/2019/05/sporßtag'],
    ['/?p=123', '/?p=123'],
    ['/?P=123&utm_source=newsletter', '/?p=123'],
    ['/?page_id=7', '/?page_id=7'],
    ['/', undefined],
    ['/?utm_source=newsletter', undefined],
    ['//evil.example/x', undefined],
    ['https://evil.example/', undefined],
    ['/%E0%A4%A', undefined],
  ])('%s is compared as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  test("the root asks the table only with one of WordPress's own queries", () => {
    expect(asksTheRoot('/', 'p=123')).toBe(true);
    expect(asksTheRoot('/', 'utm_campaign=herbst')).toBe(false);
    expect(asksTheRoot('/posts', 'p=123')).toBe(false);
  });

  test("the site's own file, dashboard and RSC paths are never looked up; any other path may be old", () => {
    for (const path of ['/api/files/a/b/c.png', '/api/health', '/dash', '/dash/start', '/RSC/R/posts.txt']) {
      expect(mayBeOld(path), path).toBe(false);
    }
    for (const path of ['/2019/05/sporttag/', '/apikultur/', '/dashboard-alt/', '/feed/'])
      expect(mayBeOld(path), path).toBe(true);
  });

  test('a target that is no path of this site is never used; the first row for an address wins', () => {
    const lookup = redirectLookup([
      { from: '/alt/', to: '//evil.example/' },
      { from: '/feed/', to: '/feed.xml' },
      { from: '/FEED', to: '/posts' },
      { from: 'kaputt', to: '/posts' },
    ]);
    expect([...lookup]).toEqual([['/feed', '/feed.xml']]);
  });
});

import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { requestUrl } from '../../../src/lib/edge/request-url';

describe('the request address (lib/edge/request-url)', () => {
  test('every step of one request gets the same parsed address; the next request its own', async () => {
    const seen: URL[] = [];
    const app = new Hono();
    app.use(async (c, next) => {
      seen.push(requestUrl(c));
      await next();
    });
    app.get('*', (c) => {
      seen.push(requestUrl(c));
      return c.text(requestUrl(c).pathname);
    });

    expect(await (await app.request('http://schule.test/posts?page=2')).text()).toBe('/posts');
    expect(await (await app.request('http://schule.test/kalender')).text()).toBe('/kalender');
    expect(seen.map((url) => url.href)).toEqual([
      'http://schule.test/posts?page=2',
      'http://schule.test/posts?page=2',
      'http://schule.test/kalender',
      'http://schule.test/kalender',
    ]);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });
});

import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import type { RequestContext, SiteEnv } from '../../../src/lib/platform/request-context';
import requestContext from '../../../src/middleware/start-request';

/** The edge router's first step, then a step that records what it sees, then an answer. */
function app(seen: RequestContext[]) {
  const site = new Hono<SiteEnv>();
  site.use(requestContext());
  site.use(async (c, next) => {
    seen.push(c.var.request);
    await next();
  });
  site.get('*', (c) => {
    seen.push(c.var.request);
    return c.text(c.var.request.route.ok ? c.var.request.route.path : 'kein Weg');
  });
  return site;
}

describe('one request context (middleware/start-request)', () => {
  test('every step of a request sees the one context; the next request gets its own', async () => {
    const seen: RequestContext[] = [];
    const site = app(seen);
    expect(await (await site.request('http://schule.test/posts?page=2')).text()).toBe('/posts');
    expect(await (await site.request('http://schule.test//kalender/')).text()).toBe('/kalender');
    expect(seen).toHaveLength(4);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(seen[3]).toBe(seen[2]);
    expect(seen[0]?.url.href).toBe('http://schule.test/posts?page=2');
    expect(seen[0]?.route).toMatchObject({ ok: true, path: '/posts', query: 'page=2', canonical: true });
    expect(seen[2]?.route).toMatchObject({ ok: true, path: '/kalender', canonical: false });
  });

  test('each request has a nonce and a trace id of its own', async () => {
    const seen: RequestContext[] = [];
    const site = app(seen);
    await site.request('http://schule.test/');
    await site.request('http://schule.test/');
    expect(seen[0]?.nonce).toMatch(/^[A-Za-z0-9+/]{22}$/);
    expect(seen[2]?.nonce).not.toBe(seen[0]?.nonce);
    expect(seen[2]?.trace.id).not.toBe(seen[0]?.trace.id);
  });

  test("the school's settings come from the worker's bindings, read once", async () => {
    const seen: RequestContext[] = [];
    const bindings = {
      POCKETBASE_URL: 'https://cms.schule.test/',
      SCHOOL_SHORT_NAME: 'BG Test',
      CACHE_TTL_SECONDS: '30',
    };
    await app(seen).request('http://schule.test/', {}, bindings);
    expect(seen[0]?.config).toMatchObject({
      pocketbaseUrl: 'https://cms.schule.test',
      schoolShortName: 'BG Test',
      cacheTtlSeconds: 30,
    });
    expect(seen[0]?.bindings).toBe(bindings);
    expect(seen[1]?.config).toBe(seen[0]?.config);
  });
});

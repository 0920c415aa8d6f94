import { afterEach, describe, expect, test, vi } from 'vitest';
import { SCHEDULE_COLLECTION } from '../../../src/lib/domain/publishing';
import { createSite } from '../../../src/middleware';

/**
 * The whole edge router, built from its parts as the worker builds it, with a stand-in PocketBase and a clock of the
 * test's own: feeds are answered by the edge itself (machine routes read posts and the school), so this is the
 * chain from the request context through the page cache to the reads' copies, on that clock, in milliseconds.
 */
const TTL_SECONDS = 60;
let school = 0;

type Backend = { title: string; down: boolean; hangs?: boolean; nextDue?: string };

function siteOnStandIns() {
  school += 1;
  const pocketbase = `http://pocketbase-${school}.test`;
  const state: Backend = { title: 'Sporttag', down: false };
  const asked: string[] = [];
  let time = Date.parse('2026-12-02T08:00:00Z');
  const backend = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname);
    if (state.hangs) {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    if (state.down) return new Response('Bad Gateway', { status: 502 });
    const list = (items: unknown[]) =>
      Response.json({ page: 1, perPage: 30, totalItems: items.length, totalPages: 1, items });
    if (url.pathname === `/api/collections/${SCHEDULE_COLLECTION}/records/schedule`) {
      return Response.json({ id: 'schedule', next_due: state.nextDue ?? '', last_due: '' });
    }
    if (url.pathname === '/api/collections/school/records')
      return list([{ id: 's1', collectionId: 'c0', name: 'BRG Test' }]);
    if (url.pathname === '/api/collections/posts/records') {
      const created = '2026-11-30 08:00:00.000Z';
      return list([
        { id: 'post00000000001', collectionId: 'c1', title: state.title, text: '<p>Text</p>', date: created },
      ]);
    }
    return Response.json({ status: 404, message: 'Not found' }, { status: 404 });
  });
  const site = createSite({
    render: (c) => c.text('keine Seite', 404),
    clock: () => time,
    backend,
    config: {
      POCKETBASE_URL: pocketbase,
      SITE_URL: `http://schule-${school}.test`,
      CACHE_TTL_SECONDS: String(TTL_SECONDS),
      DEBUG_HEADERS: '1',
    },
  });
  const jobs: Promise<unknown>[] = [];
  const executionCtx = { waitUntil: (job: Promise<unknown>) => jobs.push(job), passThroughOnException: () => {} };
  const view = async (path: string) => {
    const answer = await site.request(`http://schule-${school}.test${path}`, {}, undefined, executionCtx as never);
    return { state: answer.headers.get('X-Page-Cache'), status: answer.status };
  };
  const feed = async () => {
    const answer = await site.request(`http://schule-${school}.test/feed.xml`, {}, undefined, executionCtx as never);
    const text = await answer.text();
    return {
      state: answer.headers.get('X-Page-Cache'),
      status: answer.status,
      title: /<item>\s*<title>(?:<!\[CDATA\[)?([^<\]]*)/.exec(text)?.[1],
    };
  };
  return {
    feed,
    view,
    state,
    later: (seconds: number) => (time += seconds * 1000),
    at: () => time,
    postReads: () => asked.filter((path) => path === '/api/collections/posts/records').length,
    jobsDone: async () => {
      while (jobs.length) await Promise.allSettled(jobs.splice(0));
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the edge router from its parts: a kept answer costs no backend read until its time, on the site’s clock', () => {
  test('within the TTL the feed is the kept one; a change in PocketBase shows once it has passed', async () => {
    const site = siteOnStandIns();
    expect(await site.feed()).toEqual({ state: 'MISS', status: 200, title: 'Sporttag' });
    site.state.title = 'Sporttag (verschoben)';
    site.later(TTL_SECONDS - 1);
    expect(await site.feed()).toMatchObject({ state: 'HIT', title: 'Sporttag' });
    expect(site.postReads()).toBe(1);
    site.later(7);
    expect(await site.feed()).toMatchObject({ state: 'MISS', title: 'Sporttag (verschoben)' });
    expect(site.postReads()).toBe(2);
  });

  test('just past the TTL the kept feed is served at once, and the named job renders it anew behind the answer', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const site = siteOnStandIns();
    await site.feed();
    site.state.title = 'Elternabend';
    site.later(TTL_SECONDS + 1);
    expect(await site.feed()).toMatchObject({ state: 'STALE', title: 'Sporttag' });
    await site.jobsDone();
    expect(site.postReads()).toBe(2);
  });

  test('an answer is kept only as long as the reads it was made from are fresh, not a TTL from its rendering', async () => {
    const site = siteOnStandIns();
    await site.view('/manifest.webmanifest'); // reads the school record at 0 s
    site.later(30);
    expect((await site.feed()).state).toBe('MISS'); // the school's copy from 0 s, the posts' from now
    site.later(29);
    expect((await site.feed()).state).toBe('HIT');
    site.later(2);
    expect((await site.feed()).state).not.toBe('HIT');
  });

  test('an answer made from a read past its lifetime is served but not kept; once the read is refreshed, it is', async () => {
    const site = siteOnStandIns();
    await site.view('/manifest.webmanifest');
    site.later(TTL_SECONDS + 2); // the school's copy: stale, refreshed behind the answer
    expect(await site.feed()).toMatchObject({ state: 'SKIP', status: 200, title: 'Sporttag' });
    await site.jobsDone();
    expect((await site.feed()).state).toBe('MISS');
    expect((await site.feed()).state).toBe('HIT');
  });

  test('a scheduled post going public ends the kept feed then, not a TTL later', async () => {
    const site = siteOnStandIns();
    site.state.nextDue = new Date(site.at() + 20_000).toISOString().replace('T', ' ');
    await site.feed();
    site.later(19);
    expect((await site.feed()).state).toBe('HIT');
    site.later(7);
    // Its copies are from before the publication: read anew, and the answer made from them is not kept.
    expect((await site.feed()).state).toBe('SKIP');
    expect((await site.feed()).state).toBe('MISS');
    expect(site.postReads()).toBe(2);
  });

  test('PocketBase hanging: an answer with stored copies waits about a second for it, not until its timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = siteOnStandIns();
    await site.feed();
    site.state.hangs = true;
    site.later(TTL_SECONDS * 3); // past the kept feed's stale window and the reads' own
    const started = performance.now();
    expect(await site.feed()).toMatchObject({ state: 'SKIP', status: 200, title: 'Sporttag' });
    // BACKEND_TIMEOUT_MS is 3 s; each wave of reads waits SLOW_READ_MS (1 s) for it.
    expect(performance.now() - started).toBeLessThan(2800);
  });

  test('PocketBase down: the feed comes from the copy kept for outages, and such an answer is not kept', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = siteOnStandIns();
    await site.feed();
    site.state.down = true;
    site.later(TTL_SECONDS * 3);
    expect(await site.feed()).toMatchObject({ state: 'SKIP', status: 200, title: 'Sporttag' });
    expect((await site.feed()).state).toBe('SKIP');
  });
});

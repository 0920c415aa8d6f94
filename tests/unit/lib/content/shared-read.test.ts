import { afterEach, describe, expect, test, vi } from 'vitest';
import { CopiesSeen, Read } from '../../../../src/lib/content/read-result';
import { routeRequest } from '../../../../src/lib/domain/route-request';
import { siteConfigFrom } from '../../../../src/lib/platform/config';
import { createRequestContext, runInRequest } from '../../../../src/lib/platform/request-context';
import type { GoneMark } from '../../../../src/lib/platform/takedown-ledger';
import { BackendUnavailableError } from '../../../../src/lib/content/read-errors';
import { noteScheduleChange } from '../../../../src/lib/content/read-copies';
import { BACKEND_TIMEOUT_MS, createCachedFetch } from '../../../../src/lib/content/cached-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a view awaiting a read another request started gives up with the backend notice, not forever', async () => {
  vi.useFakeTimers();
  // The fault: a read whose request the runtime tore down never settles, whatever its own timeout says.
  const neverAnswers = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', neverAnswers);
  const cachedFetch = createCachedFetch(0);
  const url = 'http://pocketbase.test/api/collections/school/records?page=1&perPage=1';
  void cachedFetch(url).catch(() => undefined);
  const second = cachedFetch(url);
  const outcome = expect(second).rejects.toBeInstanceOf(BackendUnavailableError);
  await vi.advanceTimersByTimeAsync(BACKEND_TIMEOUT_MS);
  expect(neverAnswers).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1000);
  await outcome;
});

/** A school's takedown ledger as its Durable Object keeps it, reached the way the worker reaches it. */
function ledgerNamespace() {
  const marks = new Map<string, number>();
  let seq = 0;
  const stub = {
    mark: async (added: GoneMark[]) => {
      for (const { key, goneAt } of added) marks.set(key, Math.max(marks.get(key) ?? 0, goneAt));
      seq += added.length;
    },
    since: async (after: number) => ({
      marks: after < seq ? [...marks].map(([key, goneAt]) => ({ key, goneAt })) : [],
      seq,
      more: false,
    }),
  };
  const namespace = { jurisdiction: () => namespace, idFromName: (name: string) => name, get: () => stub };
  return namespace as unknown as DurableObjectNamespace;
}

/** Runs `work` as one request of the site, with the given takedown ledger (another location's, say). */
function inRequest<T>(ledger: DurableObjectNamespace, work: () => Promise<T>): Promise<T> {
  const url = new URL('http://schule.test/posts');
  const context = createRequestContext({
    url,
    route: routeRequest(url),
    config: siteConfigFrom(() => undefined),
    bindings: { TAKEDOWN: ledger },
    nonce: 'n',
    waitUntil: () => undefined,
  });
  return runInRequest(context, work);
}

test('a list kept for outages leaves out a record PocketBase has since answered as gone', async () => {
  const base = 'http://pocketbase.test/api/collections/posts/records';
  const list = `${base}?page=3&perPage=8`;
  const view = `${base}/gonepost0000001?expand=class`;
  let backend: 'up' | 'down' = 'up';
  const answers: Record<string, [number, unknown]> = {
    [list]: [
      200,
      { page: 3, perPage: 8, totalItems: 18, items: [{ id: 'gonepost0000001' }, { id: 'keptpost0000001' }] },
    ],
    [view]: [404, { status: 404, message: "The requested resource wasn't found." }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (backend === 'down') return new Response('{"message":"boom"}', { status: 500 });
      const [status, body] = answers[url]!;
      return new Response(JSON.stringify(body), { status });
    }),
  );
  vi.useFakeTimers();
  const ledger = ledgerNamespace();
  const cachedFetch = createCachedFetch(60);
  await inRequest(ledger, () => cachedFetch(list));
  // The post is deleted; a visitor opens its page: PocketBase answers 404.
  expect((await inRequest(ledger, () => cachedFetch(view))).status).toBe(404);
  // PocketBase goes down after the list's copy expired: the copy stands in, without the gone post.
  backend = 'down';
  await vi.advanceTimersByTimeAsync(120_000);
  const served = (await (await inRequest(ledger, () => cachedFetch(list))).json()) as {
    items: Array<{ id: string }>;
    totalItems: number;
  };
  expect(served.items.map((item: { id: string }) => item.id)).toEqual(['keptpost0000001']);
  expect(served.totalItems).toBe(17);
});

test('a copy of a posts read from before a scheduled post went public is read again; other copies, and another school’s, are kept', async () => {
  const posts = 'http://pocketbase.test/api/collections/posts/records?page=1&perPage=8';
  const teachers = 'http://pocketbase.test/api/collections/teachers/records?page=1&perPage=8';
  // The schedule's own copy says a time that has passed: read it again too, for the time after.
  const schedule = 'http://pocketbase.test/api/collections/publishing_schedule/records/schedule';
  const otherSchool = 'http://pocketbase.other.test/api/collections/posts/records?page=1&perPage=8';
  const backend = vi.fn(
    async (_url: string) => new Response(JSON.stringify({ items: [], totalItems: 0 }), { status: 200 }),
  );
  vi.stubGlobal('fetch', backend);
  const cachedFetch = createCachedFetch(600);
  await cachedFetch(posts);
  await cachedFetch(teachers);
  await cachedFetch(schedule);
  await cachedFetch(otherSchool);
  await cachedFetch(posts);
  expect(backend).toHaveBeenCalledTimes(4);
  // The schedule read of this school (its PocketBase) says a post went public just now.
  const school = siteConfigFrom((name) => (name === 'POCKETBASE_URL' ? 'http://pocketbase.test' : undefined));
  const url = new URL('http://schule.test/posts');
  const request = createRequestContext({ url, route: routeRequest(url), config: school, bindings: {}, nonce: 'n' });
  runInRequest(request, () => noteScheduleChange(Date.now() + 1));
  await new Promise((resolve) => setTimeout(resolve, 5));
  await cachedFetch(posts);
  await cachedFetch(teachers);
  await cachedFetch(schedule);
  await cachedFetch(otherSchool);
  expect(backend.mock.calls.map(([url]) => url)).toEqual([posts, teachers, schedule, otherSchool, posts, schedule]);
  // The new copies are from after the change: kept again.
  await cachedFetch(posts);
  await cachedFetch(schedule);
  expect(backend).toHaveBeenCalledTimes(6);
});

describe('a read returns what it learned: until when its copy is fresh, and whether it stood in for an outage', () => {
  const url = 'http://pocketbase.test/api/collections/teachers/records?page=1&perPage=30&sort=-name';
  const scheduled = 'http://pocketbase.test/api/collections/posts/records?page=1&perPage=3&sort=-name';

  test('a fresh copy tells its expiry, the one read again too; a posts copy says when it was made', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T08:00:00Z') });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"items":[]}', { status: 200 })),
    );
    const cachedFetch = createCachedFetch(60);
    const first = new CopiesSeen();
    await cachedFetch(url, undefined, first);
    const storedAt = Date.now();
    vi.setSystemTime(storedAt + 30_000);
    const second = new CopiesSeen();
    await cachedFetch(url, undefined, second);
    await cachedFetch(scheduled, undefined, second);
    expect(first.of('a')).toMatchObject({ value: 'a', expiresAt: storedAt + 60_000, degraded: false });
    expect(second.of('b')).toMatchObject({ expiresAt: storedAt + 60_000, copiedAt: storedAt + 30_000 });
  });

  test('a copy standing in for a backend that fails is degraded', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T08:00:00Z') });
    let down = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (down ? new Response('boom', { status: 502 }) : new Response('{"items":[]}'))),
    );
    const cachedFetch = createCachedFetch(60);
    await cachedFetch(`${url}&outage=1`);
    down = true;
    vi.setSystemTime(Date.now() + 120_000);
    const seen = new CopiesSeen();
    await inRequest(ledgerNamespace(), () => cachedFetch(`${url}&outage=1`, undefined, seen));
    expect(seen.of(undefined).degraded).toBe(true);
  });
});

describe('reads as one', () => {
  test('fresh until the first expires, degraded when any was, the oldest copy', () => {
    const both = Read.all([new Read(1, 5_000, false, 300), new Read('x', 2_000, true), Read.of(null)]);
    expect(both).toMatchObject({ value: [1, 'x', null], expiresAt: 2_000, degraded: true, copiedAt: 300 });
  });

  test('a changed value keeps what the read learned; until() only ever shortens', () => {
    const read = new Read(2, 4_000, true, 10).map((n) => n * 2);
    expect(read).toMatchObject({ value: 4, expiresAt: 4_000, degraded: true, copiedAt: 10 });
    expect(read.until(9_000).expiresAt).toBe(4_000);
    expect(read.until(1_000).expiresAt).toBe(1_000);
    expect(Read.of('x').until(undefined).expiresAt).toBeUndefined();
  });
});

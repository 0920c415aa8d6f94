import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { AUTHOR, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { get, startWorker } from '../helpers/worker';

const ORIGIN = 'http://127.0.0.1:8787';
const SEARCH_TERM = 'Wintersportwoche';
let worker: Miniflare;
const lines: string[] = [];

beforeAll(async () => {
  worker = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl') }, { onLog: (line) => lines.push(line) });
});
afterAll(() => worker?.dispose());

/** The log lines one request wrote, parsed; each must be one line of JSON. */
async function logsOf(path: string, init: RequestInit = {}) {
  lines.length = 0;
  const view = await get(worker, path, init);
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const line of lines) expect(line, 'one line').not.toContain('\n');
  return { view, entries: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const requestLine = (entries: Record<string, unknown>[]) => entries.find((entry) => entry.event === 'request');

describe('one JSON line per request (Workers Logs)', () => {
  test('a cold page: id, path, status, cache outcome and its PocketBase reads', async () => {
    const { entries } = await logsOf(`/posts/${POST_IDS.pinned}`);
    const line = requestLine(entries);
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: `/posts/${POST_IDS.pinned}`,
      status: 200,
      cache: 'miss',
    });
    expect(line?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(line?.backendReads).toBeGreaterThan(0);
    expect(typeof line?.backendMs).toBe('number');
  });

  test('a warm page says it came from the page cache and cost no PocketBase read', async () => {
    await get(worker, '/kalender');
    const { entries } = await logsOf('/kalender');
    expect(requestLine(entries)).toMatchObject({ path: '/kalender', cache: 'hit', backendReads: 0 });
  });

  test('each request has its own id', async () => {
    const first = requestLine((await logsOf('/')).entries)?.requestId;
    const second = requestLine((await logsOf('/')).entries)?.requestId;
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
  });

  test('search terms and other query strings stay out of the log', async () => {
    const { entries } = await logsOf(`/suche?q=${SEARCH_TERM}`);
    expect(requestLine(entries)).toMatchObject({ path: '/suche', status: 200 });
    expect(JSON.stringify(entries)).not.toContain(SEARCH_TERM);
  });

  test('a staff sign-in logs no e-mail, password, name, cookie or token', async () => {
    const { view, entries } = await logsOf('/dash/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: new URLSearchParams({ email: AUTHOR.email, password: AUTHOR.password }).toString(),
    });
    const session = /staff_session=([^;]+)/.exec(view.response.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toBeDefined();
    expect(requestLine(entries)).toMatchObject({ method: 'POST', path: '/dash/login', status: 303 });
    const dashboard = await logsOf('/dash/start', { headers: { cookie: `staff_session=${session}` } });
    const logged = JSON.stringify([...entries, ...dashboard.entries]);
    for (const secret of [AUTHOR.email, AUTHOR.password, AUTHOR.name, session!]) expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/eyJ[\w-]+\.[\w-]+/); // no JWT (PocketBase token)
  });

  test('a long made-up path is cut to 200 characters', async () => {
    const { entries } = await logsOf(`/${'x'.repeat(2_000)}`);
    expect(String(requestLine(entries)?.path)).toHaveLength(200);
    expect(requestLine(entries)?.status).toBe(404);
  });
});

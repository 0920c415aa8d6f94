import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, test, vi } from 'vitest';
import { serviceWorkerCode, writeServiceWorker } from '../../../scripts/build/service-worker.mjs';

const ORIGIN = 'https://schule.example';

type Listener = (event: object) => void;

/** Runs the worker's code in a bare global scope and returns its event listeners. */
function loadWorker(code: string, globals: object = {}): Record<string, Listener> {
  const listeners: Record<string, Listener> = {};
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    skipWaiting: () => {},
  };
  // Offline and nothing kept: only whether the worker answers is looked at here (tests/e2e/offline.test.ts: what).
  const caches = { match: async () => undefined };
  const fetch = () => Promise.reject(new TypeError('offline'));
  runInNewContext(code, { self: scope, URL, URLSearchParams, Response, Headers, caches, fetch, ...globals });
  return listeners;
}

/** Whether the worker answers a GET of this address itself rather than leaving it to the network. */
function answers(fetchListener: Listener, address: string, mode: RequestMode | 'navigate' = 'navigate'): boolean {
  let answered = false;
  fetchListener({
    request: { url: new URL(address, ORIGIN).href, method: 'GET', mode },
    respondWith: (answer: Promise<unknown>) => {
      answered = true;
      void Promise.resolve(answer).catch(() => {});
    },
    waitUntil: () => {},
  });
  return answered;
}

describe('the generated service worker', () => {
  test('is valid JavaScript with the build id baked in', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sw-'));
    const { bytes, gzipBytes } = await writeServiceWorker('build-4711', dir);
    const file = path.join(dir, 'sw.js');
    execFileSync(process.execPath, ['--check', file]);
    const code = readFileSync(file, 'utf8');
    expect(code).toContain('"build-4711"');
    expect(bytes).toBe(Buffer.byteLength(code));
    expect(gzipBytes).toBeLessThan(4 * 1024);
  });

  test('listens for install, activate, fetch, push, notificationclick and pushsubscriptionchange', async () => {
    expect(Object.keys(loadWorker(await serviceWorkerCode('x'))).sort()).toEqual([
      'activate',
      'fetch',
      'install',
      'notificationclick',
      'push',
      'pushsubscriptionchange',
    ]);
  });

  test('a page that never arrives does not hold up the install: each page it keeps is given at most 30 s', async () => {
    const limits: number[] = [];
    const timers: AbortController[] = [];
    const AbortSignal = {
      timeout: (ms: number) => {
        limits.push(ms);
        timers.push(new AbortController());
        return timers.at(-1)!.signal;
      },
    };
    const fetch = (_url: string, init: { signal?: AbortSignal }) =>
      new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('timed out'))));
    const caches = { open: async () => ({ put: async () => {} }), match: async () => undefined };
    const { install } = loadWorker(await serviceWorkerCode('x'), { fetch, AbortSignal, caches, setTimeout });
    let installing: Promise<unknown> | undefined;
    install!({ waitUntil: (work: Promise<unknown>) => (installing = work) });
    // '/', '/kalender' and '/posts' and their RSC twins, all hanging until their time is up.
    await vi.waitFor(() => expect(timers).toHaveLength(6));
    for (const timer of timers) timer.abort();
    await expect(installing).resolves.toBeUndefined();
    expect(Math.max(...limits)).toBeLessThanOrEqual(30_000);
  });

  test('answers public pages and their RSC twins, and the site script', async () => {
    const { fetch: onFetch } = loadWorker(await serviceWorkerCode('x'));
    for (const address of ['/', '/kalender', '/posts', '/posts/abc123', '/kalender?month=2026-01'])
      expect(answers(onFetch!, address), address).toBe(true);
    for (const address of ['/RSC/R/_root.txt?query=', '/RSC/R/posts/abc123.txt?query=', '/assets/index-x.js'])
      expect(answers(onFetch!, address, 'cors'), address).toBe(true);
  });

  test('never answers the dashboard, sign-in, the API, server functions or other sites', async () => {
    const { fetch: onFetch } = loadWorker(await serviceWorkerCode('x'));
    const pages = [
      '/dash',
      '/dash/login',
      '/dash/start',
      '/DASH/login',
      '/api/files/a/b/c.jpg',
      '/api/push/subscriptions',
    ];
    for (const address of pages) expect(answers(onFetch!, address), address).toBe(false);
    const payloads = ['/RSC/R/dash.txt?query=', '/RSC/R/dash/login.txt', '/RSC/_R/dash.txt', '/RSC/R/%64ash.txt'];
    for (const address of [...payloads, '/RSC/F/abc/save.txt', '/builds/latest.json', 'https://elsewhere.example/'])
      expect(answers(onFetch!, address, 'cors'), address).toBe(false);
    // A page address fetched by a script (not a navigation) is left alone too.
    expect(answers(onFetch!, '/kalender', 'cors')).toBe(false);
  });
});

test('the service worker type-checks against the WebWorker library (src/service-worker/tsconfig.json)', () => {
  const tsc = path.resolve(import.meta.dirname, '../../../node_modules/typescript/bin/tsc');
  const project = path.resolve(import.meta.dirname, '../../../src/service-worker');
  expect(() => execFileSync(process.execPath, [tsc, '--noEmit', '-p', project], { encoding: 'utf8' })).not.toThrow();
});

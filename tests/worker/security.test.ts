import { createHash } from 'node:crypto';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { AUTHOR, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { startBackendProxy } from '../helpers/backend-proxy';
import { get, startWorker } from '../helpers/worker';

/** Findings of the outside review (issue 11), each as the behaviour that must hold. */

const ORIGIN = 'http://127.0.0.1:8787';
/** Text only a rendered dashboard contains. */
const DASHBOARD = /angemeldet als|Verwaltung|Übersicht/;
let worker: Miniflare;
let debugWorker: Miniflare;
let proxy: Awaited<ReturnType<typeof startBackendProxy>>;

beforeAll(async () => {
  proxy = await startBackendProxy(inject('pocketbaseUrl'));
  worker = await startWorker({ POCKETBASE_URL: proxy.url });
  debugWorker = await startWorker({ POCKETBASE_URL: proxy.url, DEBUG_HEADERS: '1' });
});
afterAll(async () => {
  await worker?.dispose();
  await debugWorker?.dispose();
  await proxy?.close();
});

async function staffCookie(site: Miniflare): Promise<string> {
  const { response } = await get(site, '/dash/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ email: AUTHOR.email, password: AUTHOR.password }).toString(),
  });
  return `staff_session=${/staff_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1]}`;
}

const DASHBOARD_SPELLINGS = [
  '//dash/start',
  '///dash/posts',
  '//dash/start/',
  '/dash//start',
  '/RSC/R//dash/start.txt',
  '/RSC/_R/dash/start.txt',
  '/RSC/Rdash/start.txt',
  '/RSC/R/dash/start_.txt',
  '/RSC//R/dash/start.txt',
  '/RSC/R/%64ash/start.txt',
];

describe('finding 1: the dashboard under every spelling Waku accepts', () => {
  test.each(DASHBOARD_SPELLINGS)('%s without a session shows no dashboard data', async (path) => {
    for (let i = 0; i < 2; i++) {
      const { response, text } = await get(debugWorker, path);
      expect(response.status, path).not.toBe(200);
      expect(text).not.toMatch(DASHBOARD);
      expect(response.headers.get('x-page-cache')).toBeNull();
    }
  });

  test('spellings that name a page are sent to its one address, where the guard stands', async () => {
    for (const [path, target] of [
      ['//dash/start', '/dash/start'],
      ['///dash/posts', '/dash/posts'],
      ['//dash/start/', '/dash/start'],
    ]) {
      const { response } = await get(worker, path as string);
      expect(response.status, path).toBe(308);
      expect(response.headers.get('location')).toBe(target);
      const guarded = await get(worker, target as string);
      expect(guarded.response.status).toBe(302);
      expect(guarded.response.headers.get('location')).toContain('/dash/login');
    }
  });

  test('what staff saw is never kept for anyone else', async () => {
    const cookie = await staffCookie(debugWorker);
    for (const path of ['/dash/start', '/RSC/R/dash/start.txt', '/RSC/R/dash/posts.txt']) {
      const staff = await get(debugWorker, path, { headers: { cookie } });
      expect(staff.response.status, path).toBe(200);
      expect(staff.response.headers.get('cache-control')).toBe('private, no-store');
      expect(staff.response.headers.get('x-page-cache')).toBeNull();
      const anonymous = await get(debugWorker, path);
      expect(anonymous.response.status, path).toBe(302);
      expect(anonymous.text).not.toMatch(DASHBOARD);
    }
    // A public page asked for with a session cookie is rendered for that request only.
    await get(debugWorker, '/bikeline', { headers: { cookie } });
    expect((await get(debugWorker, '/bikeline')).response.headers.get('x-page-cache')).toBe('MISS');
  });
});

describe('finding 2: X-Waku-Router-Skip never shapes what others get', () => {
  /** Whether an RSC payload holds an element (its id appears as a key). */
  const holds = (payload: string, id: string) => payload.includes(`"${id}"`);

  test.each([
    ['/RSC/R/posts.txt?query=page%3D3%26sort%3Dasc', '["root"]', 'root'],
    ['/RSC/R/posts.txt?query=sort%3Dasc%26page%3D3', '["root"]', 'root'],
    ['/RSC/R/bikeline.txt', '["root","route:/bikeline"]', 'root'],
    ['/RSC/R/datenschutz.txt?query=', '["root","layout:/","page:/datenschutz"]', 'page:/datenschutz'],
    ['/RSC/R/impressum.txt', '["page:/impressum"]', 'page:/impressum'],
  ])('%s asked for with %s, then by clients that lack it: every later answer holds %s', async (path, skip, id) => {
    const site = await startWorker({ POCKETBASE_URL: proxy.url, DEBUG_HEADERS: '1' });
    try {
      expect((await get(site, path, { headers: { 'X-Waku-Router-Skip': skip } })).response.status).toBe(200);
      // What a fresh client and a client coming from /posts send: neither holds the element.
      for (const other of [undefined, '[]', '["other"]', '["layout:/","page:/posts","route:/posts"]']) {
        const answer = await get(site, path, { headers: other ? { 'X-Waku-Router-Skip': other } : {} });
        expect(answer.response.status).toBe(200);
        expect(holds(answer.text, id), `then ${other}`).toBe(true);
      }
    } finally {
      await site.dispose();
    }
  });

  test('a page load carrying the header is rendered whole, not a 500', async () => {
    const { response, text } = await get(worker, '/posts', { headers: { 'X-Waku-Router-Skip': '["root"]' } });
    expect(response.status).toBe(200);
    expect(text).toContain('<html lang="de-AT"');
  });
});

describe('finding 3: malformed router requests get a plain 404, never a 500 or an internal message', () => {
  test.each([
    ['GET', '/RSC/'],
    ['GET', '/RSC/x'],
    ['GET', '/RSC/R'],
    ['GET', '/RSC/R/posts'],
    ['GET', '/RSC/R/posts.json'],
    ['GET', '/RSC/_.txt'],
    ['GET', '/RSC/__.txt'],
    ['GET', '/RSC/F/x.txt'],
    ['POST', '/RSC/F/x.txt'],
    ['POST', '/RSC/F/_/src/pages/index.tsx/default.txt'],
    ['GET', '/RSC/S/slice.txt'],
    ['GET', '/RSC//R/dash/start.txt'],
    ['GET', '/RSC/R/gibt-es-nicht.txt'],
    ['POST', '/RSC/R/posts.txt'],
    ['POST', '/RSC/R/dash/login.txt'],
  ])('%s %s', async (method, path) => {
    const { response, text } = await get(worker, path, { method, body: method === 'POST' ? 'x' : undefined });
    expect([400, 404, 405]).toContain(response.status);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).not.toMatch(/rscPath|should start|Error|at \w+ \(|Invalid/);
  });
});

describe('the site only reads: other methods get a clear refusal, never a 500', () => {
  test.each([
    ['/posts/', { 'content-type': 'text/plain' }, 'x'],
    ['/posts', { 'content-type': 'text/plain' }, 'x'],
    ['/kalender/', {}, 'x'],
    [
      '/',
      { 'content-type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--b--\r\n',
    ],
  ])('POST %s', async (path, headers, body) => {
    const { response, text } = await get(worker, path, { method: 'POST', headers, body });
    expect([404, 405]).toContain(response.status);
    expect(text).not.toMatch(/Error|at \w+ \(/);
  });
});

describe('finding 6: the file proxy passes only the site’s own file addresses', () => {
  test('only thumb sizes the site uses and the collection id (as PocketBase 0.40 makes it) are accepted; the rest never reaches PocketBase', async () => {
    const page = await get(worker, '/bikeline');
    const match = /src="\/api\/files\/(pbc_[0-9]+)\/([a-z0-9]{15})\/([^"?]+)\?thumb=([^"&]+)"/.exec(page.text);
    expect(match).not.toBeNull();
    const [, collectionId, recordId, filename, size] = match as unknown as string[];
    const ok = await get(worker, `/api/files/${collectionId}/${recordId}/${filename}?thumb=${size}`);
    expect(ok.response.status).toBe(200);
    proxy.reset();
    for (const path of [
      `/api/files/${collectionId}/${recordId}/${filename}?thumb=100x100`,
      `/api/files/${collectionId}/${recordId}/${filename}?thumb=641x360`,
      `/api/files/${collectionId}/${recordId}/${filename}?thumb=640x360f`,
      `/api/files/bikeline_bests/${recordId}/${filename}`,
      `/api/files/bikeline_bests/${recordId}/${filename}?thumb=${size}`,
      `/api/files/${collectionId}x/${recordId}/${filename}`,
      `/api/files/_pb_users_auth_/${recordId}/${filename}`,
    ]) {
      const answer = await get(worker, path);
      expect(answer.response.status, path).toBe(400);
    }
    expect(proxy.requests).toEqual([]);
  });
});

describe('finding 8: the CSP nonce is React’s, the theme script is allowed by its hash', () => {
  test.each(['/', '/posts', `/posts/${POST_IDS.hostile}`, '/gibt-es-nicht'])(
    '%s: React’s scripts carry this response’s nonce, the fixed theme script its hash, nothing else runs',
    async (path) => {
      const { response, text } = await get(worker, path);
      const csp = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      const scripts = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      const withoutNonce = scripts.filter(([, attributes]) => !attributes?.includes('nonce='));
      expect(withoutNonce).toHaveLength(1);
      const theme = withoutNonce[0]?.[2] ?? '';
      expect(theme).toContain("localStorage.getItem('color_scheme')");
      const hash = createHash('sha256').update(theme).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
      for (const [, attributes] of scripts) {
        if (attributes?.includes('nonce=')) expect(attributes).toContain(`nonce="${nonce}"`);
      }
    },
  );
});

describe('finding 9: headers and cache keys', () => {
  const WORKER_ANSWERS = ['/', '/robots.txt', '/gibt-es-nicht', '/RSC/R/posts.txt', '/RSC/x', '/api/files/x'];

  test.each(WORKER_ANSWERS)('%s carries HSTS for a year, for this host only by default', async (path) => {
    const { response } = await get(worker, path);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  test('subdomains and preload are sent only when the school opts in, preload never without subdomains', async () => {
    const settings: [Record<string, string>, string][] = [
      [{ HSTS_INCLUDE_SUBDOMAINS: '1' }, 'max-age=31536000; includeSubDomains'],
      [{ HSTS_INCLUDE_SUBDOMAINS: '1', HSTS_PRELOAD: '1' }, 'max-age=31536000; includeSubDomains; preload'],
      [{ HSTS_PRELOAD: '1' }, 'max-age=31536000'],
    ];
    for (const [vars, expected] of settings) {
      const site = await startWorker({ POCKETBASE_URL: proxy.url, ...vars });
      try {
        for (const path of WORKER_ANSWERS) {
          expect((await get(site, path)).response.headers.get('strict-transport-security'), path).toBe(expected);
        }
      } finally {
        await site.dispose();
      }
    }
  });

  test('static files carry the other security headers but no HSTS of their own', async () => {
    const { response } = await get(worker, '/favicon.svg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('the staff area, page and RSC twin, opens in a browsing context group of its own (COOP same-origin)', async () => {
    for (const path of ['/dash/login', '/dash/start', '//dash/start', '/RSC/R/dash/start.txt']) {
      expect((await get(worker, path)).response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  test('public pages send no COOP, so a visitor’s first page needs no new renderer process', async () => {
    for (const path of ['/', '/posts', '/RSC/R/posts.txt', '/gibt-es-nicht', '/dashboard']) {
      expect((await get(worker, path)).response.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
  });

  test('public answers do not say whether the page cache served them', async () => {
    for (const path of ['/kalender', '/kalender', '/RSC/R/kalender.txt', '/RSC/R/kalender.txt']) {
      expect((await get(worker, path)).response.headers.get('x-page-cache'), path).toBeNull();
    }
  });

  test('every RSC answer says what it is, errors and redirects included', async () => {
    expect((await get(worker, '/RSC/R/posts.txt')).response.headers.get('content-type')).toMatch(/^text\/x-component/);
    for (const path of [
      '/RSC/R/dash/start.txt',
      '/RSC/R/gibt-es-nicht.txt',
      '/RSC/x',
      `/RSC/R/posts/zzzzzzzzzzzzzzz.txt`,
    ]) {
      expect((await get(worker, path)).response.headers.get('content-type'), path).toBeTruthy();
    }
  });

  test('unknown values of known parameters lead to the page’s one address, or 404 for a client navigation', async () => {
    for (const [path, target] of [
      ['/posts?sort=junk', '/posts'],
      ['/posts?page=abc', '/posts'],
      ['/posts?class=notanid&sort=asc', '/posts?sort=asc'],
      ['/posts?sort=desc&page=1', '/posts'],
      ['/kalender?month=2999-01', '/kalender'],
    ]) {
      const { response } = await get(worker, path as string);
      expect(response.status, path).toBe(308);
      expect(response.headers.get('location'), path).toBe(target);
    }
    for (const query of ['sort=junk', 'page=abc', 'class=notanid']) {
      const { response } = await get(worker, `/RSC/R/posts.txt?${new URLSearchParams({ query })}`);
      expect(response.status, query).toBe(404);
    }
    const unknownClass = await get(worker, '/posts?class=zzzzzzzzzzzzzzz');
    expect(unknownClass.response.status).toBe(404);
  });

  test('junk URLs never take a slot in the page cache, so they cannot evict real pages', async () => {
    for (const path of [
      '/posts?sort=junk1',
      '/posts?page=abc',
      '/posts?class=zzzzzzzzzzzz001',
      '/RSC/R/posts.txt?query=sort%3Djunk2',
      '/RSC/R/posts.txt?query=class%3Dzzzzzzzzzzzz002',
    ]) {
      await get(debugWorker, path);
      const again = await get(debugWorker, path);
      expect(again.response.headers.get('x-page-cache'), path).not.toBe('HIT');
    }
  });

  test('redirects to the one address of a page never leave the site', async () => {
    for (const path of ['//%5Cevil.example/', '///evil.example', '//evil.example//', '/%5C%5Cevil.example//x']) {
      const { response } = await get(worker, path);
      const location = response.headers.get('location') ?? '';
      if (response.status === 308) expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location || '/', ORIGIN).origin, path).toBe(ORIGIN);
    }
  });
});

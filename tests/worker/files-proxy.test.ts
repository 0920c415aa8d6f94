import { superuserOf } from '../helpers/seeded-pocketbase';
import type { Miniflare } from 'miniflare';
import PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { settled } from '../helpers/backend-proxy';
import { ownBackend } from '../helpers/own-backend';
import { signInAtSite } from '../helpers/staff-sign-in';
import { get } from '../helpers/worker';

// Short, so "past the TTL" comes quickly; the promise is the contract's (Publishing): TTL + 10 s.
const TTL_SECONDS = 5;
const PROMISE_SECONDS = TTL_SECONDS + 10;

// A PocketBase of its own: these tests write content and stop it, which the shared one must never see.
const backend = ownBackend('files');
let admin: PocketBase;
let image: Blob;

beforeAll(async () => {
  await backend.start();
  admin = await superuserOf(backend.pocketbase.url);
  // Any seeded photo will do as an upload: PocketBase makes thumbs of it.
  const posts = await admin.collection('posts').getFullList({ filter: "files != ''" });
  const withPhoto = posts.find((post) => (post.files as string[]).some((name) => name.endsWith('.png')));
  const photo = (withPhoto?.files as string[]).find((name) => name.endsWith('.png'));
  const bytes = await fetch(`${backend.pocketbase.url}/api/files/${withPhoto?.collectionId}/${withPhoto?.id}/${photo}`);
  image = new Blob([await bytes.arrayBuffer()], { type: 'image/png' });
});
afterAll(() => backend.close());
afterEach(() => backend.recover());

const freshWorker = (ttlSeconds: number) => backend.worker({ CACHE_TTL_SECONDS: String(ttlSeconds) });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Upload = { id: string; collectionId: string; files: string[] };

/** A post with these photos, published unless said otherwise; PocketBase adds a random suffix to each name. */
async function postWithPhotos(...names: string[]): Promise<Upload> {
  return postWithPhotosAs('published', ...names);
}

async function postWithPhotosAs(status: 'published' | 'draft', ...names: string[]): Promise<Upload> {
  const form = new FormData();
  form.append('title', `Dateitest ${Date.now().toString(36)}`);
  form.append('catigory', 'post');
  form.append('status', status);
  form.append('date', new Date().toISOString());
  for (const name of names) form.append('files', image, name);
  const record = await admin.collection('posts').create(form);
  return { id: record.id, collectionId: record.collectionId, files: record.files as string[] };
}

/** The site's address of an uploaded photo, by the name it was uploaded under. */
function address(post: Upload, uploaded: string, thumb?: string): string {
  const stem = uploaded.replace(/\.png$/, '');
  const stored = post.files.find((name) => name.startsWith(`${stem}_`));
  if (!stored) throw new Error(`no ${uploaded} in ${post.files.join(', ')}`);
  return `/api/files/${post.collectionId}/${post.id}/${stored}${thumb ? `?thumb=${thumb}` : ''}`;
}

/** What PocketBase got asked for, without query: did a request reach it? */
const asked = (file: string) => backend.proxy.requests.filter((url) => url.split('?')[0] === file.split('?')[0]);

/** Requests each address twice: PocketBase answers the first, the second comes from the copy. */
async function warm(site: Miniflare, addresses: string[]) {
  for (const file of addresses) expect((await get(site, file)).response.status, file).toBe(200);
  await settled(backend.proxy.requests);
  backend.proxy.reset();
  for (const file of addresses) expect((await get(site, file)).response.status, file).toBe(200);
  expect(backend.proxy.requests, 'served from the copies').toEqual([]);
}

/**
 * Polls every address until each answers 404; returns the seconds each took after `since`.
 * A file that answered 404 once must keep doing so: no copy may bring it back.
 */
async function secondsUntilGone(site: Miniflare, addresses: string[], since: number, limitSeconds: number) {
  const seen = new Map<string, number>();
  while (seen.size < addresses.length && Date.now() - since < limitSeconds * 1000) {
    for (const file of addresses) {
      const gone = (await get(site, file)).response.status === 404;
      if (gone && !seen.has(file)) seen.set(file, (Date.now() - since) / 1000);
      if (!gone && seen.has(file)) throw new Error(`${file}: the file came back`);
    }
    await sleep(250);
  }
  return Object.fromEntries(addresses.map((file) => [file, seen.get(file) ?? Number.POSITIVE_INFINITY]));
}

describe('taking a file down', () => {
  test(
    `a file removed from a post and a deleted post's file answer 404 within TTL + 10 s, though their copies were warm (TTL ${TTL_SECONDS} s)`,
    async () => {
      const site = await freshWorker(TTL_SECONDS);
      const edited = await postWithPhotos('bleibt.png', 'entfernt.png');
      const deleted = await postWithPhotos('geloescht.png');
      const removed = edited.files.find((name) => name.startsWith('entfernt_'))!;
      const addresses = [
        address(edited, 'entfernt.png'),
        address(edited, 'entfernt.png', '320x180'),
        address(deleted, 'geloescht.png'),
        address(deleted, 'geloescht.png', '640x360'),
      ];
      await warm(site, addresses);

      const changedAt = Date.now();
      await admin.collection('posts').update(edited.id, { 'files-': [removed] });
      await admin.collection('posts').delete(deleted.id);
      const delays = await secondsUntilGone(site, addresses, changedAt, PROMISE_SECONDS + 5);
      console.info(`file takedown delay with CACHE_TTL_SECONDS=${TTL_SECONDS}:`, delays);
      for (const [file, seconds] of Object.entries(delays)) expect(seconds, file).toBeLessThanOrEqual(PROMISE_SECONDS);
      expect((await get(site, address(edited, 'bleibt.png'))).response.status, 'the other photo stays').toBe(200);
    },
    (PROMISE_SECONDS + 60) * 1000,
  );

  test(
    'once PocketBase answered a file as gone no copy brings it back, not even in every size, while a file that still exists is served from its copy',
    async () => {
      const site = await freshWorker(TTL_SECONDS);
      const post = await postWithPhotos('bleibt.png', 'entfernt.png');
      const kept = address(post, 'bleibt.png');
      const removed = address(post, 'entfernt.png');
      const removedThumb = address(post, 'entfernt.png', '320x180');
      await warm(site, [kept, removed, removedThumb]);
      const warmedAt = Date.now();
      const keptBytes = await (await site.dispatchFetch(`http://127.0.0.1:8787${kept}`)).arrayBuffer();

      await admin
        .collection('posts')
        .update(post.id, { 'files-': [post.files.find((n) => n.startsWith('entfernt_'))!] });
      // Only the original is asked for: its thumb's copy must go with it.
      const delays = await secondsUntilGone(site, [removed], Date.now(), PROMISE_SECONDS + 5);
      expect(delays[removed]).toBeLessThanOrEqual(PROMISE_SECONDS);
      const cache = (await site.getCaches()).default;
      const keptCopy = await cache.match(`${backend.proxy.url}${kept}`);
      expect(keptCopy, 'the copies live under these keys').toBeDefined();
      // Read to the end, never cancel: Miniflare's proxy stream rejects unhandled when a body it relays is cancelled.
      expect(Buffer.from(await keptCopy!.arrayBuffer()).equals(Buffer.from(keptBytes)), 'the copy holds the file').toBe(
        true,
      );
      for (const file of [removed, removedThumb]) {
        expect(await cache.match(`${backend.proxy.url}${file}`), `copy of ${file}`).toBeUndefined();
      }

      // Every copy is past its TTL now: each request asks PocketBase, which fails.
      await sleep(Math.max(0, warmedAt + TTL_SECONDS * 1000 + 500 - Date.now()));
      const outages: Array<[fault: 'error' | 'slow' | 'stopped', goneStatus: number | undefined]> = [
        ['error', 502],
        ['slow', undefined], // a gone file waits for PocketBase's timeout there: not worth ten seconds
        ['stopped', 503],
      ];
      for (const [fault, goneStatus] of outages) {
        backend.proxy.reset();
        backend.proxy.setFault(fault === 'stopped' ? 'none' : fault);
        if (fault === 'stopped') await backend.stopPocketBase();
        const started = Date.now();
        const copy = await site.dispatchFetch(`http://127.0.0.1:8787${kept}`);
        expect(copy.status, `${fault}: the file that exists`).toBe(200);
        expect(Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(keptBytes)), `${fault}: its bytes`).toBe(true);
        expect(copy.headers.get('cache-control'), `${fault}: browsers ask again`).toBe('public, no-cache');
        expect(Date.now() - started, `${fault}: served within about a second`).toBeLessThan(3_000);
        if (fault !== 'stopped') expect(asked(kept), `${fault}: PocketBase was asked first`).toHaveLength(1);
        if (goneStatus === undefined) continue;
        for (const file of [removed, removedThumb]) {
          const gone = await get(site, file);
          // Without a copy there is nothing to stand in: PocketBase's failure, or its "gone" of a few seconds ago
          // (remembered for 10 s), never the file.
          expect([goneStatus, 404], `${fault}: ${file}`).toContain(gone.response.status);
          expect(gone.response.headers.get('content-type'), `${fault}: ${file}`).not.toMatch(/^image\//);
        }
      }
    },
    (PROMISE_SECONDS + 60) * 1000,
  );
});

describe('file cache headers', () => {
  test('no browser or shared cache keeps a file past the TTL, and one that has it gets a 304 without body', async () => {
    const site = await freshWorker(TTL_SECONDS);
    const post = await postWithPhotos('foto.png');
    const file = address(post, 'foto.png');
    const thumb = address(post, 'foto.png', '320x180');
    const first = await get(site, file);
    expect(first.response.status).toBe(200);
    const cacheControl = first.response.headers.get('cache-control') ?? '';
    expect(cacheControl).not.toContain('immutable');
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(cacheControl)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(TTL_SECONDS);
    const etag = first.response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/); // strong
    const thumbEtag = (await get(site, thumb)).response.headers.get('etag');
    expect(thumbEtag, 'each size has its own').not.toBe(etag);
    await settled(backend.proxy.requests);
    backend.proxy.reset();

    // Within the TTL the copy answers for PocketBase.
    const fresh = await get(site, file, { headers: { 'If-None-Match': etag } });
    expect(fresh.response.status).toBe(304);
    expect(fresh.text).toBe('');
    expect(fresh.response.headers.get('etag')).toBe(etag);
    expect(fresh.response.headers.get('content-security-policy')).toContain('sandbox');
    expect(fresh.response.headers.get('cache-control')).toMatch(/^public, max-age=[1-5]$/);
    const other = await get(site, file, { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.response.status).toBe(200);
    expect(other.text.length).toBeGreaterThan(0);
    const head = await get(site, file, { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.response.headers.get('content-length')).toBe(first.response.headers.get('content-length'));
    expect(backend.proxy.requests).toEqual([]);

    // Past it, PocketBase confirms the file before the 304.
    await sleep(TTL_SECONDS * 1000 + 200);
    const confirmed = await get(site, file, { headers: { 'If-None-Match': etag } });
    expect(confirmed.response.status).toBe(304);
    expect(confirmed.text).toBe('');
    expect(asked(file)).toHaveLength(1);
  }, 30_000);

  test('with caching off nothing is kept: every file request asks PocketBase, and browsers ask the site each time', async () => {
    const site = await freshWorker(0);
    const post = await postWithPhotos('foto.png');
    const file = address(post, 'foto.png');
    const first = await get(site, file);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.response.headers.get('etag') ?? '';
    const again = await get(site, file, { headers: { 'If-None-Match': etag } });
    expect(again.response.status).toBe(304);
    expect(asked(file)).toHaveLength(2);
  });
});

describe('staff previews', () => {
  test('a ?token= request of a signed-in staff member reaches PocketBase with its token every time, is never kept, and is private, no-store', async () => {
    const site = await freshWorker(60);
    const cookie = await signInAtSite(site);
    const post = await postWithPhotos('vorschau.png');
    const file = address(post, 'vorschau.png');
    const token = await admin.files.getToken();
    const withToken = `${file}?thumb=320x180&token=${token}`;
    for (let i = 0; i < 2; i++) {
      const preview = await get(site, withToken, { headers: { cookie } });
      expect(preview.response.status).toBe(200);
      expect(preview.response.headers.get('content-type')).toMatch(/^image\//);
      expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
      expect(preview.response.headers.get('etag')).toBeNull();
      expect(preview.response.headers.get('content-security-policy')).toContain('sandbox');
    }
    await settled(backend.proxy.requests);
    const previews = backend.proxy.requests.filter((url) => url.includes(`token=${token}`));
    expect(previews).toHaveLength(2);
    expect(previews[0]).toContain('thumb=320x180');

    // Nothing the previews fetched was kept for the public, and the public copy is not what a preview gets.
    backend.proxy.reset();
    const publicThumb = `${file}?thumb=320x180`;
    expect((await get(site, publicThumb)).response.headers.get('cache-control')).toMatch(/^public, max-age=/);
    await settled(backend.proxy.requests);
    expect(asked(publicThumb)).toHaveLength(1);
    expect((await get(site, withToken, { headers: { cookie } })).response.status).toBe(200);
    expect(backend.proxy.requests.filter((url) => url.includes('token='))).toHaveLength(1);
  });

  test('without a staff session a ?token= address is the public one: a public file from its copy, PocketBase never asked, down or not', async () => {
    const site = await freshWorker(TTL_SECONDS);
    const post = await postWithPhotos('oeffentlich.png');
    const file = address(post, 'oeffentlich.png');
    await warm(site, [file]);
    const realToken = await admin.files.getToken();
    const madeUp = `${realToken.split('.').slice(0, 2).join('.')}.erfunden`;
    for (const token of [realToken, madeUp]) {
      const answer = await get(site, `${file}?token=${token}`);
      expect(answer.response.status, token).toBe(200);
      expect(answer.response.headers.get('cache-control'), token).toMatch(/^public, max-age=/);
    }
    const forged = await get(site, `${file}?token=${madeUp}`, { headers: { cookie: 'staff_session=erfunden' } });
    expect(forged.response.status).toBe(200);
    expect(backend.proxy.requests.filter((url) => url.includes('token='))).toEqual([]);
    expect(asked(file)).toEqual([]);

    // PocketBase down, the copy past its TTL: the address with a token is answered from the copy like the one without.
    await sleep(TTL_SECONDS * 1000 + 500);
    await backend.stopPocketBase();
    const down = await get(site, `${file}?token=${madeUp}`);
    expect(down.response.status).toBe(200);
    expect(down.response.headers.get('content-type')).toMatch(/^image\//);
  }, 30_000);

  test('without a staff session a draft’s file answers 404, with a real token too; with a session its preview shows', async () => {
    const site = await freshWorker(60);
    const draft = await postWithPhotosAs('draft', 'entwurf.png');
    const file = address(draft, 'entwurf.png');
    const token = await admin.files.getToken();
    expect((await get(site, file)).response.status).toBe(404);
    expect((await get(site, `${file}?token=${token}`)).response.status).toBe(404);
    await settled(backend.proxy.requests);
    expect(backend.proxy.requests.filter((url) => url.includes('token='))).toEqual([]);
    const cookie = await signInAtSite(site);
    const preview = await get(site, `${file}?token=${token}`, { headers: { cookie } });
    expect(preview.response.status).toBe(200);
    expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('made-up file addresses and tokens', () => {
  test('one that PocketBase answers as gone costs PocketBase one ask, not one per request', async () => {
    const site = await freshWorker(60);
    const post = await postWithPhotos('echt.png');
    const madeUp = `/api/files/${post.collectionId}/${'x'.repeat(15)}/erfunden_abcdefghij.png`;
    for (let i = 0; i < 5; i++) expect((await get(site, madeUp)).response.status).toBe(404);
    await settled(backend.proxy.requests);
    expect(asked(madeUp)).toHaveLength(1);
  });

  test('a malformed token is a 400 and reaches no one', async () => {
    const site = await freshWorker(60);
    const post = await postWithPhotos('vorschau.png');
    const file = address(post, 'vorschau.png');
    const jwt = await admin.files.getToken();
    backend.proxy.reset();
    for (const query of [
      'token=',
      'token=abc',
      'token=a.b',
      `token=${jwt}&token=${jwt}`,
      `token=${jwt}%20`,
      `token=${jwt}%26thumb%3D1x1`,
      `token=${'a'.repeat(3000)}.b.c`,
      `token=${encodeURIComponent('<script>.a.b')}`,
    ]) {
      const answer = await get(site, `${file}?${query}`);
      expect(answer.response.status, query.slice(0, 80)).toBe(400);
    }
    expect(backend.proxy.requests).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { settled } from '../helpers/backend-proxy';
import { ownBackend } from '../helpers/own-backend';
import { newStaffAccount, signInAtSite } from '../helpers/staff-sign-in';
import { get } from '../helpers/worker';
import { postForm } from '../helpers/dash-form';
import { EDIT_FORM_FIELD } from '../../src/lib/domain/edit-routes';
import { NEWS_FEED_PATH } from '../../src/lib/domain/news-feed';
import { SITEMAP_PATH } from '../../src/lib/domain/sitemap';

// Two Cloudflare locations of one deployment: each its own isolate and Cache API, both the same Durable Objects.
const TTL_SECONDS = 5;
const backend = ownBackend('takedown');
const registry = mkdtempSync(path.join(tmpdir(), 'locations-'));
let admin: PocketBase;

beforeAll(async () => {
  await backend.start();
  admin = await backend.superuser();
});
afterAll(async () => {
  await backend.close();
  rmSync(registry, { recursive: true, force: true });
});
afterEach(() => backend.recover());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const location = (name: string) =>
  backend.worker(
    { CACHE_TTL_SECONDS: String(TTL_SECONDS), DEBUG_HEADERS: '1' },
    { location: { name, owner: 'vienna', registry } },
  );

/** A published post with one photo: its page and the photo's address. */
async function publishedPostWithPhoto(title = `Abgesagtes Fest ${Date.now().toString(36)}`) {
  const photo = await (
    await fetch(`${backend.pocketbase.url}/api/files/${(await anyPhoto()).join('/')}`)
  ).arrayBuffer();
  const form = new FormData();
  form.append('title', title);
  form.append('catigory', 'post');
  form.append('status', 'published');
  form.append('date', new Date().toISOString());
  form.append('files', new Blob([photo], { type: 'image/png' }), 'fest.png');
  const post = await admin.collection('posts').create(form);
  return {
    id: post.id,
    page: `/posts/${post.id}`,
    photo: `/api/files/${post.collectionId}/${post.id}/${post.files[0]}`,
    title,
  };
}

async function anyPhoto(): Promise<[string, string, string]> {
  const post = await admin.collection('posts').getFirstListItem("files ~ '.png'");
  return [post.collectionId, post.id, (post.files as string[]).find((name) => name.endsWith('.png'))!];
}

/** Both the page and the photo answered 200 in this location, and so have copies there. */
async function warm(site: Miniflare, post: { page: string; photo: string }) {
  expect((await get(site, post.page)).response.status).toBe(200);
  expect((await get(site, post.photo)).response.status).toBe(200);
}

describe('a takedown holds in every isolate and location', () => {
  test('a post taken down while two locations had copies: PocketBase answers one of them, then neither serves it, PocketBase down or not, and a staff preview does not bring it back', async () => {
    const vienna = await location('vienna');
    const frankfurt = await location('frankfurt');
    const post = await publishedPostWithPhoto();
    await warm(vienna, post);
    await warm(frankfurt, post);
    await settled(backend.proxy.requests);

    await admin.collection('posts').update(post.id, { status: 'draft' });
    // Every copy is past its TTL and its stale window now.
    await sleep((TTL_SECONDS + 6) * 1000);
    // Vienna asks PocketBase, which answers gone; Frankfurt is not asked while PocketBase is up.
    expect((await get(vienna, post.page)).response.status).toBe(404);
    expect((await get(vienna, post.photo)).response.status).toBe(404);

    // Staff preview the draft (and its photo with a file token) in Frankfurt: PocketBase shows it to them.
    const cookie = await signInAtSite(frankfurt);
    const preview = await get(frankfurt, `/dash/vorschau/${post.id}`, { headers: { cookie } });
    expect(preview.response.status).toBe(200);
    const token = /token=([\w.-]+)/.exec(preview.text)?.[1];
    expect(token, 'the preview names its photo with a file token').toBeDefined();
    const privatePhoto = await get(frankfurt, `${post.photo}?token=${token}`, { headers: { cookie } });
    expect(privatePhoto.response.status).toBe(200);

    await backend.stopPocketBase();
    for (const [name, site] of [
      ['Frankfurt', frankfurt],
      ['Vienna', vienna],
    ] as const) {
      const page = await get(site, post.page);
      expect(page.response.status, `${name}: the post`).toBe(404);
      expect(page.text, `${name}: the post`).toContain('Post not found!');
      const photo = await get(site, post.photo);
      expect(photo.response.status, `${name}: the photo`).toBe(404);
      expect(photo.response.headers.get('content-type'), `${name}: the photo`).not.toMatch(/^image\//);
    }
  }, 90_000);

  test('a copy of a post that is still public keeps standing in while PocketBase is down', async () => {
    const vienna = await location('vienna');
    const frankfurt = await location('frankfurt');
    const post = await publishedPostWithPhoto();
    await warm(frankfurt, post);
    await settled(backend.proxy.requests);
    await sleep((TTL_SECONDS + 6) * 1000);
    expect((await get(vienna, post.page)).response.status).toBe(200);
    await backend.stopPocketBase();
    expect((await get(frankfurt, post.page)).response.status).toBe(200);
    const photo = await get(frankfurt, post.photo);
    expect(photo.response.status).toBe(200);
    expect(photo.response.headers.get('content-type')).toMatch(/^image\//);
  }, 60_000);

  test.each([
    ['withdrawn', { aktion: 'zurueckziehen', [EDIT_FORM_FIELD.confirm]: 'zurueckziehen' }, 'gespeichert=zurueckziehen'],
    ['deleted', { aktion: 'loeschen', [EDIT_FORM_FIELD.confirm]: EDIT_FORM_FIELD.confirmed }, 'geloescht=1'],
  ])(
    '%s in the dashboard: its page, the lists, the feed, the sitemap, search and its photo stop showing it within 10 s in both locations, with caching at its default of 60 s',
    async (_, fields, answer) => {
      const site = (name: string) =>
        backend.worker(
          { CACHE_TTL_SECONDS: '60', DEBUG_HEADERS: '1' },
          { location: { name, owner: 'vienna', registry } },
        );
      const [vienna, frankfurt] = [await site('vienna'), await site('frankfurt')];
      const word = `laternenfest${Date.now().toString(36).replace(/[0-9]/g, '')}`;
      const post = await publishedPostWithPhoto(`Das ${word} fällt aus`);
      const surfaces = ['/posts', NEWS_FEED_PATH, SITEMAP_PATH, `/suche?q=${word}`];
      /** Where the post still shows in this location: its page, its photo, and the surfaces naming it. */
      const showing = async (at: Miniflare) => {
        const shown: string[] = [];
        if ((await get(at, post.page)).response.status === 200) shown.push(post.page);
        if ((await get(at, post.photo)).response.status === 200) shown.push('photo');
        for (const path of surfaces) {
          const { text } = await get(at, path);
          // Every surface links the post by its id (the search page repeats the query word anyway).
          if (text.includes(post.id)) shown.push(path);
        }
        return shown;
      };
      const everywhere = [post.page, 'photo', ...surfaces];
      // Both locations have copies of everything (twice: the second answers come from them).
      for (const at of [vienna, frankfurt, vienna, frankfurt]) expect(await showing(at)).toEqual(everywhere);
      await settled(backend.proxy.requests);

      const editor = await newStaffAccount(admin);
      const cookie = await signInAtSite(vienna, editor);
      const withdrawn = await postForm(
        vienna,
        `${post.page}/edit`.replace('/posts/', '/dash/posts/'),
        { title: post.title, ...fields },
        cookie,
      );
      expect(withdrawn.location).toContain(answer);
      const since = Date.now();
      for (const [name, at] of [
        ['Vienna', vienna],
        ['Frankfurt', frankfurt],
      ] as const) {
        await expect
          .poll(() => showing(at), { timeout: 10_000 - (Date.now() - since), interval: 200, message: name })
          .toEqual([]);
      }
    },
    90_000,
  );
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { CALENDAR_IDS, CLASS_IDS, POST_IDS, STAFF } from '../../pocketbase/seed/seed.mjs';
import { startBackendProxy } from '../helpers/backend-proxy';
import { get, startWorker } from '../helpers/worker';
import { startSeededPocketBase, superuserOf } from '../helpers/seeded-pocketbase';
import { signInWithPassword } from '../helpers/mailbox';

// contract.md, "Publishing": drafts, posts in review and scheduled posts are on no public surface; a scheduled post
// appears, and a taken-down post or file disappears, within CACHE_TTL_SECONDS + 10 s.
const TTL_SECONDS = 5;
const PROMISE_SECONDS = TTL_SECONDS + 10;
const CLASS_ID = CLASS_IDS.firstA;

const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-drafts-pb-'));
let pocketbase: Awaited<ReturnType<typeof startSeededPocketBase>>;
let backend: Awaited<ReturnType<typeof startBackendProxy>>;
let admin: PocketBase;
let site: Miniflare;

// A PocketBase of its own: these tests write content. The worker reads it through a proxy that can fail on demand.
beforeAll(async () => {
  pocketbase = await startSeededPocketBase({ port: await getFreePort(), dir: dataDir });
  backend = await startBackendProxy(pocketbase.url);
  admin = await superuserOf(pocketbase.url);
  site = await startWorker({ POCKETBASE_URL: backend.url, CACHE_TTL_SECONDS: String(TTL_SECONDS) });
});
afterAll(async () => {
  await site?.dispose();
  await backend?.close();
  await pocketbase?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stamp = () => Date.now().toString(36);
/** PocketBase's date format. */
const pbDate = (date: Date) => date.toISOString().replace('T', ' ');

// A 1×1 PNG: enough for PocketBase to store, serve and thumb.
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A post of Aktuelles with one image, dated now (so it leads every newest-first list), as an editor saves it. */
async function createPost(title: string, fields: Record<string, unknown>) {
  const form = new FormData();
  const data = { title, catigory: 'post', date: pbDate(new Date()), description: `<p>${title}</p>`, ...fields };
  for (const [name, value] of Object.entries(data)) form.append(name, String(value));
  form.append('files', new Blob([PIXEL], { type: 'image/png' }), `${title.split(' ')[0]!.toLowerCase()}.png`);
  return admin.collection('posts').create<{ id: string; collectionId: string; files: string[] }>(form);
}

type Surface = { name: string; path: string; shows: (text: string, status: number) => boolean };

/**
 * Every public address that could show a post, and whether it shows this one: the lists, the home page, its own
 * page and its RSC twin, search, feed, sitemap; a word of the title is what search looks for.
 */
function postSurfaces(id: string, title: string, word: string): Surface[] {
  const mentions = (text: string) => text.includes(id) || text.includes(title);
  return [
    { name: 'home page', path: '/', shows: mentions },
    { name: '/posts', path: '/posts', shows: mentions },
    { name: '/posts (client navigation)', path: '/RSC/R/posts.txt', shows: mentions },
    { name: 'its own page', path: `/posts/${id}`, shows: (text, status) => status === 200 && text.includes(title) },
    {
      name: 'its own page (client navigation)',
      path: `/RSC/R/posts/${id}.txt`,
      shows: (text, status) => status === 200 && text.includes(title),
    },
    { name: 'search', path: `/suche?q=${encodeURIComponent(word)}`, shows: mentions },
    { name: 'feed', path: '/feed.xml', shows: mentions },
    { name: 'sitemap', path: '/sitemap.xml', shows: mentions },
  ];
}

/** Whether a PocketBase file is served at the site's own address. */
const fileSurface = (collectionId: string, id: string, name: string): Surface[] =>
  ['', '?thumb=320x180'].map((thumb) => ({
    name: `file ${name}${thumb}`,
    path: `/api/files/${collectionId}/${id}/${name}${thumb}`,
    shows: (_text, status) => status === 200,
  }));

/**
 * The surfaces that show it. With `answeredBefore`, only answers complete before that moment count: a surface asked
 * while a post fell due may rightly show it (the surfaces are asked one after the other, which takes a while).
 */
async function shownOn(
  surfaces: Surface[],
  { worker = site, answeredBefore = Number.POSITIVE_INFINITY }: { worker?: Miniflare; answeredBefore?: number } = {},
): Promise<string[]> {
  const shown: string[] = [];
  for (const surface of surfaces) {
    const { response, text } = await get(worker, surface.path);
    if (surface.shows(text, response.status) && Date.now() < answeredBefore) shown.push(surface.name);
  }
  return shown;
}

/**
 * Polls until every surface is as wanted (shown or not), from `since`; a surface that got there must stay there.
 * @returns the seconds each surface took
 */
async function secondsUntil(surfaces: Surface[], wanted: boolean, since: number, limitSeconds: number) {
  const reached = new Map<string, number>();
  while (reached.size < surfaces.length && Date.now() - since < limitSeconds * 1000) {
    const shown = new Set(await shownOn(surfaces));
    for (const surface of surfaces) {
      const there = shown.has(surface.name) === wanted;
      if (there && !reached.has(surface.name)) reached.set(surface.name, (Date.now() - since) / 1000);
      if (!there && reached.has(surface.name)) throw new Error(`${surface.name}: flipped back`);
    }
    await sleep(250);
  }
  return Object.fromEntries(surfaces.map((s) => [s.name, reached.get(s.name) ?? Number.POSITIVE_INFINITY]));
}

function expectWithinPromise(delays: Record<string, number>) {
  for (const [name, seconds] of Object.entries(delays)) expect(seconds, name).toBeLessThanOrEqual(PROMISE_SECONDS);
}

describe('nothing is public by accident', () => {
  const seeded = [
    { id: POST_IDS.draft, title: 'Wintersporttage 2027 (Entwurf)', word: 'Wintersporttage' },
    { id: POST_IDS.inReview, title: 'Adventkonzert in der Pfarrkirche', word: 'Adventkonzert' },
    { id: POST_IDS.scheduled, title: 'Anmeldung für das Schuljahr 2027/28 beginnt', word: 'Anmeldung' },
  ];

  test('a draft, a post in review and a scheduled post are on no public surface, their files included', async () => {
    const shown: string[] = [];
    for (const { id, title, word } of seeded) {
      const record = await admin.collection('posts').getOne(id);
      const surfaces = [...postSurfaces(id, title, word), ...fileSurface(record.collectionId, id, record.files[0])];
      shown.push(...(await shownOn(surfaces)).map((name) => `${title}: ${name}`));
    }
    expect(shown).toEqual([]);
    const page = await get(site, `/posts/${POST_IDS.draft}`);
    expect(page.response.status).toBe(404);
    expect(page.text).toContain('Post not found!');
  });

  test('PocketBase itself lists and shows them only to signed-in staff', async () => {
    const anonymous = new PocketBase(pocketbase.url);
    const ids = seeded.map(({ id }) => id);
    const filter = ids.map((id) => `id = "${id}"`).join(' || ');
    expect((await anonymous.collection('posts').getFullList({ filter })).map((r) => r.id)).toEqual([]);
    for (const id of ids) await expect(anonymous.collection('posts').getOne(id)).rejects.toMatchObject({ status: 404 });
    await expect(anonymous.collection('calendar').getOne(CALENDAR_IDS.draft)).rejects.toMatchObject({ status: 404 });

    const staff = new PocketBase(pocketbase.url);
    await signInWithPassword(staff, STAFF.email, STAFF.password);
    expect((await staff.collection('posts').getFullList({ filter })).map((r) => r.id).sort()).toEqual([...ids].sort());
    expect((await staff.collection('calendar').getOne(CALENDAR_IDS.draft)).id).toBe(CALENDAR_IDS.draft);
  });

  test('a calendar entry not yet public is in no month view, list, calendar file or countdown', async () => {
    const title = `Geheimer Termin ${stamp()}`;
    const from = new Date(Date.now() + 2 * 86_400_000);
    const entry = await admin.collection('calendar').create({
      title,
      from_date: pbDate(from),
      to_date: pbDate(new Date(from.getTime() + 3_600_000)),
      countdown: true,
      status: 'review',
    });
    const month = from.toISOString().slice(0, 7);
    const draft = await admin.collection('calendar').getOne(CALENDAR_IDS.draft);
    const draftMonth = draft.from_date.slice(0, 7);
    const pages = ['/', '/kalender', `/kalender?month=${month}`, `/kalender?month=${draftMonth}`, '/kalender.ics'];
    const shown: string[] = [];
    for (const page of pages) {
      const { text } = await get(site, page);
      if (text.includes(title) || text.includes(entry.id)) shown.push(`${page}: ${title}`);
      if (text.includes(draft.title) || text.includes(draft.id)) shown.push(`${page}: ${draft.title}`);
    }
    expect(shown).toEqual([]);
  });

  test(`the calendar file follows an edited and an unpublished entry within TTL + 10 s (TTL ${TTL_SECONDS} s)`, async () => {
    const title = `Sporttag ${stamp()}`;
    const from = new Date(Date.now() + 5 * 86_400_000);
    const entry = await admin.collection('calendar').create({
      title,
      from_date: pbDate(from),
      to_date: pbDate(new Date(from.getTime() + 3_600_000)),
      status: 'published',
    });
    // The whole school's file and a class's: an entry without classes is in both.
    const files = (shows: (text: string) => boolean): Surface[] =>
      ['/kalender.ics', `/kalender.ics?class=${CLASS_ID}`].map((path) => ({ name: path, path, shows }));
    expectWithinPromise(
      await secondsUntil(
        files((text) => text.includes(title)),
        true,
        Date.now(),
        PROMISE_SECONDS,
      ),
    );

    const edited = Date.now();
    await admin.collection('calendar').update(entry.id, { title: `${title} (verschoben)` });
    expectWithinPromise(
      await secondsUntil(
        files((text) => text.includes(`${title} (verschoben)`)),
        true,
        edited,
        PROMISE_SECONDS + 5,
      ),
    );

    const unpublished = Date.now();
    await admin.collection('calendar').update(entry.id, { status: 'draft' });
    expectWithinPromise(
      await secondsUntil(
        files((text) => text.includes(entry.id)),
        false,
        unpublished,
        PROMISE_SECONDS + 5,
      ),
    );
  }, 90_000);

  test(`a post scheduled 20 s ahead appears everywhere within TTL + 10 s of its time (TTL ${TTL_SECONDS} s)`, async () => {
    const title = `Geplanter Beitrag ${stamp()}`;
    const publishAt = Date.now() + 20_000;
    const post = await createPost(title, { status: 'published', publish_at: pbDate(new Date(publishAt)) });
    const surfaces = [
      ...postSurfaces(post.id, title, 'Geplanter'),
      ...fileSurface(post.collectionId, post.id, post.files[0]!),
    ];
    // Visitors keep every page warm until the post is due: none may show it early.
    while (Date.now() < publishAt - 1000) {
      expect(await shownOn(surfaces, { answeredBefore: publishAt })).toEqual([]);
      await sleep(2000);
    }
    await sleep(Math.max(0, publishAt - Date.now()));
    const delays = await secondsUntil(surfaces, true, publishAt, PROMISE_SECONDS + 5);
    console.info('scheduled post visible after its publish_at:', delays);
    expectWithinPromise(delays);
  }, 120_000);

  test('no page is kept past the next due publish_at: with a TTL of 10 minutes a scheduled post still appears within 10 s', async () => {
    const patient = await startWorker({ POCKETBASE_URL: backend.url, CACHE_TTL_SECONDS: '600' });
    try {
      const title = `Pünktlicher Beitrag ${stamp()}`;
      const publishAt = Date.now() + 20_000;
      const post = await createPost(title, { status: 'published', publish_at: pbDate(new Date(publishAt)) });
      const surfaces = postSurfaces(post.id, title, 'Pünktlicher');
      const early = () => shownOn(surfaces, { worker: patient, answeredBefore: publishAt });
      // Every page is kept (and warm) before the post is due.
      expect(await early()).toEqual([]);
      while (Date.now() < publishAt - 1000) {
        expect(await early()).toEqual([]);
        await sleep(2000);
      }
      await sleep(Math.max(0, publishAt - Date.now()));
      const missing = new Set(surfaces.map((surface) => surface.name));
      const seconds: Record<string, number> = {};
      while (missing.size && Date.now() - publishAt < 20_000) {
        for (const name of await shownOn(surfaces, { worker: patient })) {
          if (missing.delete(name)) seconds[name] = (Date.now() - publishAt) / 1000;
        }
        await sleep(250);
      }
      console.info('with TTL 600 s, visible after its publish_at:', seconds);
      expect([...missing]).toEqual([]);
      for (const [name, delay] of Object.entries(seconds)) expect(delay, name).toBeLessThanOrEqual(10);
    } finally {
      await patient.dispose();
    }
  }, 90_000);

  test(`a deleted post, an unpublished post and a removed file are gone everywhere within TTL + 10 s, and stay gone when PocketBase is down (TTL ${TTL_SECONDS} s)`, async () => {
    const word = `Rücknahme${stamp()}`;
    const [deleted, unpublished, trimmed] = await Promise.all(
      ['Gelöscht', 'Zurückgezogen', 'Ohne Foto'].map((kind) => createPost(`${word} ${kind}`, { status: 'published' })),
    );
    const removedFile = fileSurface(trimmed!.collectionId, trimmed!.id, trimmed!.files[0]!);
    const goneSurfaces = [
      ...postSurfaces(deleted!.id, `${word} Gelöscht`, word),
      ...fileSurface(deleted!.collectionId, deleted!.id, deleted!.files[0]!),
      ...postSurfaces(unpublished!.id, `${word} Zurückgezogen`, word),
      ...fileSurface(unpublished!.collectionId, unpublished!.id, unpublished!.files[0]!),
      ...removedFile,
    ];
    // Every address is warm and kept: the copies are there to be taken down.
    const warmSince = Date.now();
    const warm = await secondsUntil(goneSurfaces, true, warmSince, PROMISE_SECONDS + 5);
    expectWithinPromise(warm);

    const takenDownAt = Date.now();
    await admin.collection('posts').delete(deleted!.id);
    await admin.collection('posts').update(unpublished!.id, { status: 'draft' });
    await admin.collection('posts').update(trimmed!.id, { 'files-': trimmed!.files });
    const delays = await secondsUntil(goneSurfaces, false, takenDownAt, PROMISE_SECONDS + 5);
    console.info('taken down after:', delays);
    expectWithinPromise(delays);

    // PocketBase has answered "gone" for all of them: no copy kept for outages may bring one back.
    expect((await get(site, `/posts/${trimmed!.id}`)).response.status).toBe(200);
    backend.setFault('error');
    try {
      await sleep((TTL_SECONDS + 1) * 1000);
      expect(await shownOn(goneSurfaces)).toEqual([]);
      // …while what is still there is served from its copy.
      expect((await get(site, `/posts/${trimmed!.id}`)).text).toContain(`${word} Ohne Foto`);
    } finally {
      backend.setFault('none');
    }
  }, 120_000);
});

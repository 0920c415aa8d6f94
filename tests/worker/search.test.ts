import { superuserOf } from '../helpers/seeded-pocketbase';
import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ownBackend } from '../helpers/own-backend';
import { get } from '../helpers/worker';

// The search index itself (SQLite FTS5 in a Durable Object, src/features/search/search-index-store.ts), through
// /suche on the built worker, against a PocketBase of this file's own: these tests write posts. Each test's posts use
// words no other post has.
const TTL_SECONDS = 3;
const PROMISE_SECONDS = TTL_SECONDS + 10;

const backend = ownBackend('search');
let admin: PocketBase;
/** Looks at PocketBase on every search (TTL 0): what is found. */
let eager: Miniflare;
/** Looks once per TTL, as a site does: when changes arrive. */
let site: Miniflare;

type Draft = { title: string; text?: string; date?: string; status?: string; publish_at?: string };

async function create({
  title,
  text = '',
  date = '2026-10-01 08:00:00.000Z',
  status = 'published',
  publish_at = '',
}: Draft) {
  const record = await admin
    .collection('posts')
    .create({ title, description: text ? `<p>${text}</p>` : '', date, catigory: 'post', status, publish_at });
  return record.id as string;
}

type Found = { total: number; titles: string[]; status: number };

async function search(query: string, page = 1, worker = eager): Promise<Found> {
  const { response, text } = await get(
    worker,
    `/suche?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`,
  );
  const titles = [...text.matchAll(/<h2[^>]*><a href="[^"]+"[^>]*>([\s\S]*?)<\/a><\/h2>/g)].map((match) =>
    (match[1] ?? '').replace(/<!-- -->|<\/?mark>/g, ''),
  );
  const total = Number(/(\d+) Treffer für/.exec(text)?.[1] ?? 0);
  return { total, titles, status: response.status };
}

/** Polls until `check` holds; the seconds it took. */
async function within(seconds: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < seconds * 1000) {
    if (await check()) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Infinity;
}

beforeAll(async () => {
  await backend.start();
  admin = await superuserOf(backend.pocketbase.url);
  eager = await backend.worker({ CACHE_TTL_SECONDS: '0' });
  site = await backend.worker({ CACHE_TTL_SECONDS: String(TTL_SECONDS) });
}, 120_000);
afterEach(async () => {
  backend.proxy.setFault('none');
});
afterAll(async () => {
  await backend.recover();
  await backend.close();
});

describe('what the search finds', () => {
  test('words in titles and in text, whatever their case; umlauts composed or not, either way round', async () => {
    await create({ title: 'Quokka-Känguru der Mathematik' });
    await create({ title: 'Sporttag', text: 'Wir waren beim QUOKKA-KÄNGURU-Wettbewerb dabei' });
    await create({ title: 'Zübung macht den Meister' });
    await create({ title: 'Zmu\u0308llsammlung im Park' });
    for (const query of ['quokka-känguru', 'QUOKKA KÄNGURU', 'Quokka Ka\u0308nguru']) {
      expect((await search(query)).titles, query).toEqual(['Quokka-Känguru der Mathematik', 'Sporttag']);
    }
    expect((await search('Zu\u0308bung')).titles).toEqual(['Zübung macht den Meister']);
    // Shown as the editor wrote it.
    expect((await search('Zmüllsammlung')).titles).toEqual(['Zmu\u0308llsammlung im Park']);
  });

  test('a word finds longer words it starts, not words it is only inside of; every word must match', async () => {
    await create({ title: 'Besuch der Wombatwarte im Juni' });
    await create({ title: 'Ein Abendwombat' });
    await create({ title: 'Wombate zählen im Mai' });
    expect((await search('Wombat')).titles.sort()).toEqual(['Besuch der Wombatwarte im Juni', 'Wombate zählen im Mai']);
    expect((await search('wombat juni')).titles).toEqual(['Besuch der Wombatwarte im Juni']);
  });

  test('posts with a query word in the title come first, then the better match, then the newer', async () => {
    await create({ title: 'Bericht', text: 'Okapitheater Okapitheater Okapitheater Okapitheater Okapitheater' });
    await create({ title: 'Okapitheater in der Aula', text: 'Ein langer Text über viele andere Dinge.' });
    await create({
      title: 'Nebenbei',
      text: 'Einmal Okapitheater und sonst viele, viele andere Wörter in einem langen Text.',
    });
    expect((await search('okapitheater')).titles).toEqual(['Okapitheater in der Aula', 'Bericht', 'Nebenbei']);
    await create({ title: 'Gnuelternabend', text: 'alt', date: '2025-01-10 08:00:00.000Z' });
    await create({ title: 'Gnuelternabend', text: 'neu', date: '2026-01-10 08:00:00.000Z' });
    const equal = await get(eager, '/suche?q=gnuelternabend');
    const years = [...equal.text.matchAll(/<time dateTime="(\d{4})/g)].map((match) => match[1]);
    expect(years).toEqual(['2026', '2025']);
  });

  test('8 hits a page, the rest on the next, each hit once; 50% finds 50% and % alone nothing', async () => {
    for (let i = 1; i <= 19; i++) await create({ title: `Lemurausflug ${i}` });
    const pages = await Promise.all([1, 2, 3].map((page) => search('lemurausflug', page)));
    expect(pages.map((page) => page.titles.length)).toEqual([8, 8, 3]);
    expect(pages[0]?.total).toBe(19);
    expect(new Set(pages.flatMap((page) => page.titles)).size).toBe(19);
    await create({ title: '50% mehr Tapirsport' });
    expect((await search('50% tapirsport')).titles).toEqual(['50% mehr Tapirsport']);
    for (const query of ['%', '_', '*', '"', '(']) expect((await search(query)).total, query).toBe(0);
  });
});

describe('what the search never shows', () => {
  test('drafts, posts in review and scheduled ones are neither listed nor counted', async () => {
    await create({ title: 'Ibisfest öffentlich' });
    await create({ title: 'Ibisfest Entwurf', status: 'draft' });
    await create({ title: 'Ibisfest in Prüfung', status: 'review' });
    await create({ title: 'Ibisfest geplant', publish_at: '2099-01-01 08:00:00.000Z' });
    expect(await search('ibisfest')).toMatchObject({ total: 1, titles: ['Ibisfest öffentlich'] });
  });

  test(`a post deleted or unpublished leaves the results and the count within ${PROMISE_SECONDS} s; a scheduled one arrives when due`, async () => {
    const kept = await create({ title: 'Kiwiabend bleibt' });
    const deleted = await create({ title: 'Kiwiabend gelöscht' });
    const unpublished = await create({ title: 'Kiwiabend zurückgezogen' });
    await within(PROMISE_SECONDS, async () => (await search('kiwiabend', 1, site)).total === 3);
    expect((await search('kiwiabend', 1, site)).total).toBe(3);
    await admin.collection('posts').delete(deleted);
    await admin.collection('posts').update(unpublished, { status: 'draft' });
    const gone = await within(PROMISE_SECONDS + 5, async () => {
      const found = await search('kiwiabend', 1, site);
      return found.total === 1 && found.titles.join() === 'Kiwiabend bleibt';
    });
    expect(gone).toBeLessThanOrEqual(PROMISE_SECONDS);
    expect(kept).toBeDefined();

    const due = Date.now() + 4000;
    await create({ title: 'Kiwiabend geplant', publish_at: new Date(due).toISOString().replace('T', ' ') });
    expect((await search('kiwiabend', 1, site)).total, 'not before it is due').toBe(1);
    await within(PROMISE_SECONDS + 10, async () => (await search('kiwiabend', 1, site)).total === 2);
    expect(Date.now() - due).toBeLessThanOrEqual(PROMISE_SECONDS * 1000);
  }, 90_000);

  test('with PocketBase failing the index answers from what it has; what it shows is read again or not shown', async () => {
    await create({ title: 'Dingoreise' });
    await within(PROMISE_SECONDS, async () => (await search('dingoreise', 1, site)).total === 1);
    await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 500));
    backend.proxy.setFault('error');
    const failing = await get(site, '/suche?q=dingoreise');
    expect(failing.response.status).toBe(200);
    // The index answers from what it has, and the hit's own read falls back on its stored copy.
    expect(failing.text).toContain('Dingoreise');
  });
});

import type { Miniflare } from 'miniflare';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedVolume } from '../../pocketbase/seed/volume/seed-volume.mjs';
import { superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { ARCHIVE_LIST, detailHref, isListed, POST_AREAS } from '../../src/lib/domain/post-areas';
import { isPublic, toPublishing } from '../../src/lib/domain/publishing';
import { SITEMAP_PART_SIZE } from '../../src/lib/domain/sitemap';
import type { Catigory } from '../../src/lib/domain/types';
import { ownBackend } from '../helpers/own-backend';
import { get } from '../helpers/worker';

// Five years of a school on top of the demo seed: more than one sitemap part, dozens of pages per list. Photos
// are left out (the lists and the sitemap are what is measured here, `npm run bench -- --years 10` has them).
const YEARS = 5;
const PER_PAGE = 8;

type Row = {
  id: string;
  catigory: Catigory;
  archiv: boolean;
  date: string;
  created: string;
  status: string;
  publish_at: string;
};

const backend = ownBackend('volume');
let site: Miniflare;
let publicPosts: Row[];

beforeAll(async () => {
  await backend.start();
  const superuser = superuserCredentials();
  await seedVolume(backend.pocketbase.url, superuser, { years: YEARS, photoSize: 'none', photoDir: '' });
  const admin = new PocketBase(backend.pocketbase.url);
  await admin.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  const rows = await admin.collection('posts').getFullList<Row>({
    batch: 1000,
    fields: 'id,catigory,archiv,date,created,status,publish_at',
  });
  const now = new Date();
  publicPosts = rows.filter((row) => isPublic(toPublishing(row.status, row.publish_at), now));
  site = await backend.worker();
}, 600_000);
afterAll(async () => {
  await backend.recover();
  await backend.close();
});

/** Newest first; the same date and second: the higher id first (the site's own order, content/posts.ts). */
const newestFirst = (a: Row, b: Row) =>
  b.date.localeCompare(a.date) || b.created.localeCompare(a.created) || b.id.localeCompare(a.id);

/** The detail links of a list page's cards, in their order. */
function cardLinks(html: string): string[] {
  const main = html.slice(html.indexOf('<main'));
  return [...main.matchAll(/<article[^>]*>[\s\S]*?<a href="([^"]+)"/g)].map((match) => match[1]!);
}

const LISTS = [
  ...POST_AREAS.map((area) => ({ path: area.list, shows: (row: Row) => isListed(area, row) })),
  { path: ARCHIVE_LIST.path, shows: (row: Row) => row.archiv },
];

describe(`every list at ${YEARS} years`, () => {
  test.each(LISTS)(
    '$path: 8 a page, newest first, every public post on exactly one page, a page past the end 404',
    async ({ path, shows }) => {
      const expected = publicPosts.filter(shows).sort(newestFirst).map(detailHref);
      const pages = Math.ceil(expected.length / PER_PAGE);
      expect(pages, 'the volume fills several pages').toBeGreaterThan(2);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const { response, text } = await get(site, page === 1 ? path : `${path}?page=${page}`);
        expect(response.status, `${path} page ${page}`).toBe(200);
        const links = cardLinks(text);
        expect(links.length, `${path} page ${page}`).toBe(
          page < pages ? PER_PAGE : expected.length - PER_PAGE * (pages - 1),
        );
        seen.push(...links);
        if (page < pages) expect(text).toContain(`href="${path}?page=${page + 1}"`);
      }
      expect(seen).toEqual(expected);
      expect((await get(site, `${path}?page=${pages + 1}`)).response.status).toBe(404);
    },
  );
});

describe(`the sitemap at ${YEARS} years`, () => {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

  test('is an index of parts that together name every public post once, and the pages once', async () => {
    const index = await get(site, '/sitemap.xml');
    expect(index.response.status).toBe(200);
    expect(index.text).toContain('<sitemapindex');
    const parts = locs(index.text);
    expect(parts).toHaveLength(Math.ceil(publicPosts.length / SITEMAP_PART_SIZE));
    const named: string[] = [];
    for (const part of parts) {
      const { pathname, search } = new URL(part);
      const { response, text } = await get(site, `${pathname}${search}`);
      expect(response.status, part).toBe(200);
      expect(text).toContain('<urlset');
      named.push(...locs(text).map((loc) => new URL(loc).pathname));
    }
    expect(named.filter((path) => path === '/posts')).toHaveLength(1);
    const details = named.filter((path) => /\/[a-z0-9]{15}$/.test(path));
    expect(details.sort()).toEqual(publicPosts.map(detailHref).sort());
    expect((await get(site, `/sitemap.xml?teil=${parts.length + 1}`)).response.status).toBe(404);
    expect((await get(site, '/sitemap.xml?teil=abc')).response.status).toBe(404);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { seededPocketBaseFor, superuserOf } from '../helpers/seeded-pocketbase';
import { get, startWorker } from '../helpers/worker';
import { oldPosts, serveOldSite, wordpressExport } from '../helpers/wordpress-site';
import { runScript } from './run-script';

// contract.md, "Moving in": ten years of the old WordPress site come along, and every old address still works.
vi.setConfig({ testTimeout: 240_000 });

const POSTS = 200;
const pocketbase = seededPocketBaseFor('wordpress-import');
const dir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-import-'));
const exportFile = path.join(dir, 'export.xml');
const mapFile = path.join(dir, 'import-map.json');
let oldSite: Awaited<ReturnType<typeof serveOldSite>>;
let liveSite: Awaited<ReturnType<typeof serveOldSite>>;
let live: ReturnType<typeof oldPosts>;
let old: ReturnType<typeof oldPosts>;
let admin: PocketBase;
let site: Miniflare;
let first: Awaited<ReturnType<typeof runScript>>;

const runImport = (file = exportFile) =>
  runScript('import.mjs', ['--wordpress', file, '--url', pocketbase.url, '--map', mapFile], {
    SITE_ENV_FILE: path.join(dir, 'no-site.env'),
  });
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      ['posts', 'imports', 'redirects'].map(async (name) => [
        name,
        (await admin.collection(name).getList(1, 1)).totalItems,
      ]),
    ),
  );
const importedPost = async (guid: string) => {
  const row = await admin.collection('imports').getFirstListItem(admin.filter('source_key = {:guid}', { guid }));
  return admin.collection('posts').getOne(row.post);
};

beforeAll(async () => {
  oldSite = await serveOldSite();
  old = oldPosts(oldSite.base, POSTS, STAFF.email);
  writeFileSync(exportFile, wordpressExport(oldSite.base, old));
  admin = await superuserOf(pocketbase.url);
  first = await runImport();
  site = await startWorker({ POCKETBASE_URL: pocketbase.url, CACHE_TTL_SECONDS: '0' });
  liveSite = await serveOldSite(() => live);
  live = oldPosts(liveSite.base, 6, STAFF.email);
  live.posts = live.posts.map((post, i) => ({ ...post, wpId: 50_000 + i, guid: `${liveSite.base}/?p=${50_000 + i}` }));
}, 360_000);
afterAll(async () => {
  await site?.dispose();
  await oldSite?.close();
  await liveSite?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run import -- --wordpress export.xml', () => {
  test('brings every post with its title, date, area, status, owner, photos with their alt texts and its PDF', async () => {
    expect(first.stderr).toBe('');
    expect(first.code, first.stdout).toBe(0);
    expect(first.stdout).toContain(`${POSTS} Beiträge neu, 0 aktualisiert, 0 unverändert`);
    const collection = await admin.collections.getOne('posts');
    for (const wp of old.posts) {
      const post = await importedPost(wp.guid);
      expect(post.title).toBe(wp.title);
      expect(post.date).toBe(`${wp.date.slice(0, 10)} 08:30:00.000Z`);
      expect(post.catigory).toBe({ Allgemein: 'post', Projekte: 'project', Kreatives: 'creative' }[wp.category]);
      expect(post.status).toBe({ publish: 'published', draft: 'draft', pending: 'review' }[wp.status]);
      expect(post.owner).toBe(wp.author === 'direktion' ? await ownerId() : '');
      // The featured photo is the header image, with the alt text of WordPress's media library.
      expect(post.files[0]).toMatch(/^titel_\d+_\w+\.png$/);
      expect(post.alt_texts[post.files[0]]).toBe(wp.featured!.alt);
      expect(post.description).toContain('<p>Alle liefen mit &amp; hatten Spaß.</p>');
      if (wp.inline) {
        const stored = post.files.find((name: string) => name.startsWith(`foto_${wp.title.split('Nr. ')[1]}_`));
        expect(stored, wp.title).toBeDefined();
        expect(post.alt_texts[stored]).toBe(wp.inline.alt);
        expect(post.description).toContain(
          `<img src="/api/files/${collection.id}/${post.id}/${stored}" alt="${wp.inline.alt}" width="300" height="200">`,
        );
        expect(post.description).not.toContain('300x200');
      }
      if (wp.pdf) {
        const pdf = post.files.find((name: string) => name.endsWith('.pdf'));
        expect(post.description).toContain(
          `<a href="/api/files/${collection.id}/${post.id}/${pdf}">Elternbrief (PDF)</a>`,
        );
      }
      expect(post.description).not.toContain(oldSite.base);
    }
  });

  test('reports what it left out and why: the page, the comments', () => {
    expect(first.stdout).toContain('Seite „Über uns“: nur Beiträge werden übernommen');
    expect(first.stdout).toMatch(/\d+ Kommentare: die Website hat keine Kommentare/);
    expect(first.stdout).toContain('gast@alte-schule.example');
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    expect(map.categories).toEqual({ Allgemein: 'post', Projekte: 'project', Kreatives: 'creative' });
  });

  test('every old address of every post answers 301 to its page, and a public one shows the post', async () => {
    const paths = (wp: (typeof old.posts)[number]) => {
      const [year, month, day] = wp.date.slice(0, 10).split('-');
      return [new URL(wp.link).pathname, `/?p=${wp.wpId}`, `/${year}/${month}/${day}/${wp.slug}/`];
    };
    const queue = [...old.posts];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let wp = queue.shift(); wp; wp = queue.shift()) {
          const post = await importedPost(wp.guid);
          const area = { post: 'posts', project: 'projects', creative: 'posts' }[post.catigory as string];
          for (const address of paths(wp)) {
            const { response } = await get(site, address, { redirect: 'manual' });
            expect(response.status, address).toBe(301);
            expect(response.headers.get('location'), address).toBe(`/${area}/${post.id}`);
          }
          if (wp.status === 'publish') {
            const page = await get(site, `/${area}/${post.id}`);
            expect(page.response.status).toBe(200);
            expect(page.text).toContain(wp.title.replace('&', '&amp;'));
          }
        }
      }),
    );
    const feed = await get(site, '/feed/', { redirect: 'manual' });
    expect(feed.response.status).toBe(301);
    expect(feed.response.headers.get('location')).toBe('/feed.xml');
    expect((await get(site, '/category/projekte/', { redirect: 'manual' })).response.headers.get('location')).toBe(
      '/projects',
    );
  });

  test('an address nobody knew still gets the 404 page; a query on the root that is no post stays the home page', async () => {
    expect((await get(site, '/2019/05/gibt-es-nicht/', { redirect: 'manual' })).response.status).toBe(308);
    const unknown = await get(site, '/2019/05/gibt-es-nicht', { redirect: 'manual' });
    expect(unknown.response.status).toBe(404);
    expect(unknown.text).toContain('Seite nicht gefunden');
    const root = await get(site, '/?p=1', { redirect: 'manual' });
    expect(root.response.status).not.toBe(301);
  });

  test('a second run adds nothing, downloads nothing and says so', async () => {
    const before = await counts();
    const asked = oldSite.asked.length;
    const again = await runImport();
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toContain(`0 Beiträge neu, 0 aktualisiert, ${POSTS} unverändert`);
    expect(again.stdout).toContain('0 alte Adressen neu weitergeleitet');
    expect(await counts()).toEqual(before);
    expect(oldSite.asked.length).toBe(asked);
  });

  test('a post changed in WordPress is updated in place on the next run', async () => {
    const [wp] = old.posts;
    const changed = { ...old, posts: old.posts.map((p) => (p === wp ? { ...p, title: `${p.title} (geändert)` } : p)) };
    const file = path.join(dir, 'changed.xml');
    writeFileSync(file, wordpressExport(oldSite.base, changed));
    const before = await counts();
    const again = await runImport(file);
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toContain(`0 Beiträge neu, 1 aktualisiert, ${POSTS - 1} unverändert`);
    expect((await importedPost(wp!.guid)).title).toBe(`${wp!.title} (geändert)`);
    expect(await counts()).toEqual(before);
  });

  test('a truncated export is refused in German, and nothing of it is written', async () => {
    const before = await counts();
    const text = readFileSync(exportFile, 'utf8');
    const file = path.join(dir, 'truncated.xml');
    writeFileSync(file, text.slice(0, Math.floor(text.length / 2)));
    const { code, stderr } = await runImport(file);
    expect(code).toBe(1);
    expect(stderr).toContain('Die Exportdatei ist beschädigt oder unvollständig');
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(await counts()).toEqual(before);
  });

  test('a post PocketBase refuses half-way takes back everything the run had created', async () => {
    const before = await counts();
    const fresh = oldPosts(oldSite.base, 3, STAFF.email);
    const posts = fresh.posts.map((p, i) => ({
      ...p,
      wpId: 90_000 + i,
      guid: `${oldSite.base}/?p=${90_000 + i}`,
      slug: `neu-${i}`,
      link: `${oldSite.base}/neu-${i}/`,
      title: i === 2 ? 'x'.repeat(6000) : `Neu ${i}`,
    }));
    const file = path.join(dir, 'refused.xml');
    writeFileSync(file, wordpressExport(oldSite.base, { ...fresh, posts }));
    const { code, stderr } = await runImport(file);
    expect(code).toBe(1);
    expect(stderr).toContain('Der Import ist abgebrochen');
    expect(stderr).toContain('wieder entfernt');
    expect(await counts()).toEqual(before);
  });
});

let owner: string | undefined;
async function ownerId(): Promise<string> {
  owner ??= (await admin.collection('users').getFirstListItem(admin.filter('email = {:e}', { e: STAFF.email }))).id;
  return owner;
}

describe('npm run import -- --wordpress https://old-site (its REST API)', () => {
  test('brings the published posts with their photos and alt texts, and their old addresses', async () => {
    const { code, stdout } = await runScript(
      'import.mjs',
      ['--wordpress', liveSite.base, '--url', pocketbase.url, '--map', mapFile],
      { SITE_ENV_FILE: path.join(dir, 'no-site.env') },
    );
    expect(code, stdout).toBe(0);
    const published = live.posts.filter((post) => post.status === 'publish');
    expect(stdout).toContain(`${published.length} Beiträge neu`);
    expect(stdout).toContain('Über die REST-API kommen nur veröffentlichte Beiträge');
    for (const wp of published) {
      const post = await importedPost(wp.guid);
      expect(post.title).toBe(wp.title);
      expect(post.alt_texts[post.files[0]]).toBe(wp.featured!.alt);
      const { response } = await get(site, `/?p=${wp.wpId}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
    }
  });
});

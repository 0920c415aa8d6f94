import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { INDEX_BUILDING } from '../../src/features/search/rules/search';
import { get, startWorker } from '../helpers/worker';

/** Every kind of public page a visitor meets, and a post. */
const PAGES = [
  '/',
  '/posts',
  `/posts/${POST_IDS.pinned}`,
  '/kalender',
  '/lehrer',
  '/klassen',
  '/eltern',
  '/bikeline',
  '/projects',
  '/archiv',
  '/kreatives',
  '/old-but-great',
  '/aktuellesGrossprojekt',
  '/impressum',
  '/datenschutz',
];
const JUNK_SEARCHES = 1_000;

let site: Miniflare;
beforeAll(async () => {
  site = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl'), DEBUG_HEADERS: '1', CACHE_TTL_SECONDS: '600' });
});
afterAll(() => site?.dispose());

/** The id of the build under test, which the page cache's addresses carry. */
const buildId = () =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist/public/builds/latest.json'), 'utf8')).id;

const pageCache = async (path: string) => (await get(site, path)).response.headers.get('x-page-cache');

describe('searches cost nothing lasting', () => {
  test(`${JUNK_SEARCHES} different made-up searches leave every page in the page cache`, async () => {
    // Result pages are kept only once the index is complete: made-up searches then meet a finished index.
    for (let started = Date.now(); Date.now() - started < 60_000;) {
      if (!(await get(site, '/suche?q=schule')).text.includes(INDEX_BUILDING)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const path of PAGES) {
      expect(await pageCache(path), path).toMatch(/^(MISS|HIT)$/);
      expect(await pageCache(path), path).toBe('HIT');
    }
    // Long made-up words, as a script would send them: each result page is a rendering of its own.
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < JUNK_SEARCHES) {
          const word = `quatsch${(next++).toString(36)}${'x'.repeat(80)}`;
          const { response } = await get(site, `/suche?q=${word}`);
          expect(response.status).toBe(200);
        }
      }),
    );
    for (const path of PAGES) expect(await pageCache(path), path).toBe('HIT');
    // Nor do they take room in the location's Cache API, which all isolates share and Cloudflare evicts from.
    const cache = (await site.getCaches()).default;
    const stored = (key: string) =>
      cache.match(`http://127.0.0.1:8787/__page-cache/${buildId()}/${encodeURIComponent(key)}`);
    const post = await stored(`page /posts/${POST_IDS.pinned}?`);
    expect(post, 'pages are stored under this address').toBeDefined();
    await post?.arrayBuffer();
    expect(await stored(`page /suche?q=quatsch0${'x'.repeat(80)}`)).toBeUndefined();
  }, 300_000);

  test('the same search again within the TTL is answered from this isolate without the index', async () => {
    expect(await pageCache('/suche?q=projekt')).toBe('MISS');
    expect(await pageCache('/suche?q=projekt')).toBe('HIT');
  });
});

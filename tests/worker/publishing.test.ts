import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { signInAtSite } from '../helpers/staff-sign-in';
import { get, startWorker } from '../helpers/worker';
import { startSeededPocketBase, superuserOf } from '../helpers/seeded-pocketbase';

// Short enough for a test, long enough that the old stacking (page lifetime on top of stale reads,
// about 2 × TTL) misses the promise of TTL + 10 s. PUBLISH_TTL_SECONDS=60 measures the default.
const TTL_SECONDS = Number(process.env.PUBLISH_TTL_SECONDS) || 15;
const PROMISE_SECONDS = TTL_SECONDS + 10;
const ORIGIN = 'http://127.0.0.1:8787';

const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-publish-pb-'));
let pocketbase: Awaited<ReturnType<typeof startSeededPocketBase>>;
let admin: PocketBase;

// A PocketBase of its own: these tests write content, which the shared one's readers must never see.
beforeAll(async () => {
  pocketbase = await startSeededPocketBase({ port: await getFreePort(), dir: dataDir });
  admin = await superuserOf(pocketbase.url);
});
afterAll(async () => {
  await pocketbase?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first post ids a page links to, in order. */
function linkedPostIds(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/posts\/([a-z0-9]{15})"/g)].map((match) => match[1]!))];
}

type Check = { name: string; holds: (site: Miniflare) => Promise<boolean> };

/**
 * Polls every check until all hold; returns the seconds each one took after `since`.
 * A check that held once must keep holding: the site may not flip back to old content.
 */
async function secondsUntilVisible(site: Miniflare, checks: Check[], since: number, limitSeconds: number) {
  const seen = new Map<string, number>();
  while (seen.size < checks.length && Date.now() - since < limitSeconds * 1000) {
    for (const check of checks) {
      const holds = await check.holds(site);
      if (holds && !seen.has(check.name)) seen.set(check.name, (Date.now() - since) / 1000);
      if (!holds && seen.has(check.name)) throw new Error(`${check.name}: old content came back`);
    }
    await sleep(250);
  }
  return Object.fromEntries(checks.map((check) => [check.name, seen.get(check.name) ?? Number.POSITIVE_INFINITY]));
}

describe('publishing', () => {
  test(
    `new, edited and deleted posts show on every public page within TTL + 10 s (TTL ${TTL_SECONDS} s)`,
    async () => {
      const site = await startWorker({ POCKETBASE_URL: pocketbase.url, CACHE_TTL_SECONDS: String(TTL_SECONDS) });
      try {
        const [editedId, deletedId] = linkedPostIds((await get(site, '/posts')).text);
        expect(editedId && deletedId).toBeTruthy();
        // Visitors keep the pages warm, so the stored copies are as old as they can get.
        for (const page of ['/', '/posts', '/RSC/R/posts.txt', `/posts/${editedId}`, `/posts/${deletedId}`]) {
          expect((await get(site, page)).response.status, page).toBe(200);
        }

        const stamp = Date.now().toString(36);
        const editedTitle = `Geänderter Titel ${stamp}`;
        const newTitle = `Neuer Beitrag ${stamp}`;
        const changedAt = Date.now();
        await admin.collection('posts').update(editedId!, { title: editedTitle });
        await admin.collection('posts').delete(deletedId!);
        await admin
          .collection('posts')
          .create({ title: newTitle, catigory: 'post', date: new Date().toISOString(), status: 'published' });

        const shows = (page: string, text: string) => async (worker: Miniflare) =>
          (await get(worker, page)).text.includes(text);
        const gone = (page: string, id: string) => async (worker: Miniflare) =>
          !(await get(worker, page)).text.includes(id);
        const delays = await secondsUntilVisible(
          site,
          [
            { name: 'new post on /', holds: shows('/', newTitle) },
            { name: 'new post on /posts', holds: shows('/posts', newTitle) },
            { name: 'new post in the client navigation to /posts', holds: shows('/RSC/R/posts.txt', newTitle) },
            { name: 'edited title on /', holds: shows('/', editedTitle) },
            { name: 'edited title on /posts', holds: shows('/posts', editedTitle) },
            { name: 'edited title on its own page', holds: shows(`/posts/${editedId}`, editedTitle) },
            { name: 'deleted post gone from /posts', holds: gone('/posts', deletedId!) },
            {
              name: 'deleted post page answers 404',
              holds: async (worker) => (await get(worker, `/posts/${deletedId}`)).response.status === 404,
            },
          ],
          changedAt,
          PROMISE_SECONDS + 5,
        );
        console.info(`publish delay with CACHE_TTL_SECONDS=${TTL_SECONDS}:`, delays);
        for (const [name, seconds] of Object.entries(delays))
          expect(seconds, name).toBeLessThanOrEqual(PROMISE_SECONDS);
      } finally {
        await site.dispose();
      }
    },
    (PROMISE_SECONDS + 60) * 1000,
  );

  test('a dashboard page shows what an editor just saved, without waiting for the TTL', async () => {
    const site = await startWorker({ POCKETBASE_URL: pocketbase.url, CACHE_TTL_SECONDS: '600' });
    try {
      const cookie = await signInAtSite(site, STAFF);
      const dashPosts = async () => (await get(site, '/dash/posts', { headers: { cookie } })).text;
      // The public site and the dashboard both read the post: neither may keep it from the editor.
      const [postId] = linkedPostIds((await get(site, '/posts')).text);
      expect((await dashPosts()).includes(`/dash/posts/${postId}`)).toBe(true);

      const title = `Gerade gespeichert ${Date.now().toString(36)}`;
      await admin.collection('posts').update(postId!, { title });
      expect((await dashPosts()).includes(title), 'the list shows the new title').toBe(true);
      const detail = await get(site, `/dash/posts/${postId}`, { headers: { cookie } });
      expect(detail.text.includes(title), 'the post page shows the new title').toBe(true);
    } finally {
      await site.dispose();
    }
  });
});

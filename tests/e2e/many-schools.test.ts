import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { POST_IDS, STAFF } from '../../pocketbase/seed/seed.mjs';
import { wranglerRegistry } from '../../scripts/lib/d1-registry.mjs';
import { superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { addSchool } from '../../scripts/lib/school-registry.mjs';
import { startWorker } from '../../scripts/lib/worker.mjs';
import { signInOnPage } from '../helpers/browser';
import { startSeededPocketBase } from '../helpers/seeded-pocketbase';

// Two schools of one served worker (wrangler dev, its registry written by `npm run school`'s own code), in Chromium:
// client-side navigation stays on each school's content, and a staff sign-in on one host is none on the other.
// Chromium resolves every *.localhost name to this machine.
const SCHOOLS = {
  a: { host: 'alpha.localhost', name: 'Gymnasium Alphaberg', word: 'Alphaberg' },
  b: { host: 'beta.localhost', name: 'Volksschule Betatal', word: 'Betatal' },
} as const;
const stateDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-schools-e2e-'));
const pocketbases: Array<Awaited<ReturnType<typeof startSeededPocketBase>>> = [];
let site: Awaited<ReturnType<typeof startWorker>>;
let browser: Browser;
let port: number;
const at = (key: keyof typeof SCHOOLS, pathname: string) => `http://${SCHOOLS[key].host}:${port}${pathname}`;

beforeAll(async () => {
  port = await getFreePort();
  const registry = wranglerRegistry({ local: true, persistTo: stateDir });
  for (const key of ['a', 'b'] as const) {
    const { host, name, word } = SCHOOLS[key];
    const pocketbase = await startSeededPocketBase({
      port: await getFreePort(),
      dir: path.join(stateDir, `pb-${key}`),
    });
    pocketbases.push(pocketbase);
    const admin = new PocketBase(pocketbase.url);
    const { email, password } = superuserCredentials();
    await admin.collection('_superusers').authWithPassword(email, password);
    const school = (await admin.collection('school').getList(1, 1)).items[0]!;
    await admin.collection('school').update(school.id, { name, short_name: word });
    await admin.collection('posts').update(POST_IDS.pinned, { title: `${word}: Sommerfest` });
    await addSchool(registry, { host: [host], pocketbase: pocketbase.url, name, short: word, site: at(key, '') });
  }
  site = await startWorker({ port, persistTo: stateDir });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  for (const pocketbase of pocketbases) await pocketbase.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

test('each host shows its own school, also after navigating in the page', async () => {
  for (const key of ['a', 'b'] as const) {
    const other = SCHOOLS[key === 'a' ? 'b' : 'a'];
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(at(key, '/'));
    expect(await page.title()).toContain(SCHOOLS[key].word);
    // Client-side navigation fetches the next page's RSC payload from the same host.
    await page
      .getByRole('link', { name: `${SCHOOLS[key].word}: Sommerfest` })
      .first()
      .click();
    await page.waitForURL(`**/posts/${POST_IDS.pinned}`);
    await page.getByRole('heading', { name: `${SCHOOLS[key].word}: Sommerfest` }).waitFor();
    expect(await page.content()).not.toContain(other.word);
    await context.close();
  }
});

test('a staff member signed in on one school is not signed in on the other', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(at('a', '/dash/login'));
  await signInOnPage(page, STAFF);
  await page.waitForURL('**/dash/start');
  expect(await page.content()).toContain(SCHOOLS.a.word);
  await page.goto(at('b', '/dash/start'));
  await page.waitForURL('**/dash/login**');
  expect(new URL(page.url()).host).toBe(`${SCHOOLS.b.host}:${port}`);
  await page.goto(at('a', '/dash/start'));
  expect(new URL(page.url()).pathname).toBe('/dash/start');
  await context.close();
});

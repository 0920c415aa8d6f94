import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, describe, expect, test } from 'vitest';
import { POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { type RunningPocketBase, startPocketBase, superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { get, startWorker } from '../helpers/worker';
import { runScript } from './run-script';
import { seededPocketBaseFor } from '../helpers/seeded-pocketbase';

const pocketbase = seededPocketBaseFor('backup-test');
const out = mkdtempSync(path.join(tmpdir(), 'backup-test-out-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** File names in a zip's central directory (signature PK\1\2, name length at +28, name at +46). */
function zipEntries(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02', 0, 'binary'); at !== -1; at = zip.indexOf('PK\x01\x02', at + 4, 'binary')) {
    names.push(zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28)));
  }
  return names;
}

describe('npm run backup', () => {
  test('downloads a timestamped zip of the whole data directory, database, files and demo marker included', async () => {
    const started = Date.now();
    const { code, stdout } = await runScript('backup.mjs', ['--url', pocketbase.url, '--out', out]);
    expect(code).toBe(0);
    const files = readdirSync(out);
    expect(files).toHaveLength(1);
    const [name] = files as [string];
    expect(name).toMatch(/^website_\d{8}_\d{6}\.zip$/);
    const stamp = name.replace(/^website_(\d{4})(\d\d)(\d\d)_(\d\d)(\d\d)(\d\d)\.zip$/, '$1-$2-$3T$4:$5:$6Z');
    expect(Math.abs(Date.parse(stamp) - started)).toBeLessThan(60_000);
    expect(stdout).toContain(`Gesichert: ${path.join(out, name)}`);
    const entries = zipEntries(readFileSync(path.join(out, name)));
    expect(entries).toContain('data.db');
    expect(entries).toContain('demo-content.json');
    expect(entries.some((entry) => entry.startsWith('storage/') && entry.endsWith('.png'))).toBe(true);
  });

  test.each<[string, () => string[], Record<string, string>, string]>([
    [
      'wrong password',
      () => ['--url', pocketbase.url, '--out', out],
      { PB_SUPERUSER_PASSWORD: 'falsch' },
      'Anmeldung als PocketBase-Superuser',
    ],
    [
      'unreachable',
      () => ['--url', 'http://127.0.0.1:9', '--out', out],
      {},
      'PocketBase unter http://127.0.0.1:9 ist nicht erreichbar',
    ],
    ['no address', () => ['--out', out], { POCKETBASE_URL: '' }, 'Welches PocketBase? Aufruf: npm run backup -- --url'],
  ])('%s: a German message, exit code 1 and no file', async (_case, args, env, message) => {
    const before = readdirSync(out).length;
    const { code, stderr } = await runScript('backup.mjs', args(), env);
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(readdirSync(out)).toHaveLength(before);
  });
});

describe('restoring a backup into a new PocketBase 0.40', () => {
  const freshDir = mkdtempSync(path.join(tmpdir(), 'restore-test-pb-'));
  let fresh: RunningPocketBase | undefined;
  afterAll(async () => {
    await fresh?.stop();
    rmSync(freshDir, { recursive: true, force: true });
  });

  /** The page's main content as the site renders it from that PocketBase (nonces and build ids differ per run). */
  async function pages(pocketbaseUrl: string): Promise<string[]> {
    const worker = await startWorker({ POCKETBASE_URL: pocketbaseUrl, CACHE_TTL_SECONDS: '0' });
    try {
      const mains = [];
      for (const page of ['/posts', `/posts/${POST_IDS.pinned}`, '/lehrer', '/klassen', '/bikeline']) {
        const { response, text } = await get(worker, page);
        expect(response.status, page).toBe(200);
        mains.push(/<main[\s\S]*<\/main>/.exec(text)?.[0].replace(/ nonce="[^"]*"/g, '') ?? '');
      }
      return mains;
    } finally {
      await worker.dispose();
    }
  }

  test('PocketBase restores what npm run backup saved, and the site then shows the same pages', async () => {
    const [name] = readdirSync(out).filter((file) => file.endsWith('.zip')) as [string];
    fresh = await startPocketBase({ port: await getFreePort(), dir: freshDir, seedContent: false });
    const pb = new PocketBase(fresh.url);
    const { email, password } = superuserCredentials();
    await pb.collection('_superusers').authWithPassword(email, password);
    expect((await pb.collection('posts').getList(1, 1)).totalItems).toBe(0);

    const zip = readFileSync(path.join(out, name));
    await pb.backups.upload({ file: new File([zip], name, { type: 'application/zip' }) });
    await pb.backups.restore(name);
    // PocketBase replaces its data directory and starts itself again in the same process.
    const visitor = new PocketBase(fresh.url);
    let posts = 0;
    for (let tries = 0; tries < 100 && posts === 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      posts = await visitor
        .collection('posts')
        .getList(1, 1)
        .then(
          (list) => list.totalItems,
          () => 0,
        );
    }
    expect(posts).toBeGreaterThan(30);
    expect(await pages(fresh.url)).toEqual(await pages(pocketbase.url));
  }, 120_000);
});

import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ownBackend } from '../helpers/own-backend';
import { getFor, registryOf } from '../helpers/schools';

/** The registry's names show where a school's PocketBase has no school record of its own. */
const backend = ownBackend('school-registry');
let worker: Miniflare;
const pocketbaseUrl = () => backend.proxy.url;

beforeAll(async () => {
  await backend.start();
  const admin = await backend.superuser();
  for (const record of await admin.collection('school').getFullList())
    await admin.collection('school').delete(record.id);
  worker = await backend.worker({ CACHE_TTL_SECONDS: '60' }, { schools: true });
  const registry = registryOf(worker);
  await registry.add({ host: 'eins.schule.test', pocketbaseUrl: pocketbaseUrl(), name: 'Schule Eins', short: 'Eins' });
  await registry.add({ host: 'zwei.schule.test', pocketbaseUrl: pocketbaseUrl(), name: 'Schule Zwei', short: 'Zwei' });
}, 120_000);

afterAll(async () => {
  await backend.recover();
  await backend.close();
});

test('a registry change (a new name, a school removed, one added) shows within 60 s, without a restart', async () => {
  // Every page kept (TTL 60 s) and every host remembered by the isolate before the change.
  for (const path of ['/', '/impressum', '/RSC/R/_root.txt']) {
    expect((await getFor(worker, 'eins.schule.test', path)).text).toContain('Schule Eins');
    expect((await getFor(worker, 'zwei.schule.test', path)).text).toContain('Schule Zwei');
    expect((await getFor(worker, 'drei.schule.test', path)).response.status).toBe(404);
  }
  const registry = registryOf(worker);
  const changedAt = Date.now();
  await registry.add({
    host: 'eins.schule.test',
    pocketbaseUrl: pocketbaseUrl(),
    name: 'Schule Einsneu',
    short: 'Einsneu',
  });
  await registry.remove('zwei.schule.test');
  await registry.add({ host: 'drei.schule.test', pocketbaseUrl: pocketbaseUrl(), name: 'Schule Drei', short: 'Drei' });

  const seen = { renamed: Infinity, removed: Infinity, added: Infinity };
  while (Date.now() - changedAt < 75_000 && Object.values(seen).some((at) => at === Infinity)) {
    // The sign-in page is never kept: it shows when this isolate has read the new row.
    const login = await getFor(worker, 'eins.schule.test', '/dash/login');
    const [eins, zwei, drei] = await Promise.all([
      Promise.all(['/', '/impressum', '/RSC/R/_root.txt'].map((path) => getFor(worker, 'eins.schule.test', path))),
      getFor(worker, 'zwei.schule.test', '/'),
      getFor(worker, 'drei.schule.test', '/impressum'),
    ]);
    const now = Date.now() - changedAt;
    if (login.text.includes('Einsneu')) {
      // From then on no page kept under the old row may answer, however fresh it still is.
      for (const page of eins) expect(page.text).toContain('Schule Einsneu');
      seen.renamed = Math.min(seen.renamed, now);
    }
    if (seen.removed === Infinity && zwei.response.status === 404) seen.removed = now;
    if (seen.added === Infinity && drei.text.includes('Schule Drei')) seen.added = now;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  // Within 60 s of the change, give or take one round of asking.
  for (const [change, after] of Object.entries(seen)) expect(after, change).toBeLessThanOrEqual(62_000);
  const zwei = await getFor(worker, 'zwei.schule.test', '/impressum');
  expect(zwei.text).not.toContain('Schule Zwei');
}, 120_000);

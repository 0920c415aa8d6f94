import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ownBackend } from '../helpers/own-backend';
import { type PushService, type StandInSubscription, startPushService } from '../helpers/push-service';
import { pushVars, runCron, vapidKeys } from '../helpers/push-worker';
import { getFor, registryOf } from '../helpers/schools';

// contract.md, "Telling parents" and "Many schools, one deployment": each school keeps its own subscribers, and the
// one cron tells every school's subscribers about that school's posts, with that school's addresses.
const backend = ownBackend('push-many-schools');
let worker: Miniflare;
let pushService: PushService;
const SCHOOLS = { eins: 'eins.schule.test', zwei: 'zwei.schule.test' };

beforeAll(async () => {
  await backend.start();
  const keys = vapidKeys();
  pushService = await startPushService({ vapidPublicKey: keys.publicKey });
  worker = await backend.worker(pushVars(pushService.origin, keys), { schools: true });
  const registry = registryOf(worker);
  const pocketbaseUrl = backend.proxy.url;
  await registry.add({ host: SCHOOLS.eins, pocketbaseUrl, name: 'Schule Eins', short: 'Eins' });
  await registry.add({ host: SCHOOLS.zwei, pocketbaseUrl, name: 'Schule Zwei', short: 'Zwei' });
  await runCron(worker);
}, 120_000);

afterAll(async () => {
  await pushService?.close();
  await backend.recover();
  await backend.close();
});

async function subscribeAt(host: string, subscription: StandInSubscription) {
  const body = JSON.stringify({ subscription, classes: [] });
  const headers = { 'content-type': 'application/json', origin: `http://${host}`, 'cf-connecting-ip': '192.0.2.9' };
  return getFor(worker, host, '/api/push/subscriptions', { method: 'POST', headers, body });
}

test("each school's subscribers hear of its posts once, with its own address; one school cannot remove another's", async () => {
  const atEins = await pushService.newSubscription();
  const atZwei = await pushService.newSubscription();
  expect((await subscribeAt(SCHOOLS.eins, atEins)).response.status).toBe(201);
  expect((await subscribeAt(SCHOOLS.zwei, atZwei)).response.status).toBe(201);
  // School Zwei is asked to remove Eins's subscription: it has none of that address, Eins keeps it.
  const removal = await getFor(worker, SCHOOLS.zwei, '/api/push/subscriptions', {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', origin: `http://${SCHOOLS.zwei}` },
    body: JSON.stringify({ endpoint: atEins.endpoint }),
  });
  expect([removal.response.status, removal.text]).toEqual([204, '']);

  const admin = await backend.superuser();
  const post = await admin.collection('posts').create({ title: 'Elternabend', catigory: 'post', status: 'published' });
  await runCron(worker);
  await pushService.waitFor(2);
  const urls = (subscription: StandInSubscription) =>
    pushService.received
      .filter((push) => push.endpoint === subscription.endpoint)
      .map((push) => (push.payload as { url: string }).url);
  expect(urls(atEins)).toEqual([`http://${SCHOOLS.eins}/posts/${post.id}`]);
  expect(urls(atZwei)).toEqual([`http://${SCHOOLS.zwei}/posts/${post.id}`]);
  expect(pushService.problems).toEqual([]);
});

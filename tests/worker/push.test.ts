import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { CLASS_IDS } from '../../pocketbase/seed/seed.mjs';
import { type PushService, type StandInSubscription, startPushService } from '../helpers/push-service';
import { pushVars, runCron, vapidKeys } from '../helpers/push-worker';
import { startWorker } from '../helpers/worker';
import { startSeededPocketBase, superuserOf } from '../helpers/seeded-pocketbase';

// contract.md, "Telling parents": what goes public reaches the subscribers of its classes once, encrypted and signed,
// through a stand-in push service that decrypts with each subscription's own keys; nothing else ever does.
const SITE = 'http://127.0.0.1:8787';
const CLASS_2B = CLASS_IDS.secondB;
const CLASS_3A = CLASS_IDS.thirdA;
const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-push-pb-'));
let pocketbase: Awaited<ReturnType<typeof startSeededPocketBase>>;
let admin: PocketBase;
let pushService: PushService;
let site: Miniflare;
let forClass2B: StandInSubscription;
let forClass3A: StandInSubscription;
let forEveryone: StandInSubscription;
let addressCount = 0;

const pbDate = (date: Date) => date.toISOString().replace('T', ' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  pocketbase = await startSeededPocketBase({ port: await getFreePort(), dir: dataDir });
  admin = await superuserOf(pocketbase.url);
  const keys = vapidKeys();
  pushService = await startPushService({ vapidPublicKey: keys.publicKey });
  site = await startWorker({ POCKETBASE_URL: pocketbase.url, ...pushVars(pushService.origin, keys) });
  await cron(); // the first run after a deploy: what is public already is never announced
  forClass2B = await subscribed([CLASS_2B]);
  forClass3A = await subscribed([CLASS_3A]);
  forEveryone = await subscribed([]);
}, 120_000);
afterAll(async () => {
  await site?.dispose();
  await pushService?.close();
  await pocketbase?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const cron = () => runCron(site);

/** A request to the API as the site's own page sends it, each from an address of its own. */
function api(method: string, body: unknown, headers: Record<string, string> = {}) {
  addressCount += 1;
  return site.dispatchFetch(`${SITE}/api/push/subscriptions`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE,
      'CF-Connecting-IP': `198.51.100.${addressCount}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function subscribed(classes: string[]): Promise<StandInSubscription> {
  const subscription = await pushService.newSubscription();
  const response = await api('POST', { subscription: { ...subscription, expirationTime: null }, classes });
  expect(response.status).toBe(201);
  return subscription;
}

const receivedBy = (subscription: StandInSubscription) =>
  pushService.received.filter((push) => push.endpoint === subscription.endpoint);
const tagsFor = (subscription: StandInSubscription) =>
  receivedBy(subscription).map((push) => (push.payload as { tag: string }).tag);

async function createPost(title: string, fields: Record<string, unknown> = {}) {
  return admin.collection('posts').create<{ id: string }>({
    title,
    catigory: 'post',
    date: pbDate(new Date()),
    description: `<p>${title}</p>`,
    status: 'published',
    ...fields,
  });
}

async function createEntry(title: string, from: Date, classes: string[]) {
  const to = new Date(from.getTime() + 2 * 60 * 60 * 1000);
  return admin.collection('calendar').create<{ id: string }>({
    title,
    from_date: pbDate(from),
    to_date: pbDate(to),
    relevant_classes: classes,
    status: 'published',
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

describe('a post that goes public', () => {
  test('reaches the subscribers of its class and of the whole school once, with its title and address', async () => {
    const before = pushService.received.length;
    const post = await createPost('Lesenacht der 2B', { class: [CLASS_2B] });
    await cron();
    await pushService.waitFor(before + 2);
    const tag = `post-${post.id}`;
    expect(tagsFor(forClass2B)).toContain(tag);
    expect(tagsFor(forEveryone)).toContain(tag);
    expect(tagsFor(forClass3A)).not.toContain(tag);
    const message = receivedBy(forClass2B).find((push) => (push.payload as { tag: string }).tag === tag);
    expect(message?.payload).toMatchObject({ title: 'Lesenacht der 2B', url: `${SITE}/posts/${post.id}` });
    expect(message?.headers['content-encoding']).toBe('aes128gcm');

    await admin.collection('posts').update(post.id, { title: 'Lesenacht der 2B (neue Uhrzeit)' });
    await cron();
    await cron();
    expect(pushService.received.filter((push) => (push.payload as { tag: string }).tag === tag)).toHaveLength(2);
    expect(pushService.problems).toEqual([]);
  });

  test('a post for no class reaches every subscriber', async () => {
    const post = await createPost('Schulfest am Freitag');
    await cron();
    const tag = `post-${post.id}`;
    for (const subscription of [forClass2B, forClass3A, forEveryone]) {
      await expect.poll(() => tagsFor(subscription), { timeout: 10_000 }).toContain(tag);
    }
  });

  test('drafts, posts in review and future posts reach nobody until they are public', async () => {
    const attemptsBefore = pushService.attempts.length;
    const draft = await createPost('Entwurf für die 3A', { status: 'draft' });
    const review = await createPost('Zur Durchsicht', { status: 'review' });
    const future = await createPost('Ab nächster Woche', { publish_at: pbDate(inDays(7)) });
    await cron();
    await sleep(500);
    expect(pushService.attempts.length).toBe(attemptsBefore);

    await admin.collection('posts').update(draft.id, { status: 'published' });
    await cron();
    await expect.poll(() => tagsFor(forEveryone), { timeout: 10_000 }).toContain(`post-${draft.id}`);
    expect(tagsFor(forEveryone)).not.toContain(`post-${review.id}`);
    expect(tagsFor(forEveryone)).not.toContain(`post-${future.id}`);
  });

  test('a scheduled post reaches its subscribers at the first cron run after its time', async () => {
    const due = new Date(Date.now() + 3000);
    const post = await createPost('Geplanter Elternbrief', { publish_at: pbDate(due) });
    await cron();
    expect(tagsFor(forEveryone)).not.toContain(`post-${post.id}`);
    await sleep(due.getTime() - Date.now() + 1500);
    await cron();
    await expect.poll(() => tagsFor(forEveryone), { timeout: 10_000 }).toContain(`post-${post.id}`);
  });
});

describe('a calendar entry', () => {
  test('for class 2B in ten days reaches 2B; moving its date sends one more message, nothing else does', async () => {
    const entry = await createEntry('Wandertag 2B', inDays(10), [CLASS_2B]);
    await cron();
    const tag = `calendar-${entry.id}`;
    await expect.poll(() => tagsFor(forClass2B), { timeout: 10_000 }).toEqual(expect.arrayContaining([tag]));
    expect(tagsFor(forClass3A)).not.toContain(tag);
    const first = receivedBy(forClass2B).find((push) => (push.payload as { tag: string }).tag === tag);
    expect((first?.payload as { title: string }).title).toBe('Neuer Termin: Wandertag 2B');

    await admin
      .collection('calendar')
      .update(entry.id, { from_date: pbDate(inDays(11)), to_date: pbDate(inDays(11.1)) });
    await cron();
    await expect.poll(() => tagsFor(forClass2B).filter((t) => t === tag), { timeout: 10_000 }).toHaveLength(2);
    const moved = receivedBy(forClass2B).filter((push) => (push.payload as { tag: string }).tag === tag)[1];
    expect((moved?.payload as { title: string }).title).toBe('Termin verschoben: Wandertag 2B');

    await admin.collection('calendar').update(entry.id, { description: 'Bitte Jause mitnehmen' });
    await cron();
    await sleep(500);
    expect(tagsFor(forClass2B).filter((t) => t === tag)).toHaveLength(2);
  });

  test('an entry more than 14 days ahead is not announced', async () => {
    const attemptsBefore = pushService.attempts.length;
    await createEntry('Sportwoche', inDays(20), []);
    await cron();
    await sleep(500);
    expect(pushService.attempts.length).toBe(attemptsBefore);
  });
});

describe('what the push service answers', () => {
  test('410 removes the subscription: the next message does not try it', async () => {
    const leaving = await subscribed([]);
    pushService.answerWith(leaving.endpoint, [410]);
    await createPost('Erster Beitrag nach dem Abmelden');
    await cron();
    await expect.poll(() => pushService.attempts.filter((a) => a.endpoint === leaving.endpoint)).toHaveLength(1);
    await createPost('Zweiter Beitrag nach dem Abmelden');
    await cron();
    await sleep(500);
    expect(pushService.attempts.filter((a) => a.endpoint === leaving.endpoint)).toHaveLength(1);
  });

  test('429 is tried again later and then delivered once', async () => {
    const busy = await subscribed([]);
    pushService.answerWith(busy.endpoint, [429], { 'Retry-After': '1' });
    const post = await createPost('Nach der Wartezeit');
    await cron();
    await expect.poll(() => tagsFor(busy), { timeout: 15_000 }).toContain(`post-${post.id}`);
    const tries = pushService.attempts.filter((a) => a.endpoint === busy.endpoint);
    expect(tries.map((a) => a.status)).toEqual([429, 201]);
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(900);
  });
});

describe('the subscriptions API', () => {
  test('DELETE answers 204 and nothing reaches that subscription again', async () => {
    const leaving = await subscribed([]);
    const response = await api('DELETE', { endpoint: leaving.endpoint });
    expect(response.status).toBe(204);
    await createPost('Nach dem Abbestellen');
    await cron();
    await sleep(500);
    expect(pushService.attempts.filter((a) => a.endpoint === leaving.endpoint)).toEqual([]);
  });

  test('bad input answers 400 with a German message and stores nothing', async () => {
    const good = await pushService.newSubscription();
    const bad: Array<[string, unknown]> = [
      ['no subscription', { classes: [] }],
      ['unknown push service', { subscription: { ...good, endpoint: 'https://push.example.org/x' }, classes: [] }],
      [
        'plain http to a known service',
        { subscription: { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' } },
      ],
      ['short p256dh', { subscription: { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(4) } } }],
      ['long auth', { subscription: { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } } }],
      ['unknown class', { subscription: good, classes: ['aaaaaaaaaaaaaaa'] }],
      ['class not an id', { subscription: good, classes: ["x' || 1=1"] }],
      ['classes not a list', { subscription: good, classes: 'alle' }],
      ['not JSON', '{"subscription":'],
    ];
    for (const [name, body] of bad) {
      const response = await api('POST', body);
      const text = await response.text();
      expect([name, response.status]).toEqual([name, 400]);
      expect(JSON.parse(text).error).toMatch(/[äöüß]|Die|Der|Erwartet|Mindestens|Diese/);
    }
    const wrongType = await api('POST', { subscription: good, classes: [] }, { 'Content-Type': 'text/plain' });
    expect(wrongType.status).toBe(400);
    const tooBig = await api('POST', { subscription: good, classes: [], padding: 'x'.repeat(5000) });
    expect(tooBig.status).toBe(413);
    const foreign = await api('POST', { subscription: good, classes: [] }, { Origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(403);
    expect((await site.dispatchFetch(`${SITE}/api/push/subscriptions`)).status).toBe(405);

    await createPost('Niemand Falsches bekommt das');
    await cron();
    await sleep(500);
    expect(pushService.attempts.filter((a) => a.endpoint === good.endpoint)).toEqual([]);
  });

  test('one address may subscribe ten times an hour; the eleventh gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const subscription = await pushService.newSubscription();
      const response = await api('POST', { subscription, classes: [] }, { 'CF-Connecting-IP': '203.0.113.7' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});

describe('sending in runs', () => {
  test('more subscribers than one run sends are all reached, each once, by the runs that follow', async () => {
    const keys = vapidKeys();
    const service = await startPushService({ vapidPublicKey: keys.publicKey });
    const small = await startWorker({
      POCKETBASE_URL: pocketbase.url,
      ...pushVars(service.origin, keys),
      PUSH_MESSAGES_PER_RUN: '2',
    });
    try {
      await runCron(small);
      const endpoints = [];
      for (let i = 0; i < 7; i++) {
        const subscription = await service.newSubscription();
        endpoints.push(subscription.endpoint);
        const response = await small.dispatchFetch(`${SITE}/api/push/subscriptions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: SITE, 'CF-Connecting-IP': `192.0.2.${i}` },
          body: JSON.stringify({ subscription, classes: [] }),
        });
        expect(response.status).toBe(201);
      }
      await createPost('An alle sieben');
      await runCron(small);
      await service.waitFor(7, 15_000);
      await sleep(500);
      expect(service.received.map((push) => push.endpoint).sort()).toEqual(endpoints.sort());
      expect(service.attempts).toHaveLength(7);
    } finally {
      await small.dispose();
      await service.close();
    }
  });
});

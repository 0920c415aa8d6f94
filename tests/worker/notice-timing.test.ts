import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLASS_IDS } from '../../pocketbase/seed/seed.mjs';
import { viennaParts, viennaTime } from '../../src/lib/domain/dates';
import { postForm, withFormCookie } from '../helpers/dash-form';
import { ownBackend } from '../helpers/own-backend';
import { type PushService, type StandInSubscription, startPushService } from '../helpers/push-service';
import { pushVars, runCron, vapidKeys } from '../helpers/push-worker';
import { newStaffAccount, signInAtSite } from '../helpers/staff-sign-in';
import { allMails, waitForMail } from '../helpers/mailbox';
import { installParentMailKey, makeParentMailKey } from '../../scripts/lib/parent-mail-key.mjs';
import { get } from '../helpers/worker';

// contract.md "Telling parents", on the cron's clock (each run scheduled at a time the test chooses, days ago, so that
// what PocketBase itself compares with its own clock is long public): parents are told NOTIFY_DELAY_MINUTES (10)
// after a post goes public, and what is taken back, deleted or moved to other classes by then reaches nobody, or only
// its new classes; between 20:00 and 07:00 Vienna nothing goes out, and what waits goes at 07:00 in publishing order;
// "Dringend" goes at once. The worker runs the defaults; one message per run, so the order is the order sent. A
// parent subscribed by e-mail (confirmed, whole school) is told by the same rules, through the run's mailbox.
const SITE = 'http://127.0.0.1:8787';
const CLASS_2B = CLASS_IDS.secondB;
const CLASS_3A = CLASS_IDS.thirdA;
const backend = ownBackend('notice-timing');
let admin: PocketBase;
let pushService: PushService;
let site: Miniflare;
let editorCookie: string;
let for2B: StandInSubscription;
let for3A: StandInSubscription;
let forEveryone: StandInSubscription;
const MAIL_ADDRESS = `eltern-uhr-${process.pid}@eltern.test`;

/** 09:00 Vienna, `days` after the first test day (eight days ago), on Vienna's clock. */
const today = viennaParts(new Date());
const at = (days: number, hour: number, minute = 0) =>
  viennaTime(today.year, today.month, today.day - 8 + days, hour, minute);

beforeAll(async () => {
  await backend.start();
  admin = await backend.superuser();
  const keys = vapidKeys();
  pushService = await startPushService({ vapidPublicKey: keys.publicKey });
  const { NOTIFY_DELAY_MINUTES: _delay, QUIET_HOURS: _quiet, ...vars } = pushVars(pushService.origin, keys);
  const key = makeParentMailKey();
  await installParentMailKey(admin, key);
  site = await backend.worker({
    ...vars,
    PARENT_MAIL_KEY: key,
    MAIL_PER_MINUTE: '600',
    PUSH_MESSAGES_PER_RUN: '1',
    CACHE_TTL_SECONDS: '2',
  });
  await runCron(site, at(0, 8)); // the first look: what is public already is never announced
  [for2B, for3A, forEveryone] = await Promise.all([subscribed([CLASS_2B]), subscribed([CLASS_3A]), subscribed([])]);
  await subscribedByMail();
  editorCookie = await signInAtSite(site, await newStaffAccount(admin, 'editor'));
}, 120_000);
afterAll(async () => {
  await pushService?.close();
  await backend.close();
});

let addressCount = 0;
async function subscribed(classes: string[]): Promise<StandInSubscription> {
  const subscription = await pushService.newSubscription();
  addressCount += 1;
  const response = await site.dispatchFetch(`${SITE}/api/push/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, 'CF-Connecting-IP': `198.51.100.${addressCount}` },
    body: JSON.stringify({ subscription, classes }),
  });
  expect(response.status).toBe(201);
  return subscription;
}

/** A parent subscribed by e-mail for the whole school, confirmed on the page the confirmation mail links to. */
async function subscribedByMail() {
  const form = (fields: Record<string, string>) =>
    site.dispatchFetch(`${SITE}/benachrichtigungen/e-mail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  await form({ aktion: 'bestellen', adresse: MAIL_ADDRESS, 'ganze-schule': '1', haeufigkeit: 'sofort' });
  const confirmation = await waitForMail((mail) => mail.to.includes(MAIL_ADDRESS));
  const link = confirmation.links.find((href) => href.includes('/benachrichtigungen/e-mail?t='))!;
  const token = new URL(link).searchParams.get('t')!;
  const confirmed = await form({ aktion: 'speichern', t: token, 'ganze-schule': '1', haeufigkeit: 'sofort' });
  expect(confirmed.headers.get('location')).toContain('ok=bestaetigt');
}

/** The titles of the mails the parent got about posts. */
const mailed = () =>
  allMails()
    .filter((mail) => mail.to.includes(MAIL_ADDRESS) && mail.subject.startsWith('MS Sonnenberg: '))
    .map((mail) => mail.subject.slice('MS Sonnenberg: '.length));

const tagOf = (push: { payload: unknown }) => (push.payload as { tag: string }).tag;
const tagsFor = (subscription: StandInSubscription) =>
  pushService.received.filter((push) => push.endpoint === subscription.endpoint).map(tagOf);
const reached = (post: { id: string }) =>
  pushService.received.filter((push) => tagOf(push) === `post-${post.id}`).map((push) => push.endpoint);

const cron = (time: Date) => runCron(site, time);

function createPost(title: string, fields: Record<string, unknown> = {}) {
  return admin.collection('posts').create<{ id: string }>({
    title,
    catigory: 'post',
    description: `<p>${title}</p>`,
    status: 'published',
    ...fields,
  });
}

/** What the dashboard's page of the post says under "Eltern benachrichtigt". */
async function dashboardSays(post: { id: string }): Promise<string> {
  const { text } = await get(site, `/dash/posts/${post.id}`, { headers: { cookie: withFormCookie(editorCookie) } });
  const row = /<dt>Eltern benachrichtigt<\/dt><dd>([^<]*)<\/dd>/.exec(text);
  return row?.[1] ?? '(keine Zeile)';
}

describe('the grace period', () => {
  test('parents are told ten minutes after a post goes public, not before; the dashboard says when and to how many', async () => {
    const post = await createPost('Lesenacht der 2B', { class: [CLASS_2B] });
    await cron(at(1, 10));
    await cron(at(1, 10, 9));
    expect(reached(post)).toEqual([]);
    expect(await dashboardSays(post)).toMatch(/^Noch nicht: Eltern werden am .*, 10:10 benachrichtigt/);

    await cron(at(1, 10, 10));
    await expect
      .poll(() => reached(post).sort(), { timeout: 10_000 })
      .toEqual([for2B.endpoint, forEveryone.endpoint].sort());
    expect(tagsFor(for3A)).not.toContain(`post-${post.id}`);
    expect(await dashboardSays(post)).toMatch(/^Ja, am .*, 10:10 an 3 Abonnements\.$/);
  });

  test('a post withdrawn 3 minutes after publishing, or deleted, reaches no one; one left public does', async () => {
    const withdrawn = await createPost('Falsches Foto');
    const deleted = await createPost('Falsche Klasse');
    const kept = await createPost('Elternabend am Dienstag');
    await cron(at(2, 10));
    await admin.collection('posts').update(withdrawn.id, { status: 'draft' });
    await admin.collection('posts').delete(deleted.id);
    await cron(at(2, 10, 3));
    await cron(at(2, 10, 10));
    await expect.poll(() => reached(kept).length, { timeout: 10_000 }).toBe(3);
    await cron(at(2, 10, 11));
    expect(reached(withdrawn)).toEqual([]);
    expect(reached(deleted)).toEqual([]);
    await expect.poll(mailed, { timeout: 10_000 }).toContain('Elternabend am Dienstag');
    expect(mailed()).not.toContain('Falsches Foto');
    expect(mailed()).not.toContain('Falsche Klasse');
  });

  test('a post moved to other classes within it reaches only its new classes', async () => {
    const post = await createPost('Schikurs', { class: [CLASS_2B] });
    await cron(at(3, 10));
    await admin.collection('posts').update(post.id, { class: [CLASS_3A] });
    await cron(at(3, 10, 5));
    await cron(at(3, 10, 10));
    await expect
      .poll(() => reached(post).sort(), { timeout: 10_000 })
      .toEqual([for3A.endpoint, forEveryone.endpoint].sort());
  });
});

describe('quiet hours', () => {
  test('posts published at 22:00 and 22:30 reach everyone at 07:00 in that order; "Dringend" at 23:00 goes at once', async () => {
    const first = await createPost('Neue Turnsaalordnung');
    await cron(at(4, 22));
    const second = await createPost('Fundsachen im Sekretariat');
    await cron(at(4, 22, 30));
    expect([...reached(first), ...reached(second)]).toEqual([]);
    expect(await dashboardSays(first)).toMatch(/^Noch nicht: Eltern werden am .*, 07:00 benachrichtigt/);

    // An editor marks a post "Dringend" in the dashboard's form: it goes at once, at 23:00 too.
    const title = 'Schule morgen geschlossen (Sturm)';
    const saved = await postForm(
      site,
      '/dash/posts/new',
      { title, description: '<p>Bitte Kinder zu Hause lassen.</p>', urgent: 'on', aktion: 'veroeffentlichen' },
      editorCookie,
    );
    expect(saved.status).toBe(303);
    const urgent = await admin
      .collection('posts')
      .getFirstListItem<{ id: string; urgent: boolean }>(admin.filter('title = {:title}', { title }));
    expect(urgent.urgent).toBe(true);
    await cron(at(4, 23));
    await expect.poll(() => reached(urgent).length, { timeout: 10_000 }).toBe(3);
    await cron(at(4, 23, 59));
    expect([...reached(first), ...reached(second)]).toEqual([]);
    await expect.poll(mailed, { timeout: 10_000 }).toContain(title);
    expect(mailed()).not.toContain('Neue Turnsaalordnung');

    await cron(at(5, 6, 59));
    expect([...reached(first), ...reached(second)]).toEqual([]);
    expect(mailed()).not.toContain('Neue Turnsaalordnung');
    await cron(at(5, 7));
    await expect.poll(() => reached(second).length, { timeout: 20_000 }).toBe(3);
    expect(reached(first)).toHaveLength(3);
    for (const subscription of [for2B, for3A, forEveryone]) {
      const tags = tagsFor(subscription);
      expect(tags.indexOf(`post-${first.id}`)).toBeLessThan(tags.indexOf(`post-${second.id}`));
    }
    await expect.poll(mailed, { timeout: 10_000 }).toContain('Fundsachen im Sekretariat');
    expect(mailed().indexOf('Neue Turnsaalordnung')).toBeLessThan(mailed().indexOf('Fundsachen im Sekretariat'));
  });
});

describe('"Dringend" is for editors', () => {
  test("an author's form has no such box", async () => {
    const authorCookie = await signInAtSite(site, await newStaffAccount(admin, 'author'));
    const { text } = await get(site, '/dash/posts/new', { headers: { cookie: withFormCookie(authorCookie) } });
    expect(text).toContain('name="title"');
    expect(text).not.toContain('name="urgent"');
    const editorForm = await get(site, '/dash/posts/new', { headers: { cookie: withFormCookie(editorCookie) } });
    expect(editorForm.text).toContain('name="urgent"');
  });
});

import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLASS_IDS } from '../../pocketbase/seed/seed.mjs';
import { type CaughtMail, mailCatcherSettings, startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { installParentMailKey, makeParentMailKey } from '../../scripts/lib/parent-mail-key.mjs';
import { viennaParts, viennaTime } from '../../src/lib/domain/dates';
import { ownBackend } from '../helpers/own-backend';
import { startPushService } from '../helpers/push-service';
import { pushVars, runCron, vapidKeys } from '../helpers/push-worker';
import { get } from '../helpers/worker';

// contract.md "Telling parents", by e-mail: against a real PocketBase 0.40 with the project's hooks, the built worker
// with its cron, and a real SMTP server on loopback that parses every mail (and refuses the addresses in `gone` at
// RCPT, as a server does for a mailbox that does not exist). Double opt-in, the same answer for every address,
// the class rules of push, RFC 8058's one click, the weekly summary, unconfirmed addresses gone after 7 days, and
// three bounces deleting an address.
const SITE = 'http://127.0.0.1:8787';
const CLASS_2B = CLASS_IDS.secondB;
const CLASS_3A = CLASS_IDS.thirdA;
const backend = ownBackend('parent-mails');
const gone = new Set<string>();
const key = makeParentMailKey();
let admin: PocketBase;
let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let site: Miniflare;
let addressCount = 0;

beforeAll(async () => {
  await backend.start();
  admin = await backend.superuser();
  mailbox = await startMailCatcher({ refuse: (address) => gone.has(address) });
  await admin.settings.update(mailCatcherSettings(mailbox.port, { senderAddress: 'website@schule.test' }));
  await installParentMailKey(admin, key);
  const keys = vapidKeys();
  pushService = await startPushService({ vapidPublicKey: keys.publicKey });
  site = await worker();
  await runCron(site); // the first look: what is public already is never announced
}, 120_000);
afterAll(async () => {
  await mailbox?.stop();
  await pushService?.close();
  await backend.close();
});

/** The built worker telling parents by push and mail, at once and at any hour (tests/worker/notice-timing.test.ts has the clock). */
const worker = () =>
  backend.worker({
    ...pushVars(pushService.origin),
    PARENT_MAIL_KEY: key,
    MAIL_PER_MINUTE: '600',
    CACHE_TTL_SECONDS: '2',
  });

/** The form on /benachrichtigungen (or the address's own page), as a browser without JavaScript sends it. */
async function form(target: Miniflare, fields: Array<[string, string]>, network = `198.51.100.${++addressCount}`) {
  const response = await target.dispatchFetch(`${SITE}/benachrichtigungen/e-mail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE, 'CF-Connecting-IP': network },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

const subscribe = (target: Miniflare, address: string, classes: string[], frequency = 'sofort', network?: string) =>
  form(
    target,
    [
      ['aktion', 'bestellen'],
      ['adresse', address],
      ...(classes.length ? classes.map((id): [string, string] => ['klasse', id]) : [['ganze-schule', '1']]),
      ['haeufigkeit', frequency],
    ] as Array<[string, string]>,
    network,
  );

const mailsTo = (address: string) => mailbox.mails.filter((mail) => mail.to.includes(address));
const header = (mail: CaughtMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
const tokenOf = (mail: CaughtMail) =>
  new URL(mail.links.find((link) => link.includes('/benachrichtigungen/e-mail'))!).searchParams.get('t')!;

/** Subscribes and confirms on the address's own page, as a parent does: the token from the confirmation mail. */
async function confirmed(target: Miniflare, address: string, classes: string[], frequency = 'sofort') {
  expect((await subscribe(target, address, classes, frequency)).location).toBe(
    '/benachrichtigungen?e-mail=bestaetigen#e-mail',
  );
  const mail = await mailbox.waitFor((m) => m.to.includes(address) && m.subject.startsWith('Bitte bestätigen'));
  const token = tokenOf(mail);
  const saved = await form(target, [
    ['aktion', 'speichern'],
    ['t', token],
    ...classes.map((id): [string, string] => ['klasse', id]),
    ...(classes.length ? [] : [['ganze-schule', '1'] as [string, string]]),
    ['haeufigkeit', frequency],
  ]);
  expect(saved.location).toBe(`/benachrichtigungen/e-mail?t=${encodeURIComponent(token)}&ok=bestaetigt`);
  return token;
}

function createPost(title: string, fields: Record<string, unknown> = {}) {
  return admin.collection('posts').create<{ id: string }>({
    title,
    catigory: 'post',
    description: `<p>${title}: Alle Eltern sind herzlich eingeladen.</p>`,
    status: 'published',
    ...fields,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('double opt-in', () => {
  test('a parent subscribes 2B: only the confirmation mail until confirmed; then a 2B post arrives once, a 3A post never', async () => {
    const address = 'mutter-2b@eltern.test';
    expect((await subscribe(site, address, [CLASS_2B])).location).toBe('/benachrichtigungen?e-mail=bestaetigen#e-mail');
    const confirmation = await mailbox.waitFor((m) => m.to.includes(address));
    expect(confirmation.subject).toBe('Bitte bestätigen: E-Mails von Mittelschule Sonnenberg');
    expect(confirmation.text).toContain('Klasse 2B');
    expect(header(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const early = await createPost('Vor der Bestätigung', { class: [CLASS_2B] });
    await runCron(site);
    await sleep(500);
    expect(mailsTo(address)).toHaveLength(1);

    const token = tokenOf(confirmation);
    const page = await get(site, `/benachrichtigungen/e-mail?t=${token}`);
    expect(page.text).toContain('Bitte bestätigen Sie Ihre Anmeldung');
    expect(page.text).toContain(address);
    expect(page.response.headers.get('x-robots-tag') ?? page.text).toMatch(/noindex/);
    await form(site, [
      ['aktion', 'speichern'],
      ['t', token],
      ['klasse', CLASS_2B],
      ['haeufigkeit', 'sofort'],
    ]);
    expect((await get(site, `/benachrichtigungen/e-mail?t=${token}&ok=bestaetigt`)).text).toContain(
      'Ihre Adresse ist bestätigt',
    );

    const for2B = await createPost('Lesenacht der 2B', { class: [CLASS_2B] });
    const for3A = await createPost('Wandertag der 3A', { class: [CLASS_3A] });
    await runCron(site);
    const news = await mailbox.waitFor((m) => m.to.includes(address) && m.subject.includes('Lesenacht der 2B'));
    expect(news.subject).toBe('MS Sonnenberg: Lesenacht der 2B');
    expect(news.text, news.text).toContain('Alle Eltern sind herzlich eingeladen');
    expect(news.text).toContain(`${SITE}/posts/${for2B.id}`);
    expect(news.text).toContain('Mittelschule Sonnenberg');
    expect(header(news, 'List-Unsubscribe')).toMatch(new RegExp(`^<${SITE}/api/mail/abmelden\\?t=`));
    expect(header(news, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(news.links).toContain(`${SITE}/benachrichtigungen/e-mail?t=${token}`);
    await runCron(site);
    await sleep(500);
    const subjects = mailsTo(address).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.includes('Lesenacht der 2B'))).toHaveLength(1);
    expect(subjects.some((subject) => subject.includes('Wandertag der 3A'))).toBe(false);
    expect(subjects.some((subject) => subject.includes('Vor der Bestätigung'))).toBe(false);
    void early;
    void for3A;
  });

  test('the page answers the same for a new and a known address; a known one is told by mail and keeps its choice', async () => {
    const address = 'vater@eltern.test';
    const token = await confirmed(site, address, [CLASS_2B]);
    const again = await subscribe(site, address, [CLASS_3A]);
    const fresh = await subscribe(site, 'neu@eltern.test', [CLASS_3A]);
    expect(again).toEqual(fresh);
    await mailbox.waitFor((m) => m.to.includes(address) && m.subject === 'Ihre E-Mails von Mittelschule Sonnenberg');
    const page = await get(site, `/benachrichtigungen/e-mail?t=${token}`);
    expect(page.text).toContain(`checked="" value="${CLASS_2B}"`);
    expect(page.text).not.toContain(`checked="" value="${CLASS_3A}"`);
  });

  test('bad input gets a German answer and stores nothing; a stranger’s page cannot post the form', async () => {
    expect((await subscribe(site, 'keine-adresse', [])).location).toBe('/benachrichtigungen?e-mail=adresse#e-mail');
    expect((await subscribe(site, 'a@eltern.test', ['aaaaaaaaaaaaaaa'])).location).toBe(
      '/benachrichtigungen?e-mail=klassen#e-mail',
    );
    const shown = await get(site, '/benachrichtigungen?e-mail=adresse');
    expect(shown.text).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an');
    const foreign = await site.dispatchFetch(`${SITE}/benachrichtigungen/e-mail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://elsewhere.example' },
      body: 'aktion=bestellen&adresse=opfer%40eltern.test&ganze-schule=1',
      redirect: 'manual',
    });
    expect(foreign.status).toBe(403);
    await sleep(500);
    expect(mailsTo('opfer@eltern.test')).toEqual([]);
    expect(mailsTo('a@eltern.test')).toEqual([]);
  });

  test('one network may ask twenty times an hour; the next answer says so and mails no one', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push((await subscribe(site, `fremd-${i}@eltern.test`, [], 'sofort', `203.0.113.${i}`)).location);
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill('/benachrichtigungen?e-mail=bestaetigen#e-mail'));
    expect(answers[20]).toBe('/benachrichtigungen?e-mail=zu-oft#e-mail');
    await mailbox.waitFor((m) => m.to.includes('fremd-19@eltern.test'));
    await sleep(500);
    expect(mailsTo('fremd-20@eltern.test')).toEqual([]);
  });
});

describe('leaving', () => {
  test('a one-click POST to the List-Unsubscribe address ends it, from a mail provider without an Origin', async () => {
    const address = 'klick@eltern.test';
    await confirmed(site, address, []);
    await createPost('Vor dem Abmelden');
    await runCron(site);
    const mail = await mailbox.waitFor((m) => m.to.includes(address) && m.subject.includes('Vor dem Abmelden'));
    const target = /^<([^>]+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')![1]!;
    const response = await site.dispatchFetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    await createPost('Nach dem Abmelden');
    await runCron(site);
    await sleep(800);
    expect(mailsTo(address).some((m) => m.subject.includes('Nach dem Abmelden'))).toBe(false);
    expect((await get(site, `/benachrichtigungen/e-mail?t=${tokenOf(mail)}`)).text).toContain(
      'Dieser Link gilt nicht mehr',
    );
  });

  test('"Alle E-Mails abbestellen" on the address’s own page ends it too', async () => {
    const token = await confirmed(site, 'seite@eltern.test', []);
    const stopped = await form(site, [
      ['aktion', 'abbestellen'],
      ['t', token],
    ]);
    expect(stopped.location).toBe('/benachrichtigungen?e-mail=abbestellt#e-mail');
    expect((await get(site, `/benachrichtigungen/e-mail?t=${token}`)).text).toContain('Dieser Link gilt nicht mehr');
  });

  test('an address the server refuses three times is deleted: the fourth post is not tried', async () => {
    const address = 'umgezogen@eltern.test';
    await confirmed(site, address, []);
    gone.add(address);
    for (const title of ['Erster Versuch', 'Zweiter Versuch', 'Dritter Versuch']) {
      await createPost(title);
      await runCron(site);
    }
    await expect.poll(() => mailbox.refused.filter((a) => a === address).length, { timeout: 10_000 }).toBe(3);
    await createPost('Vierter Versuch');
    await runCron(site);
    await sleep(800);
    expect(mailbox.refused.filter((a) => a === address)).toHaveLength(3);
  });
});

describe('on a clock of its own', () => {
  // The latest Sunday 18:00 Vienna before now, and the one a week before it: the runs of this worker are scheduled
  // there, in order, so that PocketBase (which compares with its own clock) sees everything as public long ago.
  const today = viennaParts(new Date());
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  let sunday = viennaTime(today.year, today.month, today.day - weekday, 18, 0).getTime();
  if (sunday > Date.now()) sunday -= 7 * 24 * 60 * 60 * 1000;
  const at = (ms: number) => new Date(ms);
  const DAY = 24 * 60 * 60 * 1000;
  let later: Miniflare;

  beforeAll(async () => {
    later = await worker();
    await runCron(later, at(sunday - 7 * DAY + 30 * 60_000)); // the first look
  });

  test('the Sunday summary lists the week’s posts and the next 14 days’ entries of the chosen classes', async () => {
    const address = 'woche@eltern.test';
    await confirmed(later, address, [CLASS_2B], 'woechentlich');
    await runCron(later, at(sunday - 6 * DAY)); // Monday: notes the week it is in
    const post2B = await createPost('Projekttage der 2B', { class: [CLASS_2B] });
    const post3A = await createPost('Ausflug der 3A', { class: [CLASS_3A] });
    await admin.collection('calendar').create({
      title: 'Elternsprechtag 2B',
      from_date: new Date(sunday + 3 * DAY).toISOString().replace('T', ' '),
      to_date: new Date(sunday + 3 * DAY + 2 * 3600_000).toISOString().replace('T', ' '),
      relevant_classes: [CLASS_2B],
      status: 'published',
    });
    await runCron(later, at(sunday - 5 * DAY));
    await sleep(500);
    expect(mailsTo(address).filter((m) => !m.subject.startsWith('Bitte bestätigen'))).toEqual([]);

    await runCron(later, at(sunday - 60_000));
    await sleep(300);
    expect(mailsTo(address).filter((m) => m.subject.includes('Woche'))).toEqual([]);
    await runCron(later, at(sunday));
    const summary = await mailbox.waitFor(
      (m) => m.to.includes(address) && m.subject.includes('Die Woche im Überblick'),
    );
    expect(summary.text).toContain('Projekttage der 2B');
    expect(summary.text).toContain(`${SITE}/posts/${post2B.id}`);
    expect(summary.text).not.toContain('Ausflug der 3A');
    expect(summary.text).toContain('Elternsprechtag 2B');
    await runCron(later, at(sunday + 60_000));
    await sleep(300);
    expect(mailsTo(address).filter((m) => m.subject.includes('Die Woche im Überblick'))).toHaveLength(1);
    void post3A;
  });

  test('an address never confirmed is gone after 7 days: its link no longer works', async () => {
    const address = 'vergessen@eltern.test';
    await subscribe(later, address, []);
    const token = tokenOf(await mailbox.waitFor((m) => m.to.includes(address)));
    await runCron(later, at(Date.now() + 6 * DAY));
    expect((await get(later, `/benachrichtigungen/e-mail?t=${token}`)).text).toContain('Bitte bestätigen');
    await runCron(later, at(Date.now() + 7 * DAY + 60_000));
    expect((await get(later, `/benachrichtigungen/e-mail?t=${token}`)).text).toContain('Dieser Link gilt nicht mehr');
  });
});

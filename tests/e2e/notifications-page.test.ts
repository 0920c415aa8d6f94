import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUSH_CHOICE_CACHE, PUSH_CHOICE_URL } from '../../src/features/parents/rules/push-browser';
import { PUSH_MESSAGES } from '../../src/features/parents/rules/push-choice';
import { allAxeViolations, BROWSER_WAIT_MS, siteUrl } from '../helpers/browser';
import { classDisplayName, seedClasses } from './seed-facts';

// /benachrichtigungen in Chromium (contract.md "Telling parents"). Headless Chromium has no push service, so an init
// script stands in for the browser's side: Notification.requestPermission answers as told and counts its calls,
// PushManager.prototype.subscribe returns a subscription of the shape browsers give (kept in localStorage so a
// reload finds it). The site, its POST and DELETE /api/push/subscriptions are the real ones.

const PATH = '/benachrichtigungen';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/test-benachrichtigungen-e2e';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
/** Until the site serves its own /sw.js, the test serves an empty one: the page only needs a registration. */
const STAND_IN_WORKER = "self.addEventListener('install', () => self.skipWaiting());";

const first = seedClasses[0]!;
const second = seedClasses[1]!;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
});
afterAll(async () => {
  await browser?.close();
});

/** permission: what a tap on the prompt answers; standalone and touchPoints: what Safari on an iPhone or iPad says. */
type Stand = { permission?: NotificationPermission; standalone?: boolean; touchPoints?: number };

/** The browser's side of push, as described above. */
function standIn({ permission = 'default', standalone, touchPoints }: Stand) {
  const log = { permissionRequests: 0, unsubscribed: 0 };
  (window as unknown as { pushLog: typeof log }).pushLog = log;
  if (standalone !== undefined) Object.defineProperty(Navigator.prototype, 'standalone', { get: () => standalone });
  if (touchPoints !== undefined)
    Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => touchPoints });
  Notification.requestPermission = () => {
    log.permissionRequests += 1;
    return Promise.resolve(permission);
  };
  const bytes = (length: number, firstByte: number) =>
    btoa(String.fromCharCode(firstByte, ...Array.from({ length: length - 1 }, (_, i) => (i * 7 + 3) % 256)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const fake = (endpoint: string, key: number[]) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: bytes(65, 0x04), auth: bytes(16, 0x2a) } }),
    unsubscribe: async () => {
      log.unsubscribed += 1;
      localStorage.removeItem('stand-in-subscription');
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function () {
    const stored = localStorage.getItem('stand-in-subscription');
    if (!stored) return null;
    const { endpoint, key } = JSON.parse(stored) as { endpoint: string; key: number[] };
    return fake(endpoint, key) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = [...new Uint8Array(options!.applicationServerKey as Uint8Array)];
    const endpoint = 'https://fcm.googleapis.com/fcm/send/test-benachrichtigungen-e2e';
    localStorage.setItem('stand-in-subscription', JSON.stringify({ endpoint, key }));
    return fake(endpoint, key) as unknown as PushSubscription;
  };
}

async function open(stand: Stand, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'de-AT', timezoneId: 'Europe/Vienna', ...options });
  context.setDefaultTimeout(BROWSER_WAIT_MS);
  await context.route('**/sw.js', async (route) => {
    const real = await route.fetch();
    if (real.ok()) return route.fulfill({ response: real });
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN_WORKER });
  });
  if (options.javaScriptEnabled !== false) await context.addInitScript(standIn, stand);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(siteUrl(PATH));
  // A worker script still being fetched through the route when the test ends must not fail the run afterwards.
  const close = async () => {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  };
  return { page, errors, close };
}

const pushLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { pushLog: { permissionRequests: number; unsubscribed: number } }).pushLog);
const status = (page: Page) => page.locator('main form [role="status"]');
const main = (page: Page) => page.locator('main');
/** The push part of the page (its e-mail form below has checkboxes of the same names and a button of its own). */
const push = (page: Page) => page.locator('main [data-push-phase]');
const button = (page: Page, name: string) => push(page).getByRole('button', { name, exact: true });
const checkbox = (page: Page, name: string) => push(page).getByRole('checkbox', { name, exact: true });
/** The script has found out the phase (push-choice-form): the form shows what it will. */
const ready = (page: Page) =>
  page.locator('main [data-push-phase]:not([data-push-phase="pending"])').first().waitFor({ state: 'attached' });
const storedChoice = (page: Page) =>
  page.evaluate(
    async ([cache, url]) => {
      const stored = await (await caches.open(cache!)).match(url!);
      return stored ? ((await stored.json()) as unknown) : null;
    },
    [PUSH_CHOICE_CACHE, PUSH_CHOICE_URL],
  );

describe('/benachrichtigungen in Chromium', () => {
  test('loading the page never asks for the permission; one tap asks once', async () => {
    const { page, errors, close } = await open({ permission: 'default' });
    try {
      await ready(page);
      await button(page, 'Benachrichtigungen einschalten').waitFor();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      expect((await pushLog(page)).permissionRequests).toBe(0);
      await button(page, 'Benachrichtigungen einschalten').click();
      await expect.poll(() => status(page).innerText()).toBe(PUSH_MESSAGES.default);
      expect((await pushLog(page)).permissionRequests).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a refused permission explains how to allow it in the browser settings', async () => {
    const { page, close } = await open({ permission: 'denied' });
    try {
      await ready(page);
      await button(page, 'Benachrichtigungen einschalten').click();
      await expect.poll(() => status(page).innerText()).toBe(PUSH_MESSAGES.denied);
    } finally {
      await close();
    }
  });

  test('turning on sends the subscription and the ticked classes, answers 201, and keeps the choice for the worker', async () => {
    const { page, errors, close } = await open({ permission: 'granted' });
    try {
      await ready(page);
      expect(await checkbox(page, 'Ganze Schule (jede Nachricht)').isChecked()).toBe(true);
      await checkbox(page, classDisplayName(first)).check();
      // The first tick loads the rest of the script, which then unticks "Ganze Schule".
      await expect.poll(() => checkbox(page, 'Ganze Schule (jede Nachricht)').isChecked()).toBe(false);
      const request = page.waitForRequest((r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'POST');
      await button(page, 'Benachrichtigungen einschalten').click();
      const post = await request;
      expect(post.headers()['content-type']).toBe('application/json');
      const body = post.postDataJSON() as {
        subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
        classes: string[];
      };
      expect(body.classes).toEqual([first.id]);
      expect(body.subscription.endpoint).toBe(ENDPOINT);
      expect(Buffer.from(body.subscription.keys.p256dh, 'base64url')).toHaveLength(65);
      expect(Buffer.from(body.subscription.keys.auth, 'base64url')).toHaveLength(16);
      expect((await post.response())?.status()).toBe(201);
      await expect.poll(() => status(page).innerText()).toBe(PUSH_MESSAGES.on);
      await button(page, 'Auswahl speichern').waitFor();
      await button(page, 'Benachrichtigungen ausschalten').waitFor();
      expect(await storedChoice(page)).toEqual({ classes: [first.id], vapid: expect.any(String) });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('subscribed, the page shows the stored choice; saving re-sends it, turning off deletes it everywhere', async () => {
    const { page, close } = await open({ permission: 'granted' });
    try {
      await ready(page);
      await checkbox(page, classDisplayName(first)).check();
      await button(page, 'Benachrichtigungen einschalten').click();
      await button(page, 'Auswahl speichern').waitFor();

      await page.reload();
      await ready(page);
      await button(page, 'Auswahl speichern').waitFor();
      expect(await checkbox(page, classDisplayName(first)).isChecked()).toBe(true);
      expect(await checkbox(page, classDisplayName(second)).isChecked()).toBe(false);
      expect(await button(page, 'Benachrichtigungen einschalten').count()).toBe(0);

      await checkbox(page, classDisplayName(second)).check();
      const save = page.waitForRequest((r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'POST');
      await button(page, 'Auswahl speichern').click();
      const saved = (await save).postDataJSON() as { subscription: { endpoint: string }; classes: string[] };
      expect(saved.subscription.endpoint).toBe(ENDPOINT);
      expect(saved.classes.sort()).toEqual([first.id, second.id].sort());
      await expect.poll(() => status(page).innerText()).toBe(PUSH_MESSAGES.saved);
      expect(((await storedChoice(page)) as { classes: string[] }).classes.sort()).toEqual(saved.classes);
      // Saving a choice asks for nothing: the permission was given before the reload.
      expect((await pushLog(page)).permissionRequests).toBe(0);

      const remove = page.waitForRequest((r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'DELETE');
      await button(page, 'Benachrichtigungen ausschalten').click();
      const deleted = await remove;
      expect(deleted.postDataJSON()).toEqual({ endpoint: ENDPOINT });
      expect((await deleted.response())?.status()).toBe(204);
      await expect.poll(() => status(page).innerText()).toBe(PUSH_MESSAGES.off);
      await button(page, 'Benachrichtigungen einschalten').waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Benachrichtigungen einschalten');
      expect((await pushLog(page)).unsubscribed).toBe(1);
      expect(await storedChoice(page)).toBeNull();
    } finally {
      await close();
    }
  });

  test("a refusal shows the server's German message, a lost connection says so; the ticks stay", async () => {
    const { page, close } = await open({ permission: 'granted' });
    try {
      await ready(page);
      await checkbox(page, classDisplayName(second)).check();
      const answers = [
        { status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'Die Klasse gibt es nicht.' }) },
        { status: 400, contentType: 'text/plain; charset=utf-8', body: 'Die Anmeldung ist ungültig.' },
      ];
      for (const [index, answer] of answers.entries()) {
        await page.route('**/api/push/subscriptions', (route) => route.fulfill(answer), { times: 1 });
        await button(page, 'Benachrichtigungen einschalten').click();
        const expected = index === 0 ? 'Die Klasse gibt es nicht.' : 'Die Anmeldung ist ungültig.';
        await expect.poll(() => status(page).innerText()).toBe(expected);
      }
      await page.route('**/api/push/subscriptions', (route) => route.abort('internetdisconnected'), { times: 1 });
      await button(page, 'Benachrichtigungen einschalten').click();
      await expect.poll(() => status(page).innerText()).toBe(PUSH_MESSAGES.offline);
      expect(await checkbox(page, classDisplayName(second)).isChecked()).toBe(true);
      expect(await checkbox(page, 'Ganze Schule (jede Nachricht)').isChecked()).toBe(false);
      // A subscription the server never took is dropped again, so the page does not claim it is on.
      expect(await button(page, 'Auswahl speichern').count()).toBe(0);
      expect((await pushLog(page)).unsubscribed).toBe(3);
    } finally {
      await close();
    }
  });

  test('nothing ticked asks for a choice instead of subscribing to everything', async () => {
    const { page, close } = await open({ permission: 'granted' });
    try {
      await ready(page);
      await checkbox(page, 'Ganze Schule (jede Nachricht)').uncheck();
      await button(page, 'Benachrichtigungen einschalten').click();
      await expect.poll(() => status(page).innerText()).toBe(PUSH_MESSAGES['nothing-chosen']);
      expect((await pushLog(page)).permissionRequests).toBe(0);
    } finally {
      await close();
    }
  });

  test.each([
    ['an iPhone', IPHONE, 5],
    ['an iPad that calls itself a Mac', IPAD_AS_MAC, 5],
  ])('%s outside the home screen gets the home-screen steps and no button', async (_, userAgent, touchPoints) => {
    const { page, close } = await open({ standalone: false, touchPoints }, { userAgent });
    try {
      await ready(page);
      await main(page).locator('ol').getByText('„Zum Home-Bildschirm“').waitFor();
      const text = await main(page).innerText();
      expect(text).toContain('„Teilen“');
      expect(text).toContain('16.4');
      expect(await push(page).getByRole('button').count()).toBe(0);
    } finally {
      await close();
    }
  });

  test('a Mac without a touch screen is no iPad: it gets the button', async () => {
    const { page, close } = await open({ touchPoints: 0 }, { userAgent: IPAD_AS_MAC });
    try {
      await button(page, 'Benachrichtigungen einschalten').waitFor();
    } finally {
      await close();
    }
  });

  test('an iPhone running the site from the home screen gets the button', async () => {
    const { page, close } = await open({ standalone: true, permission: 'default' }, { userAgent: IPHONE });
    try {
      await button(page, 'Benachrichtigungen einschalten').waitFor();
      expect(await main(page).innerText()).not.toContain('„Zum Home-Bildschirm“');
    } finally {
      await close();
    }
  });

  test('without JavaScript the page explains what it offers and what notifications need', async () => {
    const { page, close } = await open({}, { javaScriptEnabled: false });
    try {
      const text = await main(page).innerText();
      expect(text).toContain(PUSH_MESSAGES['needs-script']);
      expect(text).toContain('Ganze Schule (jede Nachricht)');
      expect(text).toContain(classDisplayName(first));
      expect(await push(page).getByRole('button').count()).toBe(0);
      expect(await page.locator('footer a[href="/benachrichtigungen"]').count()).toBe(1);
      // The e-mail form needs no script: it is there, with its button.
      expect(await main(page).getByRole('button', { name: 'Bestätigungs-E-Mail anfordern' }).count()).toBe(1);
    } finally {
      await close();
    }
  });

  test('turned on, with a message shown, the page has no WCAG 2.2 A/AA violation', async () => {
    const { page, close } = await open({ permission: 'granted' }, { colorScheme: 'dark' });
    try {
      await ready(page);
      await button(page, 'Benachrichtigungen einschalten').click();
      await button(page, 'Benachrichtigungen ausschalten').waitFor();
      expect(await allAxeViolations(page, ['landmark-unique', 'heading-order'])).toEqual([]);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Benachrichtigungen ausschalten');
    } finally {
      await close();
    }
  });
});

import type { CDPSession, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeBrowser, hydrated, type OpenedPage, openPage, siteUrl } from '../helpers/browser';
import { isAktuelles, postsWhere } from './seed-facts';

afterAll(closeBrowser);

/** The first page of /posts, newest first: what the worker keeps at install. */
const newestPosts = postsWhere(isAktuelles).slice(0, 8);
const newestPost = newestPosts[0]!;

/**
 * Resolves once the worker is active (its install, with the pages it keeps, is done) and controls the page. Bounded:
 * a worker that never gets there fails with the browser's word on it, the page's console and the requests still open.
 */
async function controlledByWorker({ page, consoleMessages }: OpenedPage): Promise<void> {
  const open = new Set<string>();
  const started = (request: Request) => open.add(request.url());
  const ended = (request: Request) => open.delete(request.url());
  const context = page.context();
  context.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  try {
    const state = await page.evaluate(async () => {
      const late = new Promise((resolve) => setTimeout(resolve, 90_000, 'late'));
      if ((await Promise.race([navigator.serviceWorker.ready, late])) !== 'late') return 'ready';
      const registration = await navigator.serviceWorker.getRegistration();
      const { installing, waiting, active } = registration ?? {};
      const states = { installing: installing?.state, waiting: waiting?.state, active: active?.state };
      return JSON.stringify({ registered: !!registration, ...states });
    });
    expect(state, `still open: ${[...open].join(' ')}; console: ${consoleMessages.join(' | ')}`).toBe('ready');
  } finally {
    context.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const keys = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return keys.flat().map((url) => url.slice(location.origin.length));
  });

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe('the service worker file', () => {
  test('carries the build id, is checked on every visit and may only talk to its own site', async () => {
    const [worker, latest] = await Promise.all([fetch(siteUrl('/sw.js')), fetch(siteUrl('/builds/latest.json'))]);
    const { id } = (await latest.json()) as { id: string };
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toBe(
      "default-src 'none'; connect-src 'self'; img-src 'self'; frame-ancestors 'none'",
    );
    expect(worker.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await worker.text()).toContain(`"${id}"`);
  });
});

describe('offline reading', () => {
  let opened: OpenedPage;
  let page: Page;

  beforeAll(async () => {
    opened = await openPage('/', { serviceWorkers: true });
    page = opened.page;
    await controlledByWorker(opened);
    // Online once, so the browser has had every chance to keep the sign-in page itself.
    await page.goto(siteUrl('/dash/login'));
    await page.goto(siteUrl('/'));
    await page.context().setOffline(true);
  }, 150_000);

  afterAll(async () => {
    await opened?.close();
  });

  test('keeps the calendar, the posts, the newest posts and their RSC payloads, and nothing of /dash or /api', async () => {
    const kept = await keptAddresses(page);
    expect(kept).toEqual(
      expect.arrayContaining([
        '/kalender',
        '/RSC/R/kalender.txt?query=',
        '/posts',
        '/RSC/R/posts.txt?query=',
        `/posts/${newestPost.id}`,
        `/RSC/R/posts/${newestPost.id}.txt?query=`,
      ]),
    );
    expect(kept.filter((address) => address.startsWith('/posts/')).sort()).toEqual(
      newestPosts.map((post) => `/posts/${post.id}`).sort(),
    );
    expect(kept.filter((address) => /^\/(RSC\/R\/)?dash|^\/api\/|^\/RSC\/F\//i.test(address))).toEqual([]);
  });

  test('after one visit the calendar and a recent post open without a connection, and hydrate', async () => {
    const calendar = await page.goto(siteUrl('/kalender'));
    expect(calendar?.status()).toBe(200);
    expect(await heading(page)).toBe('Kalender');
    await page.getByRole('heading', { name: 'Die nächsten Termine' }).waitFor();
    await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/posts"]');

    await page.goto(siteUrl(`/posts/${newestPost.id}`));
    expect(await heading(page)).toBe(newestPost.data.title);
  });

  test('a client navigation to a kept page works offline', async () => {
    await page.goto(siteUrl('/kalender'));
    await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/posts"]');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('nav[aria-label="Hauptnavigation"] a[href="/posts"]').first().click();
    await page.waitForURL(siteUrl('/posts'));
    await page.getByRole('link', { name: newestPost.data.title }).first().waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('a page it did not keep shows the offline page', async () => {
    const response = await page.goto(siteUrl('/lehrer'));
    expect(response?.status()).toBe(503);
    expect(await heading(page)).toBe('Keine Verbindung');
    expect(await page.getByRole('link', { name: 'Kalender' }).getAttribute('href')).toBe('/kalender');
  });

  test('the sign-in page and the dashboard never come from it', async () => {
    for (const path of ['/dash/login', '/dash', '/dash/start']) {
      const response = await page.goto(siteUrl(path)).catch(() => undefined);
      // Chromium's own offline error (no response) or the offline page: never the sign-in form.
      expect(response?.status() ?? 'network error').not.toBe(200);
      expect(await page.locator('input[type="password"]').count()).toBe(0);
    }
  });
});

describe('notifications', () => {
  let opened: OpenedPage;
  let cdp: CDPSession;
  let registrationId: string;

  beforeAll(async () => {
    opened = await openPage('/', { serviceWorkers: true });
    await opened.page.context().grantPermissions(['notifications'], { origin: new URL(siteUrl()).origin });
    cdp = await opened.page.context().newCDPSession(opened.page);
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === siteUrl('/'));
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await controlledByWorker(opened);
    registrationId = await registered;
  }, 150_000);

  afterAll(async () => {
    await opened?.close();
  });

  /** Delivers a push message with this payload and waits for the notification with that tag. */
  async function push(data: string, tag: string) {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(siteUrl()).origin, registrationId, data });
    const shown = () =>
      opened.page.evaluate(async (wanted) => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications({ tag: wanted })).map(({ title, body, tag, data }) => ({
          title,
          body,
          tag,
          data,
        }));
      }, tag);
    await expect.poll(shown).toHaveLength(1);
    return (await shown())[0];
  }

  test('a push shows its title and text, tagged, with the address to open', async () => {
    const url = siteUrl(`/posts/${newestPost.id}`);
    const message = { title: 'Neuer Beitrag: Sporttag', body: 'Alle Fotos vom Sporttag', url, tag: 'post-abc' };
    expect(await push(JSON.stringify(message), 'post-abc')).toEqual({
      title: message.title,
      body: message.body,
      tag: 'post-abc',
      data: { url },
    });
  });

  test('a push without a readable message still shows the generic one', async () => {
    expect(await push('not json {', 'schule')).toMatchObject({ title: 'Neuigkeiten von der Schule', tag: 'schule' });
  });
});

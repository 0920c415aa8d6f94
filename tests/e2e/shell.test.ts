import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { startWorker } from '../../scripts/lib/worker.mjs';
import { closeBrowser, hydrated, openPage, siteUrl } from '../helpers/browser';
import { inlinePayload } from '../helpers/flight';

afterAll(closeBrowser);

const LIGHT_BG = 'rgb(253, 246, 233)';
const DARK_BG = 'rgb(18, 17, 16)';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
/** Survives client navigations, vanishes on a full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

describe('colour scheme', () => {
  test('without a stored choice the system preference decides, light or dark', async () => {
    for (const [scheme, expected] of [
      ['light', LIGHT_BG],
      ['dark', DARK_BG],
    ] as const) {
      const { page, close } = await openPage('/', { colorScheme: scheme });
      expect(await background(page)).toBe(expected);
      await close();
    }
  });

  test('a stored choice wins over the system and is there at first paint', async () => {
    const { page, close } = await openPage('/impressum', { colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('color_scheme', 'dark'));
    await page.context().addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { __firstBg?: string }).__firstBg = getComputedStyle(document.body).backgroundColor;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as { __firstBg?: string }).__firstBg)).toBe(DARK_BG);
    await close();
  });

  test('a system change applies live when nothing is stored', async () => {
    const { page, close } = await openPage('/impressum', { colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(page)).toBe(DARK_BG);
    await close();
  });

  test('the header toggle switches the scheme and the choice persists', async () => {
    const { page, close } = await openPage('/', { colorScheme: 'light' });
    const toggle = page.getByRole('button', { name: 'Dunkles Farbschema' });
    await hydrated(page, 'button[aria-pressed]');
    await toggle.click();
    expect(await background(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('color_scheme'))).toBe('dark');
    await page.reload();
    expect(await background(page)).toBe(DARK_BG);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await close();
  });
});

describe('client navigation', () => {
  test('a slow navigation shows the loading bar and loader, which go away afterwards', async () => {
    const { page, close } = await openPage('/');
    await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/kalender"]');
    await page.route('**/RSC/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.locator('nav[aria-label="Hauptnavigation"] a[href="/kalender"]').first().click();
    await page.locator('[data-phase="loading"]').waitFor();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Seite wird geladen' }).count()).toBe(1);
    await page.getByRole('heading', { level: 1, name: 'Kalender' }).waitFor();
    await page.locator('[data-phase="idle"]').waitFor({ state: 'attached', timeout: 5000 });
    expect(await page.getByText('Seite wird geladen').isVisible()).toBe(false);
    await close();
  });

  test('a navigation whose request fails raises the server-unreachable overlay', async () => {
    const { page, close } = await openPage('/');
    await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/lehrer"]');
    await page.route('**/RSC/**', (route) => route.abort('connectionrefused'));
    await page.locator('nav[aria-label="Hauptnavigation"] a[href="/lehrer"]').first().click();
    await page.getByText('Es ist ein Fehler aufgetreten. Versuchen Sie es später erneut!').waitFor();
    await close();
  });
});

describe('server-unreachable overlay', () => {
  test('appears when PocketBase is down with nothing cached, leaves after 5 s, and Neu laden reloads', async () => {
    const port = await getFreePort();
    const dead = `http://127.0.0.1:${await getFreePort()}`;
    const site = await startWorker({ port, vars: { POCKETBASE_URL: dead, SITE_URL: `http://127.0.0.1:${port}` } });
    const { page, close } = await openPage('/impressum');
    try {
      await page.goto(`${site.url}/`);
      const overlay = page.getByRole('alertdialog');
      await overlay.waitFor();
      expect(await overlay.textContent()).toContain('(500 Internal Server Error!)');
      await markWindow(page);
      await page.getByRole('button', { name: 'Neu laden' }).click();
      await page.waitForLoadState('load');
      expect(await sameDocument(page)).toBe(false);
      await overlay.waitFor();
      await overlay.waitFor({ state: 'detached', timeout: 8000 });
    } finally {
      await close();
      await site.stop();
    }
    // A wrangler dev of its own, started and stopped, besides the browser: more than vitest's default under load.
  }, 60_000);
});

describe('new build detection', () => {
  test('a changed build id turns the next navigation into a full load, once per path per 10 s', async () => {
    const { page, close } = await openPage('/impressum');
    await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
    const buildChecked = () => page.waitForResponse((response) => response.url().includes('/builds/latest.json'));
    let checked = buildChecked();
    await page.reload();
    await checked;
    await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/bikeline"]');
    await markWindow(page);
    await page.locator('nav[aria-label="Hauptnavigation"] a[href="/bikeline"]').first().click();
    await page.waitForURL(siteUrl('/bikeline'));
    await page.getByRole('heading', { level: 1, name: 'Bikeline' }).waitFor();
    expect(await sameDocument(page)).toBe(false);

    checked = buildChecked();
    await page.goto(siteUrl('/impressum'));
    await checked;
    await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/bikeline"]');
    await markWindow(page);
    await page.locator('nav[aria-label="Hauptnavigation"] a[href="/bikeline"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Bikeline' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await close();
  });

  test('the unchanged build id keeps navigations on the client', async () => {
    const { page, close } = await openPage('/impressum');
    await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/klassen"]');
    await page.waitForTimeout(300);
    await markWindow(page);
    await page.locator('nav[aria-label="Hauptnavigation"] a[href="/klassen"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Klassen' }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await close();
  });

  test('a chunk-load failure reloads the page once, not in a loop', async () => {
    const { page, close } = await openPage('/datenschutz');
    // Hydration runs in slices: the watcher may listen only after the toggle is interactive. The page says when.
    await page.context().addInitScript(() => {
      const addListener = window.addEventListener.bind(window);
      window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject]) => {
        if (type === 'vite:preloadError') Object.assign(window, { __watchesChunks: true });
        addListener(type, ...rest);
      }) as typeof window.addEventListener;
    });
    const watching = () => page.waitForFunction(() => (window as { __watchesChunks?: boolean }).__watchesChunks);
    const chunkFails = () =>
      page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    await page.reload();
    await watching();
    await markWindow(page);
    await chunkFails();
    await expect.poll(() => sameDocument(page).catch(() => true), { timeout: 10_000 }).toBe(false);
    await watching();
    await markWindow(page);
    await chunkFails();
    await page.waitForTimeout(500);
    expect(await sameDocument(page)).toBe(true);
    await close();
  });
});

describe('scripts wait for the page', () => {
  /** When the navigation's load event began and when each script request started, ms since navigation. */
  const timings = (page: Page) =>
    page.evaluate(() => ({
      loadEventStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => entry.startTime),
    }));

  test('a public page preloads no module and fetches its scripts only after it has loaded, then hydrates', async () => {
    const html = await (await fetch(siteUrl('/posts'))).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    const { page, close } = await openPage('/posts');
    try {
      await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/kalender"]');
      const { loadEventStart, scripts } = await timings(page);
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts)).toBeGreaterThanOrEqual(loadEventStart);
    } finally {
      await close();
    }
  });

  test('the dashboard, a staff tool, keeps its module preloads', async () => {
    const html = await (await fetch(siteUrl('/dash/login'))).text();
    expect(html).toContain('<link rel="modulepreload"');
  });
});

describe('static HTML', () => {
  test('content without interactive parts travels once, as HTML, and hydration keeps it', async () => {
    const html = await (await fetch(siteUrl('/datenschutz'))).text();
    expect(html).toContain('Beschwerde bei der Datenschutzbehörde');
    expect(inlinePayload(html)).toContain('Hauptnavigation');
    expect(inlinePayload(html)).not.toContain('Beschwerde bei der Datenschutzbehörde');
    const { page, close } = await openPage('/datenschutz');
    try {
      await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/kalender"]');
      await page.waitForTimeout(500);
      expect(await page.locator('main').innerText()).toContain('Beschwerde bei der Datenschutzbehörde');
      expect(await page.locator('footer a[href="/impressum"]').count()).toBe(1);
      expect(await page.locator('footer address').innerText()).not.toBe('');
    } finally {
      await close();
    }
  });

  test('a client navigation renders that content from the RSC payload, header and footer included', async () => {
    const { page, close } = await openPage('/impressum');
    try {
      await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/posts"]');
      const footer = await page.locator('footer').innerText();
      expect(footer).toContain('Datenschutz');
      await markWindow(page);
      await page.click('nav[aria-label="Hauptnavigation"] a[href="/posts"]');
      await page.waitForURL(siteUrl('/posts'));
      await page.locator('main ul li article').first().waitFor();
      expect(await sameDocument(page)).toBe(true);
      expect(await page.locator('main ul li article').count()).toBeGreaterThan(1);
      expect(await page.locator('footer').innerText()).toBe(footer);
      expect(await page.locator('#suche-kopf').count()).toBe(1);
    } finally {
      await close();
    }
  });
});

import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { axeRuleViolations, closeBrowser, hydrated, openPage, siteUrl } from '../helpers/browser';

afterAll(closeBrowser);

/** Phone, tablet, the first desktop width (lg) and full HD (xl). */
const WIDTHS = [320, 768, 1280, 1920];
/** Below lg the navigation is the “Menü” drawer. */
const DRAWER_WIDTHS = [320, 768];
/** Every public page, lists and one detail page of each area. */
const PUBLIC_PAGES = [
  '/',
  '/posts',
  `/posts/${POST_IDS.pinned}`,
  '/projects',
  `/projects/${POST_IDS.project}`,
  '/aktuellesGrossprojekt',
  `/aktuellesGrossprojekt/${POST_IDS.currentProject}`,
  '/old-but-great',
  `/old-but-great/${POST_IDS.archivedProject}`,
  '/archiv',
  '/kreatives',
  '/kalender',
  '/lehrer',
  '/klassen',
  '/eltern',
  '/bikeline',
  '/impressum',
  '/datenschutz',
];
const SCHOOL_NAMES = ['Mittelschule Sonnenberg', 'MS Sonnenberg'];

const open = (path: string, width: number) => openPage(path, { viewport: { width, height: 800 } });
/** The colour-scheme toggle stays hidden until React has hydrated it; then the header has its final width. */
const headerReady = (page: Page) => page.locator('header button[aria-pressed]:not([hidden])').waitFor();
/** Survives client navigations, vanishes on a full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('heading order', () => {
  test.each(PUBLIC_PAGES)('the headings on %s never skip a level', async (path) => {
    const { page, close } = await openPage(path);
    try {
      expect(await axeRuleViolations(page, ['heading-order'])).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('stylesheet preloads', () => {
  const PAGES = ['/', '/posts', `/posts/${POST_IDS.pinned}`, '/kalender', '/lehrer'];
  const invalidPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="stylesheet")[^>]*>/g;

  test.each(PAGES)('the HTML of %s preloads no stylesheet with the invalid as="stylesheet"', async (path) => {
    const html = await (await fetch(siteUrl(path))).text();
    expect(html).toContain('rel="stylesheet"');
    expect(html.match(invalidPreload) ?? []).toEqual([]);
  });

  test('neither a page load nor client navigations make the browser warn about a preload', async () => {
    const { page, consoleMessages, close } = await openPage('/');
    try {
      await hydrated(page, 'nav[aria-label="Hauptnavigation"] a[href="/kalender"]');
      await markWindow(page);
      for (const [href, heading] of [
        ['/kalender', 'Kalender'],
        ['/lehrer', 'Lehrer:innen'],
        ['/posts', 'Aktuelles'],
      ] as const) {
        await page.locator(`nav[aria-label="Hauptnavigation"] a[href="${href}"]`).first().click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }
      await page.waitForLoadState('networkidle');
      expect(await sameDocument(page)).toBe(true);
      expect(await page.locator('link[rel="preload"][as="stylesheet"]').count()).toBe(0);
      expect(consoleMessages.filter((message) => /preload|`as`/i.test(message))).toEqual([]);
    } finally {
      await close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { CALENDAR_IDS, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import {
  allAxeViolations,
  closeBrowser,
  hydrated,
  type OpenedPage,
  openPage,
  signInOnPage,
  siteUrl,
} from '../helpers/browser';
import { superuserOf } from '../helpers/seeded-pocketbase';
import { newStaffAccount } from '../helpers/staff-sign-in';

// contract.md, "Dashboard": every dashboard page works at 360 px without sideways scrolling, and its tables fit 1366;
// WCAG 2.2 AA (axe) at both. As an admin, who sees every page.
afterAll(closeBrowser);

const ROUTES = [
  '/dash/start',
  '/dash/publishing',
  '/dash/home',
  '/dash/posts',
  `/dash/posts/${POST_IDS.event}`,
  `/dash/posts/${POST_IDS.event}/edit`,
  '/dash/posts/new',
  `/dash/vorschau/${POST_IDS.inReview}`,
  `/dash/vorschau/termin/${CALENDAR_IDS.draft}`,
  '/dash/creative',
  '/dash/projects',
  '/dash/teachers',
  '/dash/classes',
  '/dash/calendar',
  '/dash/calendar/new',
  '/dash/bikeline',
  '/dash/saying',
  '/dash/dyknow',
  '/dash/weiterleitungen',
  '/dash/parents',
  '/dash/theater',
  '/dash/konto',
  '/dash/team',
  '/dash/protokoll',
  '/dash/faq',
];

describe.each([
  [360, 800],
  [1366, 900],
])('at %i × %i px', (width, height) => {
  let opened: OpenedPage;
  beforeAll(async () => {
    const admin = await newStaffAccount(await superuserOf(inject('pocketbaseUrl')), 'admin');
    opened = await openPage('/dash/login', { viewport: { width, height }, mobile: width < 400 });
    await signInOnPage(opened.page, admin);
  }, 60_000);

  test.each(ROUTES)('%s: nothing scrolls sideways, axe finds nothing', async (path) => {
    const { page } = opened;
    expect((await page.goto(siteUrl(path)))?.status(), path).toBe(200);
    // The client leaves (the rich-text editor, the menu) have loaded and taken their place.
    await page.waitForLoadState('networkidle');
    // Against the screen's width itself: a mobile browser widens its layout to content that does not fit.
    const widest = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
    expect(widest, 'px wide').toBeLessThanOrEqual(width);
    expect(await allAxeViolations(page)).toEqual([]);
  });
});

describe('on a phone', () => {
  test('the dashboard menu folds away behind “Menü” and opens on a tap', async () => {
    const admin = await newStaffAccount(await superuserOf(inject('pocketbaseUrl')), 'admin');
    const { page, close } = await openPage('/dash/login', { viewport: { width: 360, height: 800 }, mobile: true });
    await signInOnPage(page, admin);
    await page.goto(siteUrl('/dash/start'));
    await hydrated(page, 'nav[aria-label="Verwaltung"] button');
    const menu = page.getByRole('navigation', { name: 'Verwaltung' });
    await expect(menu.getByRole('link', { name: 'Kalender' }).isVisible()).resolves.toBe(false);
    await menu.getByRole('button', { name: /^Menü/ }).click();
    await menu.getByRole('link', { name: 'Kalender' }).click();
    await page.waitForURL(/\/dash\/calendar$/);
    await close();
  }, 60_000);

  test('chosen photos with their thumbnails and fields fit the screen, and axe finds nothing', async () => {
    const admin = await newStaffAccount(await superuserOf(inject('pocketbaseUrl')), 'admin');
    const { page, close } = await openPage('/dash/login', { viewport: { width: 360, height: 800 }, mobile: true });
    await signInOnPage(page, admin);
    await page.goto(siteUrl('/dash/posts/new'));
    await page.waitForLoadState('networkidle');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('Neue Fotos', { exact: true }).setInputFiles([
      { name: 'ein-sehr-langer-dateiname-vom-handy-IMG_20261204_081512345.png', mimeType: 'image/png', buffer: png },
      { name: 'zweites.png', mimeType: 'image/png', buffer: png },
    ]);
    await page.getByText('Neues Foto 2: zweites.png').waitFor();
    const widest = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
    expect(widest, 'px wide').toBeLessThanOrEqual(360);
    expect(await allAxeViolations(page)).toEqual([]);
    await close();
  }, 60_000);
});

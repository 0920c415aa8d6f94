import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { axeViolations, closeBrowser, type OpenedPage, openPage, siteUrl } from '../helpers/browser';

afterAll(closeBrowser);

async function signIn(page: Page, password = STAFF.password) {
  await page.getByLabel('E-Mail-Adresse').fill(STAFF.email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForLoadState('load');
}

describe('signing in', () => {
  test('a visitor opening a dashboard page is asked to sign in and comes back there afterwards', async () => {
    const { page, close } = await openPage('/dash/teachers');
    expect(new URL(page.url()).pathname).toBe('/dash/login');
    await signIn(page);
    expect(page.url()).toBe(siteUrl('/dash/teachers'));
    await page.getByRole('heading', { level: 1, name: 'Lehrer:innen' }).waitFor();
    await close();
  });

  test('a wrong password keeps the visitor out, with a German message and the email kept', async () => {
    const { page, close } = await openPage('/dash/login');
    await signIn(page, 'falsches-passwort');
    expect(new URL(page.url()).pathname).toBe('/dash/login');
    await page.getByText('E-Mail-Adresse oder Passwort ist falsch').waitFor();
    expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(STAFF.email);
    await close();
  });

  test('the session cookie is not readable from JavaScript, and logout ends the session', async () => {
    const { page, close } = await openPage('/dash/login');
    await signIn(page);
    expect(await page.evaluate(() => document.cookie)).not.toContain('staff_session');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByText('Sie wurden abgemeldet.').waitFor();
    await page.goto(siteUrl('/dash/start'));
    expect(new URL(page.url()).pathname).toBe('/dash/login');
    await close();
  });
});

describe('dashboard pages', () => {
  let opened: OpenedPage;
  beforeAll(async () => {
    opened = await openPage('/dash/login');
    await signIn(opened.page);
  });
  afterAll(() => opened?.close());

  test('the start page greets the staff member and counts every collection', async () => {
    const { page } = opened;
    await page.goto(siteUrl('/dash/start'));
    await page.getByText(`Guten Tag, ${STAFF.name}`).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test.each([
    ['/dash/posts', 'Keine Dateien'],
    ['/dash/teachers', 'Kein Profilbild'],
    ['/dash/classes', 'Kein Klassenfoto'],
    ['/dash/calendar', 'Countdown-Termin liegt in der Vergangenheit'],
    ['/dash/home', 'Kein Bild: Der Eintrag erscheint nicht im Karussell'],
  ])('%s lists the seeded entries and flags a content problem', async (path, problem) => {
    const { page } = opened;
    await page.goto(siteUrl(path));
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(0);
    await page.getByText(problem).first().waitFor();
  });

  test.each([
    '/dash/creative',
    '/dash/projects',
    '/dash/projects/current',
    '/dash/old-but-great',
    '/dash/bikeline',
    '/dash/saying',
    '/dash/dyknow',
    '/dash/parents',
  ])('%s shows a table of its entries with edit links into PocketBase', async (path) => {
    const { page } = opened;
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(200);
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href*="/_/#/collections"]').count()).toBeGreaterThan(0);
  });

  test('a detail page shows one entry with its checks, an unknown id a clear message', async () => {
    const { page } = opened;
    await page.goto(siteUrl('/dash/posts/post00000000008'));
    await page.getByText('Keine Dateien').first().waitFor();
    await page.goto(siteUrl('/dash/posts/zzzzzzzzzzzzzzz'));
    await page.getByText('Eintrag nicht gefunden').first().waitFor();
  });
});

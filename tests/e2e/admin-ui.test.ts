import { type Browser, chromium, type Page } from 'playwright-core';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { siteUrl } from '../helpers/browser';

// What PocketBase 0.40's own admin UI does, in the browser IT uses: the hooks and rules hold there too. The admin UI takes dates in the browser's time zone and names it beside the field.
let browser: Browser;
let admin: PocketBase;
const created: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  admin = new PocketBase(inject('pocketbaseUrl'));
  const { email, password } = superuserCredentials();
  await admin.collection('_superusers').authWithPassword(email, password);
});

afterAll(async () => {
  for (const id of created) await admin.collection('calendar').delete(id);
  await browser?.close();
});

/** A browser in `timezoneId`, signed in to PocketBase's admin UI as superuser. */
async function adminUi(timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId, locale: 'de-AT', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${inject('pocketbaseUrl')}/_/`);
  const { email, password } = superuserCredentials();
  await page.locator('#login_identity').fill(email);
  await page.locator('#login_pass').fill(password);
  await page.locator('form[data-pb="authWithPasswordForm"] button.next').click();
  // The app lands on a collection and rewrites the address; navigating before that would be overwritten.
  await page.waitForURL(/#\/collections\?collection=/);
  return page;
}

const dateInput = (page: Page, field: string) =>
  page.locator(`[data-pb="recordUpsertModal"] input[type="datetime-local"][name="${field}"]`);

/** PocketBase's own select: a button that opens a popover of options. */
async function chooseStatus(page: Page, status: string) {
  const select = page.locator('[data-pb="recordUpsertModal"] output[name="status"]');
  await select.locator('button.selected-container').click();
  await select.locator('button.select-option', { hasText: status }).click();
}

/** Presses "Create" and returns PocketBase's answer to it. */
async function save(page: Page, collection: string) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes(`/collections/${collection}/records`),
    ),
    page.locator('[data-pb="recordUpsertModal"] .modal-footer .btns > button.expanded-lg').click(),
  ]);
  return response;
}

async function createCalendarEntry(page: Page, title: string, from: string, to: string) {
  await page.goto(`${inject('pocketbaseUrl')}/_/#/collections?collection=calendar`);
  await page.locator('[data-pb="pageHeaderPrimaryBtns"] button', { hasText: 'New record' }).click();
  await dateInput(page, 'from_date').waitFor();
  await page.locator('[data-pb="recordUpsertModal"] textarea[name="title"]').fill(title);
  await dateInput(page, 'from_date').fill(from);
  await dateInput(page, 'to_date').fill(to);
  await chooseStatus(page, 'draft');
  const response = await save(page, 'calendar');
  const { id } = await response.json();
  created.push(id);
  return admin.collection('calendar').getOne(id);
}

describe('PocketBase 0.40 admin UI', () => {
  test('dates are typed on the browser’s clock, named beside the field, and stored as UTC in winter and summer', async () => {
    const vienna = await adminUi('Europe/Vienna');
    const stored = await createCalendarEntry(vienna, 'Adminprobe Wien', '2027-01-15T08:00', '2027-06-15T08:00');
    expect(stored.from_date).toBe('2027-01-15 07:00:00.000Z');
    expect(stored.to_date).toBe('2027-06-15 06:00:00.000Z');
    await vienna.locator('[data-pb="recordsListTable"]').waitFor();
    await vienna.locator('[data-pb="pageHeaderPrimaryBtns"] button', { hasText: 'New record' }).click();
    await expect(vienna.getByLabel('from_date (Europe/Vienna)').count()).resolves.toBe(1);
    await vienna.context().close();

    // The same typing on a computer set to UTC stores other instants: the trap the dashboard's check looks for.
    const utc = await adminUi('UTC');
    const off = await createCalendarEntry(utc, 'Adminprobe UTC', '2027-01-15T00:00', '2027-01-15T23:59');
    expect([off.from_date, off.to_date]).toEqual(['2027-01-15 00:00:00.000Z', '2027-01-15 23:59:00.000Z']);
    await utc.context().close();
  });

  test('a new post is saved only once the editor has chosen its status, so none goes public by default', async () => {
    const page = await adminUi('Europe/Vienna');
    await page.goto(`${inject('pocketbaseUrl')}/_/#/collections?collection=posts`);
    await page.locator('[data-pb="pageHeaderPrimaryBtns"] button', { hasText: 'New record' }).click();
    const title = page.locator('[data-pb="recordUpsertModal"] textarea[name="title"]');
    await title.fill('Halbfertiger Beitrag');
    const refused = await save(page, 'posts');
    expect(refused.status()).toBe(400);
    expect((await refused.json()).data.status.code).toBe('validation_required');
    await expect(page.locator('[data-pb="recordUpsertModal"] output[name="status"].required').count()).resolves.toBe(1);

    await chooseStatus(page, 'draft');
    const saved = await save(page, 'posts');
    expect(saved.status()).toBe(200);
    const { id } = await saved.json();
    try {
      expect((await admin.collection('posts').getOne(id)).status).toBe('draft');
      expect((await fetch(siteUrl(`/posts/${id}`))).status).toBe(404);
    } finally {
      await admin.collection('posts').delete(id);
    }
    await page.context().close();
  });
});

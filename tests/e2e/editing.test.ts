import jpeg from 'jpeg-js';
import type { Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTHOR, STAFF } from '../../pocketbase/seed/seed.mjs';
import { toViennaInput } from '../../src/lib/domain/dates';
import { CONFIRM_TEXT } from '../../src/lib/domain/staff-roles';
import { axeViolations, closeBrowser, openPage, signInOnPage } from '../helpers/browser';
import { startServedSite } from '../helpers/served-site';

// The whole way of a post through the dashboard in Chromium, against a PocketBase and a served worker of this
// file's own (it writes content): an author writes it with two photos and submits it, an editor previews and
// schedules it, and visitors see it on time.
const TTL_SECONDS = 5;
let served: Awaited<ReturnType<typeof startServedSite>>;
let admin: PocketBase;

beforeAll(async () => {
  served = await startServedSite('editing-e2e', { CACHE_TTL_SECONDS: String(TTL_SECONDS) });
  admin = served.admin;
}, 180_000);
afterAll(async () => {
  await closeBrowser();
  await served?.close();
});

const at = (pathname: string) => `${served.url}${pathname}`;

/** A 4000 × 3000 JPEG (12 megapixels), as a phone would upload it. */
function twelveMegapixelJpeg(): Buffer {
  const width = 4000;
  const height = 3000;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    data[i * 4] = (i % width) % 256;
    data[i * 4 + 1] = Math.floor(i / width) % 256;
    data[i * 4 + 2] = 128;
    data[i * 4 + 3] = 255;
  }
  return jpeg.encode({ data, width, height }, 70).data;
}

const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(at('/dash/login'));
  await signInOnPage(page, account);
  await page.waitForURL(/\/dash\/start/);
}

describe('a post from author to visitors', () => {
  const title = `Projekttag am Sonnenberg ${Date.now().toString(36)}`;
  let postId = '';

  test('the author writes it with two described photos (one scaled from 12 megapixels), saves a draft and submits it', async () => {
    const { page, close, consoleErrors } = await openPage(at('/dash/login'));
    await signIn(page, AUTHOR);
    await page.goto(at('/dash/posts/new'));
    expect(await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Planen', exact: true }).count()).toBe(0);
    await page.getByLabel('Titel').fill(title);
    await page.locator('[data-editor="editor"]').waitFor();
    await page.locator('#feld-description-editor').click();
    await page.keyboard.type('Alle Klassen waren dabei.');
    await page.getByRole('button', { name: 'Fett', exact: true }).click();
    await page.keyboard.type(' Danke!');

    // Each choice adds to the photos chosen before; each shows as a thumbnail with its own fields.
    await page
      .getByLabel('Neue Fotos', { exact: true })
      .setInputFiles({ name: 'gipfel.jpg', mimeType: 'image/jpeg', buffer: twelveMegapixelJpeg() });
    await page.locator('div:has(> #feld-neue_fotos)[data-scaling="done"]').waitFor({ timeout: 30_000 });
    await page.getByLabel('Alternativtext zu neuem Foto 1').fill('Die 2A auf dem Gipfel des Sonnenbergs');
    await page
      .getByLabel('Neue Fotos', { exact: true })
      .setInputFiles({ name: 'muster.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await page.getByText('Neues Foto 2: muster.png').waitFor();
    expect(await page.getByRole('list', { name: 'Gewählte neue Fotos' }).locator('img[src^="blob:"]').count()).toBe(2);
    expect(await page.getByLabel('Alternativtext zu neuem Foto 1').inputValue()).toBe(
      'Die 2A auf dem Gipfel des Sonnenbergs',
    );
    await page.getByLabel('Das neue Foto 2 ist dekorativ').check();
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
    await page.getByText('Als Entwurf gespeichert').waitFor();
    postId = /\/dash\/posts\/([a-z0-9]{15})\/edit/.exec(page.url())?.[1] ?? '';
    expect(postId).not.toBe('');

    const record = await admin.collection('posts').getOne(postId);
    expect(record).toMatchObject({ title, status: 'draft' });
    expect(record.description).toBe('<p>Alle Klassen waren dabei.<strong> Danke!</strong></p>');
    const [photo, pattern] = record.files as string[];
    expect(record.alt_texts).toEqual({ [photo!]: 'Die 2A auf dem Gipfel des Sonnenbergs', [pattern!]: '' });
    const stored = await fetch(
      `${served.pocketbase.url}/api/files/${record.collectionId}/${postId}/${photo}?token=${await admin.files.getToken()}`,
    );
    const { width, height } = jpeg.decode(new Uint8Array(await stored.arrayBuffer()), { maxMemoryUsageInMB: 512 });
    expect(Math.max(width, height)).toBeLessThanOrEqual(2560);
    expect(Math.max(width, height)).toBeGreaterThan(2000);

    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
    await page.getByText('Zur Prüfung eingereicht').waitFor();
    expect((await admin.collection('posts').getOne(postId)).status).toBe('review');
    expect(consoleErrors).toEqual([]);
    await close();
  }, 90_000);

  test('the editor previews and schedules it for the time typed on Vienna’s clock; when due, visitors see it', async () => {
    expect(postId).not.toBe('');
    const { page, close } = await openPage(at('/dash/login'));
    await signIn(page, STAFF);
    await page.goto(at(`/dash/vorschau/${postId}`));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(page.locator(`img[alt="Die 2A auf dem Gipfel des Sonnenbergs"]`).count()).resolves.toBeGreaterThan(0);

    await page.goto(at(`/dash/posts/${postId}/edit`));
    // The next full minute at least 20 s away, typed on Vienna's clock.
    const due = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    await page.getByLabel('Geht online am (für „Planen“)').fill(toViennaInput(due));
    await page.getByRole('button', { name: 'Planen', exact: true }).click();
    await page.getByText('Geplant. Er erscheint').waitFor();
    expect((await fetch(at(`/posts/${postId}`))).status).toBe(404);

    const scheduled = await admin.collection('posts').getOne(postId);
    expect(scheduled.status).toBe('published');
    expect(new Date(scheduled.publish_at).getTime()).toBe(due.getTime());

    // That it appears on time is tests/worker/nothing-public-by-accident.test.ts's promise, on the real clock: here
    // its time is brought forward, and it appears with its described photo.
    await admin.collection('posts').update(postId, { publish_at: new Date(Date.now() - 1000).toISOString() });
    await expect
      .poll(async () => (await fetch(at(`/posts/${postId}`))).status, { timeout: (TTL_SECONDS + 10) * 1000 })
      .toBe(200);
    const post = await (await fetch(at(`/posts/${postId}`))).text();
    expect(post).toContain('alt="Die 2A auf dem Gipfel des Sonnenbergs"');
    await close();
  }, 90_000);

  test('taking it back asks in the browser’s dialog first: dismissed, nothing changes; accepted, it leaves the site', async () => {
    expect(postId).not.toBe('');
    // openPage records every dialog and dismisses it.
    const { page, close, dialogs } = await openPage(at('/dash/login'));
    await signIn(page, STAFF);
    await page.goto(at(`/dash/posts/${postId}/edit`));
    const edit = page.url();
    await page.getByRole('button', { name: 'Zurückziehen' }).click();
    expect(dialogs).toEqual([`confirm: ${CONFIRM_TEXT.zurueckziehen}`]);
    expect(page.url()).toBe(edit);
    page.removeAllListeners('dialog');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Zurückziehen' }).click();
    await page.getByText('Zurückgezogen.').waitFor();
    expect((await admin.collection('posts').getOne(postId)).status).toBe('draft');
    await expect.poll(async () => (await fetch(at(`/posts/${postId}`))).status, { timeout: 10_000 }).toBe(404);
    await close();
  }, 60_000);

  test('with JavaScript off, an author creates and submits a post', async () => {
    const { page, close } = await openPage(at('/dash/login'), { javaScriptEnabled: false });
    await signIn(page, AUTHOR);
    await page.goto(at('/dash/posts/new'));
    const plain = `Ohne Skript ${Date.now().toString(36)}`;
    await page.getByLabel('Titel').fill(plain);
    await page.getByLabel('Text', { exact: true }).fill('Erster Absatz\n\nZweiter Absatz');
    await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
    await page.getByText('Zur Prüfung eingereicht').waitFor();
    const id = /\/dash\/posts\/([a-z0-9]{15})\/edit/.exec(page.url())?.[1] ?? '';
    expect(await admin.collection('posts').getOne(id)).toMatchObject({
      title: plain,
      status: 'review',
      description: '<p>Erster Absatz</p><p>Zweiter Absatz</p>',
    });
    await close();
  }, 60_000);
});

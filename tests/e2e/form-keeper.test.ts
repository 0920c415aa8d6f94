import { afterAll, describe, expect, test } from 'vitest';
import { AUTHOR } from '../../pocketbase/seed/seed.mjs';
import { LEAVE_QUESTION } from '../../src/lib/domain/form-drafts';
import { closeBrowser, openPage, signInOnPage, siteUrl } from '../helpers/browser';

// Nothing typed is lost (contract.md, "Dashboard"), in Chromium with JavaScript: the form keeps a draft of itself in
// the browser, offers it back after a closed tab, asks before a link leaves it with changes, and refuses a file the
// field would refuse before a byte is sent, keeping the other chosen files. Nothing here is saved to PocketBase.
afterAll(closeBrowser);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('a form keeps what was typed', () => {
  test('a closed tab: the form opened again offers the typed title and text back', async () => {
    const { page, close } = await openPage('/dash/login');
    await signInOnPage(page, AUTHOR);
    await page.goto(siteUrl('/dash/posts/new'));
    const title = `Projektwoche ${Date.now().toString(36)}`;
    await page.getByLabel('Titel').fill(title);
    await page.locator('#feld-description-editor').click();
    await page.keyboard.type('Am Montag beginnt die Projektwoche.');
    // The draft is kept a moment after typing stops.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('schulwebsite:entwurf:'))
            .map((key) => (localStorage.getItem(key) ?? '').includes('Am Montag beginnt die Projektwoche.')),
        ),
      )
      .toEqual([true]);
    const again = await page.context().newPage();
    await page.close();
    await again.goto(siteUrl('/dash/posts/new'));
    await again.getByText('ungespeicherter Stand dieses Formulars').waitFor();
    expect(await again.getByLabel('Titel').inputValue()).toBe('');
    await again.getByRole('button', { name: 'Wiederherstellen' }).click();
    expect(await again.getByLabel('Titel').inputValue()).toBe(title);
    await again.locator('#feld-description-editor').getByText('Am Montag beginnt die Projektwoche.').waitFor();
    await close();
  }, 60_000);

  test('a dashboard link away from changes asks first; dismissed, the page and the typing stay', async () => {
    const { page, close, dialogs } = await openPage('/dash/login');
    await signInOnPage(page, AUTHOR);
    await page.goto(siteUrl('/dash/calendar/new'));
    await page.getByLabel('Titel').fill('Elternabend der 3A');
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Kalender' }).click();
    // openPage dismisses every dialog and records it.
    expect(dialogs).toEqual([`confirm: ${LEAVE_QUESTION}`]);
    expect(new URL(page.url()).pathname).toBe('/dash/calendar/new');
    expect(await page.getByLabel('Titel').inputValue()).toBe('Elternabend der 3A');
    // Closing the tab or reloading asks too (the browser's own question).
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.length).toBe(2);
    expect(dialogs[1]).toMatch(/^beforeunload:/);
    await close();
  }, 60_000);

  test('a 31 MB attachment and a 31 MB photo are refused before any byte is sent; the other chosen files stay', async () => {
    const { page, close } = await openPage('/dash/login');
    await signInOnPage(page, AUTHOR);
    await page.goto(siteUrl('/dash/posts/new'));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const photos = page.getByLabel('Neue Fotos', { exact: true });
    // A GIF is not scaled in the browser: its size is what goes up.
    await photos.setInputFiles([
      { name: 'gipfel.png', mimeType: 'image/png', buffer: PNG },
      { name: 'riesig.gif', mimeType: 'image/gif', buffer: Buffer.alloc(31 * 1024 * 1024, 0x47) },
    ]);
    await page.getByRole('alert').getByText('„riesig.gif“ ist 31 MB groß; erlaubt sind höchstens 10 MB.').waitFor();
    expect(await photos.evaluate((input: HTMLInputElement) => Array.from(input.files ?? [], (f) => f.name))).toEqual([
      'gipfel.png',
    ]);
    const attachments = page.getByLabel('Neue Anhänge (PDF)');
    await attachments.setInputFiles([
      { name: 'elternbrief.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(31 * 1024 * 1024, 0x25) },
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') },
    ]);
    await page
      .getByRole('alert')
      .getByText('„elternbrief.pdf“ ist 31 MB groß; erlaubt sind höchstens 10 MB.')
      .waitFor();
    expect(
      await attachments.evaluate((input: HTMLInputElement) => Array.from(input.files ?? [], (f) => f.name)),
    ).toEqual(['plan.pdf']);
    expect(await photos.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    expect(posts).toEqual([]);
    await close();
  }, 60_000);

  test('a form the site refuses comes back with its chosen photos and what was typed for them', async () => {
    const { page, close } = await openPage('/dash/login');
    await signInOnPage(page, AUTHOR);
    await page.goto(siteUrl('/dash/posts/new'));
    await page.getByLabel('Neue Fotos', { exact: true }).setInputFiles([
      { name: 'gipfel.png', mimeType: 'image/png', buffer: PNG },
      { name: 'hütte.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await page.getByLabel('Alternativtext zu neuem Foto 2').fill('Die Hütte am Gipfel');
    // A title of spaces only: the browser sends it, the site refuses the form before anything is stored.
    await page.getByLabel('Titel', { exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
    await page.getByText('Bitte geben Sie einen Titel ein.').first().waitFor();
    await page.getByText('Ihre gewählten Dateien sind wieder ausgewählt (gipfel.png, hütte.png)').waitFor();
    expect(
      await page
        .getByLabel('Neue Fotos', { exact: true })
        .evaluate((input: HTMLInputElement) => Array.from(input.files ?? [], (f) => f.name)),
    ).toEqual(['gipfel.png', 'hütte.png']);
    expect(await page.getByLabel('Alternativtext zu neuem Foto 2').inputValue()).toBe('Die Hütte am Gipfel');
    await close();
  }, 60_000);
});

import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { CLASS_IDS, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { excerpt } from '../../src/lib/domain/text';
import { closeBrowser, hydrated, openPage } from '../helpers/browser';
import {
  classById,
  classDisplayName,
  eventStart,
  isAktuelles,
  isImage,
  seedClasses,
  seedEvents,
  seedMedia,
  seedPosts,
  teacherById,
  upcomingEvents,
  uploadedName,
  viennaMonth,
  viennaMonthKey,
} from './seed-facts';

afterAll(closeBrowser);

// The pinned post about phones: '<strong>im Spind</strong>. Die …', then a list of two items.
const phonePost = seedPosts.find((post) => post.id === POST_IDS.pinned)!;
const viennaDate = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

async function saveAs(page: Page, link: ReturnType<Page['locator']>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const name = download.suggestedFilename();
  await download.cancel();
  return name;
}

describe('excerpts', () => {
  // Lists: the sports day post, 'Schnellste Klasse: <strong>3A</strong>' then 'Fairste Mannschaft: …'.
  const sportsDay = seedPosts.find((post) => post.data.description.includes('Staffellauf'))!;

  test.each([
    { what: 'bold words before a full stop', post: phonePost, expected: 'im Spind. Die genaue Regelung' },
    { what: 'a list', post: sportsDay, expected: 'dabei. Schnellste Klasse: 3A · Fairste Mannschaft: 1B' },
  ])('the meta and social descriptions of a post with $what read like its text', async ({ post, expected }) => {
    const { page, close } = await openPage(`/posts/${post.id}`, { javaScriptEnabled: false });
    try {
      const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
      const description = await meta('property="og:description"');
      expect(description).toContain(expected);
      // The same conversion in workerd as in Node.
      expect(description).toBe(excerpt(post.data.description, 160));
      expect(await meta('name="description"')).toBe(description);
      expect(await meta('name="twitter:description"')).toBe(description);
    } finally {
      await close();
    }
  });

  test('a post’s card on the home page shows its text the same way', async () => {
    const { page, close } = await openPage('/', { javaScriptEnabled: false });
    try {
      const card = page.locator('section[aria-labelledby="angeheftet"] article', { hasText: phonePost.data.title });
      expect(await card.locator('p', { hasText: 'im Spind' }).innerText()).toBe(
        excerpt(phonePost.data.description, 140),
      );
    } finally {
      await close();
    }
  });
});

describe('upcoming calendar entries', () => {
  const section = (page: Page) => page.locator('section[aria-labelledby="naechste-termine"]');

  test('/kalender lists the next five entries from now with their date and classes', async () => {
    const expected = upcomingEvents(new Date());
    expect(expected.length).toBe(5);
    const { page, close } = await openPage('/kalender');
    try {
      expect(await section(page).getByRole('heading', { level: 2 }).innerText()).toBe('Die nächsten Termine');
      const items = section(page).locator('li');
      expect(await items.locator('h3').allInnerTexts()).toEqual(expected.map((event) => event.data.title));
      for (const [index, event] of expected.entries()) {
        const text = await items.nth(index).innerText();
        expect(text).toContain(viennaDate.format(eventStart(event)));
        const classes = event.data.relevant_classes.map((id) => classDisplayName(classById(id)));
        for (const name of classes) expect(text).toContain(name);
      }
    } finally {
      await close();
    }
  });

  test('the next entries are the same whichever month the calendar shows', async () => {
    const expected = upcomingEvents(new Date()).map((event) => event.data.title);
    const { page, close } = await openPage(`/kalender?month=${viennaMonthKey(new Date(Date.now() - 62 * 86_400_000))}`);
    try {
      expect(await section(page).locator('li h3').allInnerTexts()).toEqual(expected);
    } finally {
      await close();
    }
  });
});

describe('countdown', () => {
  const countdownEvent = seedEvents
    .filter((event) => event.data.countdown && eventStart(event).getTime() > Date.now())
    .sort((a, b) => a.data.from_date.localeCompare(b.data.from_date))[0]!;

  test('the home page’s countdown links to the calendar month of the event’s start', async () => {
    const month = viennaMonthKey(eventStart(countdownEvent));
    const { page, close } = await openPage('/');
    try {
      const link = page.locator('section[aria-labelledby="countdown-titel"]').getByRole('link', { name: /Kalender/ });
      expect(await link.getAttribute('href')).toBe(`/kalender?month=${month}`);
      await hydrated(page, 'section[aria-labelledby="countdown-titel"] a');
      await link.click();
      await page.waitForURL(new RegExp(`/kalender\\?month=${month}$`));
      await expect
        .poll(() => page.locator('nav[aria-label="Monat wählen"] h2').innerText())
        .toBe(viennaMonth.format(eventStart(countdownEvent)));
      expect(await page.locator('main').innerText()).toContain(countdownEvent.data.title);
    } finally {
      await close();
    }
  });
});

describe('names', () => {
  const teacherNames = (ids: string[]) => ids.map((id) => teacherById(id).data.name).join(', ');

  test('a post names its teachers as the ones responsible, in the singular for one and the plural for more', async () => {
    const several = seedPosts.find((post) => isAktuelles(post.data) && post.data.teacher.length > 1)!;
    for (const [post, label] of [
      [phonePost, 'Verantwortliche Lehrkraft:'],
      [several, 'Verantwortliche Lehrkräfte:'],
    ] as const) {
      const { page, close } = await openPage(`/posts/${post.id}`, { javaScriptEnabled: false });
      try {
        const text = await page.locator('article').innerText();
        expect(text).toContain(`${label} ${teacherNames(post.data.teacher)}`);
        expect(text).not.toContain('Betreut von');
      } finally {
        await close();
      }
    }
  });
});

describe('download names', () => {
  test('a post’s download shows the file name as uploaded and the browser saves it under that name', async () => {
    const pdfs = (phonePost.files.files ?? []).filter((file) => !isImage(file)).map((file) => uploadedName(file.name));
    expect(pdfs).toEqual(['hausordnung.pdf']);
    const { page, close } = await openPage(`/posts/${POST_IDS.pinned}`);
    try {
      const link = page.locator('section[aria-labelledby="downloads"] a[download]');
      expect(await link.allInnerTexts()).toEqual(pdfs);
      expect(await link.getAttribute('download')).toBe('hausordnung.pdf');
      expect(await saveAs(page, link)).toBe('hausordnung.pdf');
    } finally {
      await close();
    }
  });

  test('/eltern and /klassen offer their PDFs under the uploaded names', async () => {
    const officeHours = uploadedName(
      seedMedia.find((media) => media.data.filename === 'sprechstunden')!.files.file![0]!.name,
    );
    const firstA = seedClasses.find((cls) => cls.id === CLASS_IDS.firstA)!;
    const timetable = uploadedName(firstA.files.timetable![0]!.name);
    expect([officeHours, timetable]).toEqual(['sprechstunden.pdf', 'stundenplan_1a.pdf']);
    for (const [path, name] of [
      ['/eltern', officeHours],
      ['/klassen', timetable],
    ] as const) {
      const { page, close } = await openPage(path);
      try {
        const link = page.locator(`main a[download="${name}"]`);
        expect(await link.innerText()).toContain(name);
        expect(await saveAs(page, link)).toBe(name);
      } finally {
        await close();
      }
    }
  });
});

import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { CLASS_IDS } from '../../pocketbase/seed/seed.mjs';
import { closeBrowser, openPage } from '../helpers/browser';
import {
  classById,
  classDisplayName,
  currentFact,
  currentSaying,
  isAktuelles,
  isImage,
  postsWhere,
  seedEvents,
} from './seed-facts';

afterAll(closeBrowser);

const noScript = { javaScriptEnabled: false } as const;
const postList = postsWhere(isAktuelles);
const cardTitles = (page: Page) => page.locator('main article :is(h2, h3)').allInnerTexts();

describe('without JavaScript', () => {
  test('the home page shows the carousel, countdown, saying, fact and posts', async () => {
    const { page, close } = await openPage('/', noScript);
    try {
      const firstSlide = page.locator('[aria-roledescription="Folie"] img').first();
      expect(await firstSlide.isVisible()).toBe(true);
      expect(await firstSlide.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      // Nothing turns without JavaScript, so there is no rotation button that could do nothing.
      expect(await page.getByRole('button', { name: /Weiterblättern/ }).count()).toBe(0);
      const countdown = seedEvents.find(
        (event) => event.data.countdown && new Date(event.data.from_date.replace(' ', 'T')) > new Date(),
      )!;
      const text = await page.locator('main').innerText();
      expect(text).toMatch(new RegExp(`Noch \\d+ Tage? bis ${countdown.data.title}`));
      for (const expected of [currentSaying.text, currentFact.text, 'Wichtig', 'Neueste Beiträge']) {
        expect(text).toContain(expected);
      }
      for (const post of postsWhere((p) => p.pin)) expect(text).toContain(post.data.title);
    } finally {
      await close();
    }
  });

  test('/posts lists its posts and the pagination link loads page 2', async () => {
    const { page, close } = await openPage('/posts', noScript);
    try {
      expect(await cardTitles(page)).toEqual(postList.slice(0, 8).map((post) => post.data.title));
      await page.getByRole('link', { name: 'Weiter →' }).click();
      await page.waitForURL(/\/posts\?page=2$/);
      expect(await cardTitles(page)).toEqual(postList.slice(8, 16).map((post) => post.data.title));
    } finally {
      await close();
    }
  });

  test('the class filter form submits as a plain GET and lists only that class’s posts', async () => {
    const cls = classById(CLASS_IDS.fourthA);
    const expected = postsWhere((post) => isAktuelles(post) && post.class.includes(cls.id));
    const { page, close } = await openPage('/posts', noScript);
    try {
      await page.locator('select[name="class"]').selectOption({ label: classDisplayName(cls) });
      await page.getByRole('button', { name: 'Anzeigen' }).click();
      await page.waitForURL((url) => url.searchParams.get('class') === cls.id);
      expect(await cardTitles(page)).toEqual(expected.slice(0, 8).map((post) => post.data.title));
      expect(await page.locator('main').innerText()).toContain(`Beiträge der Klasse ${classDisplayName(cls)}`);
    } finally {
      await close();
    }
  });

  test('a post’s detail page shows its text, images and downloads', async () => {
    const post = postList.find(
      (p) => (p.files.files ?? []).some((file) => !isImage(file)) && (p.files.files ?? []).some(isImage),
    )!;
    const { page, status, close } = await openPage(`/posts/${post.id}`, noScript);
    try {
      expect(status).toBe(200);
      expect(await page.locator('h1').innerText()).toBe(post.data.title);
      const firstParagraph = /<p>(.*?)<\/p>/.exec(post.data.description)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
      expect(await page.locator('article').innerText()).toContain(firstParagraph.slice(0, 40));
      expect(await page.locator('article img').count()).toBe((post.files.files ?? []).filter(isImage).length);
      expect(await page.locator('section[aria-labelledby="downloads"] a[download]').count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  test('the mobile “Menü” opens the navigation', async () => {
    const { page, close } = await openPage('/', { ...noScript, mobile: true });
    try {
      await page.getByText('Menü', { exact: true }).click();
      await page.locator('header details').getByRole('link', { name: 'Kalender' }).click();
      await page.waitForURL(/\/kalender$/);
      expect(await page.locator('h1').innerText()).toBe('Kalender');
    } finally {
      await close();
    }
  });
});

import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { closeBrowser, hydrated, openPage, siteUrl } from '../helpers/browser';
import { PUBLIC_PAGES } from '../helpers/contract';

afterAll(closeBrowser);

/** Phone, tablet, the first desktop width (lg) and full HD (xl). */
const WIDTHS = [320, 768, 1280, 1920];
/** Below lg the navigation is the “Menü” drawer. */
const DRAWER_WIDTHS = [320, 768];
const SCHOOL_NAMES = ['Mittelschule Sonnenberg', 'MS Sonnenberg'];
/** Nineteen page loads, each hydrated, on a machine running two other test files: a minute and a half. */
const PAGE_LOOP_TIMEOUT = 90_000;

const open = (path: string, width: number) => openPage(path, { viewport: { width, height: 800 } });
/** The colour-scheme toggle stays hidden until React has hydrated it; then the header has its final width. */
const headerReady = (page: Page) => page.locator('header button[aria-pressed]:not([hidden])').waitFor();
/** Survives client navigations, vanishes on a full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('header at every width', () => {
  test.each(WIDTHS)(
    'at %i px no public page scrolls sideways and the whole header is on screen',
    async (width) => {
      const { page, close } = await open('/', width);
      const problems: string[] = [];
      try {
        for (const path of PUBLIC_PAGES) {
          await page.goto(siteUrl(path));
          await headerReady(page);
          const layout = await page.evaluate(() => {
            const offScreen = Array.from(document.querySelectorAll('header *'))
              .filter((element) => element.checkVisibility())
              .map((element) => ({ element, rect: element.getBoundingClientRect() }))
              .filter(({ rect }) => rect.width > 0 && (rect.left < -0.5 || rect.right > window.innerWidth + 0.5))
              .map(({ element, rect }) => `${element.outerHTML.slice(0, 60)} ${Math.round(rect.left)}–${rect.right}`);
            return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth, offScreen };
          });
          if (layout.scrollWidth > layout.innerWidth) problems.push(`${path} is ${layout.scrollWidth} px wide`);
          for (const part of layout.offScreen) problems.push(`${path}: header part off screen: ${part}`);
        }
      } finally {
        await close();
      }
      expect(problems).toEqual([]);
    },
    PAGE_LOOP_TIMEOUT,
  );

  test.each(WIDTHS)('at %i px the school name is readable in the header, whole', async (width) => {
    const { page, close } = await open('/', width);
    try {
      await headerReady(page);
      const names = await page.evaluate((schoolNames) => {
        return Array.from(document.querySelectorAll('header *'))
          .filter((element) =>
            Array.from(element.childNodes).some(
              (node) => node.nodeType === Node.TEXT_NODE && schoolNames.includes(node.textContent!.trim()),
            ),
          )
          .filter((element) => element.checkVisibility())
          .map((element) => {
            const rect = element.getBoundingClientRect();
            const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
            return {
              text: element.textContent!.trim(),
              onScreen: rect.left >= 0 && rect.right <= window.innerWidth && rect.top >= 0,
              // a visually-hidden name is 1 px wide, and clipped text would be wider than its box
              wholeAndLegible: rect.width > 40 && rect.height > 10 && element.scrollWidth <= Math.ceil(rect.width),
              onTop: !!hit && (hit === element || element.contains(hit)),
            };
          });
      }, SCHOOL_NAMES);
      expect(names).toContainEqual({
        text: expect.stringMatching(/Sonnenberg$/),
        onScreen: true,
        wholeAndLegible: true,
        onTop: true,
      });
    } finally {
      await close();
    }
  });
});

describe('the “Menü” drawer', () => {
  const menuOf = (page: Page) => page.locator('header details');
  const isOpen = (page: Page) => menuOf(page).evaluate((details) => (details as HTMLDetailsElement).open);
  const summaryHasFocus = (page: Page) =>
    page.evaluate(() => document.activeElement === document.querySelector('header details > summary'));

  async function openMenu(width: number) {
    const opened = await open('/posts', width);
    await hydrated(opened.page, 'header details');
    await opened.page.getByText('Menü', { exact: true }).click();
    await menuOf(opened.page).getByRole('link', { name: 'Kalender' }).waitFor();
    return opened;
  }

  test.each(DRAWER_WIDTHS)('at %i px Escape closes the menu and focus returns to the menu button', async (width) => {
    const { page, close } = await openMenu(width);
    try {
      await menuOf(page).getByRole('link', { name: 'Kalender' }).focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => isOpen(page)).toBe(false);
      expect(await summaryHasFocus(page)).toBe(true);
      expect(page.url()).toBe(siteUrl('/posts'));
    } finally {
      await close();
    }
  });

  test.each(DRAWER_WIDTHS)(
    'at %i px a click outside the menu closes it and focus returns to the menu button',
    async (width) => {
      const { page, close } = await openMenu(width);
      try {
        await page.locator('footer p').first().click();
        await expect.poll(() => isOpen(page)).toBe(false);
        expect(await summaryHasFocus(page)).toBe(true);
        expect(page.url()).toBe(siteUrl('/posts'));
      } finally {
        await close();
      }
    },
  );

  test('without JavaScript the menu button still opens and closes the menu', async () => {
    const { page, close } = await openPage('/posts', {
      javaScriptEnabled: false,
      viewport: { width: 320, height: 640 },
    });
    try {
      const button = page.getByText('Menü', { exact: true });
      await button.click();
      expect(await isOpen(page)).toBe(true);
      expect(await menuOf(page).getByRole('link', { name: 'Kalender' }).isVisible()).toBe(true);
      await button.click();
      expect(await isOpen(page)).toBe(false);
    } finally {
      await close();
    }
  });

  test('a tap outside the menu on a phone closes it too', async () => {
    const { page, close } = await openPage('/posts', { mobile: true, viewport: { width: 320, height: 640 } });
    try {
      await hydrated(page, 'header details');
      await page.getByText('Menü', { exact: true }).tap();
      await menuOf(page).getByRole('link', { name: 'Kalender' }).waitFor();
      await page.locator('footer p').first().tap();
      await expect.poll(() => isOpen(page)).toBe(false);
      expect(await summaryHasFocus(page)).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('scroll position across client navigations', () => {
  async function backRestoresListPosition(listPath: string, width: number) {
    const { page, close } = await open(listPath, width);
    try {
      await hydrated(page, 'main ul:has(article)');
      const lastCard = page.locator('main article a').last();
      const target = await lastCard.evaluate((link) => {
        const top = link.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2;
        const max = document.scrollingElement!.scrollHeight - window.innerHeight;
        window.scrollTo({ top: Math.min(top, max), behavior: 'instant' });
        return Math.round(window.scrollY);
      });
      expect(target, 'the list is long enough to scroll').toBeGreaterThan(100);
      await markWindow(page);
      const title = await lastCard.innerText();
      await lastCard.click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await scrollY(page), 'the post opens at its top').toBe(0);

      await page.goBack();
      await page.getByRole('heading', { level: 1 }).filter({ hasNotText: title }).waitFor();
      await expect.poll(async () => Math.abs((await scrollY(page)) - target), { timeout: 5000 }).toBeLessThanOrEqual(3);
      expect(await sameDocument(page)).toBe(true);
    } finally {
      await close();
    }
  }

  test.each(WIDTHS)(
    'at %i px Back from a post returns to /posts where it was left; the post itself opened at the top',
    async (width) => {
      await backRestoresListPosition('/posts', width);
    },
  );

  test.each(WIDTHS)('at %i px Back from a project returns to /projects where it was left', async (width) => {
    await backRestoresListPosition('/projects', width);
  });

  // Guards the hand-over to the browser: the router takes scroll restoration over while the page lives.
  test('a reload keeps the scroll position', async () => {
    const { page, close } = await open('/posts', 390);
    try {
      await hydrated(page, 'main ul:has(article)');
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      await page.reload();
      await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(900);
    } finally {
      await close();
    }
  });
});

describe('one inline stylesheet', () => {
  const PAGES = ['/', '/posts', `/posts/${POST_IDS.pinned}`, '/kalender', '/lehrer', '/dash/login'];
  const invalidPreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="stylesheet")[^>]*>/g;

  test.each(PAGES)(
    '%s carries all its CSS in one <style> in <head>, allowed by its hash, and links none',
    async (path) => {
      const response = await fetch(siteUrl(path));
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
      expect(styles).toHaveLength(1);
      expect(head).toContain(`<style>${styles[0]}</style>`);
      expect(styles[0]).toContain('--color-primary');
      expect(html).not.toContain('rel="stylesheet"');
      expect(html.match(invalidPreload) ?? []).toEqual([]);
      // The page's style hash travels to the security headers internally and never reaches the visitor.
      expect(response.headers.get('x-style-hash')).toBeNull();
      const csp = response.headers.get('content-security-policy') ?? '';
      const styleSrc = /(?:^|; )style-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(styleSrc).not.toContain('unsafe-inline');
      expect(styleSrc).toContain(
        `'sha256-${createHash('sha256')
          .update(styles[0] ?? '')
          .digest('base64')}'`,
      );
    },
  );

  test('client navigations fetch no stylesheet, and the browser warns about no preload or blocked style', async () => {
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
      expect(await page.locator('link[rel="stylesheet"], link[rel="preload"][as="style"]').count()).toBe(0);
      expect(await page.locator('style').count()).toBe(1);
      expect(consoleMessages.filter((message) => /preload|`as`|Content Security Policy/i.test(message))).toEqual([]);
    } finally {
      await close();
    }
  });
});

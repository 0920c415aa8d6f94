import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { allAxeViolations, closeBrowser, hydrated, openPage, siteUrl } from '../helpers/browser';
import { PUBLIC_PAGES } from '../helpers/contract';

afterAll(closeBrowser);

/**
 * contract.md "Accessibility": every public page, the search without and with hits (one of them a post with
 * a long address in its excerpt), the not-found page, and the seeded posts whose words, addresses and file
 * names are wider than a phone (the archive lists the first as a card).
 */
const PAGES = [
  ...PUBLIC_PAGES,
  `/posts/${POST_IDS.longWords}`,
  `/posts/${POST_IDS.longFileName}`,
  '/suche',
  '/suche?q=Projekt',
  '/suche?q=Landeswettbewerb',
  '/gibt-es-nicht',
];
const WIDTHS = [320, 1280];
const SCHEMES = ['light', 'dark'] as const;
/** Best practices the site keeps too: one name per landmark of a kind, headings that never skip a level. */
const MORE_RULES = ['landmark-unique', 'heading-order'];

const ROTATION_STOP = 'Automatisches Weiterblättern anhalten';
const ROTATION_START = 'Automatisches Weiterblättern starten';
const AUTOPLAY_MS = 6000;

/** The controls that wait for hydration (colour scheme, carousel rotation) have shown: the page is final. */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('button[hidden]'));

describe('axe-core', () => {
  test(
    `at ${WIDTHS.join(' and ')} px, light and dark, no public page has a WCAG 2.2 A/AA violation, a landmark name twice or a skipped heading level`,
    { timeout: 300_000 },
    async () => {
      const problems: string[] = [];
      for (const width of WIDTHS) {
        for (const colorScheme of SCHEMES) {
          const { page, close } = await openPage(PAGES[0]!, { viewport: { width, height: 800 }, colorScheme });
          try {
            for (const [index, path] of PAGES.entries()) {
              if (index > 0) await page.goto(siteUrl(path));
              await settled(page);
              for (const violation of await allAxeViolations(page, MORE_RULES)) {
                problems.push(`${width} px ${colorScheme} ${path}: ${violation}`);
              }
            }
          } finally {
            await close();
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('reflow', () => {
  test('at 320 px no public page is wider than the screen, long words, addresses and file names included', async () => {
    const { page, close } = await openPage(PAGES[0]!, { viewport: { width: 320, height: 640 } });
    const problems: string[] = [];
    try {
      for (const [index, path] of PAGES.entries()) {
        if (index > 0) await page.goto(siteUrl(path));
        await settled(page);
        const layout = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const inScroller = (element: Element) => {
            for (let parent = element.parentElement; parent; parent = parent.parentElement) {
              if (getComputedStyle(parent).overflowX !== 'visible') return true;
            }
            return false;
          };
          // The outermost elements that stick out, as a hint where to look.
          const sticking = Array.from(document.querySelectorAll('body *')).filter(
            (element) =>
              element.checkVisibility() &&
              element.getBoundingClientRect().right > width + 0.5 &&
              !inScroller(element) &&
              !(element.parentElement!.getBoundingClientRect().right > width + 0.5),
          );
          return {
            scrollWidth: document.scrollingElement!.scrollWidth,
            width,
            sticking: sticking.slice(0, 3).map((element) => element.outerHTML.slice(0, 100)),
          };
        });
        if (layout.scrollWidth > layout.width) {
          problems.push(`${path} is ${layout.scrollWidth} px wide: ${layout.sticking.join(' | ')}`);
        }
      }
      // The long content is really there, so the pages above put it to the test.
      await page.goto(siteUrl(`/posts/${POST_IDS.longWords}`));
      expect(await page.locator('article').innerText()).toContain(
        'Roboterfußballweltmeisterschaftsqualifikationsturnier',
      );
      await page.goto(siteUrl(`/posts/${POST_IDS.longFileName}`));
      expect(await page.locator('section[aria-labelledby="downloads"] a').innerText()).toMatch(/^\S{90,}\.pdf$/);
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  });
});

describe('the carousel’s rotation button', () => {
  const carouselOf = (page: Page) => page.locator('[aria-roledescription="Karussell"]');
  const rotationButton = (page: Page) => carouselOf(page).getByRole('button', { name: /Automatisches Weiterblättern/ });
  /** Hydrated with the rest of the carousel, whether or not a rotation button shows. */
  const NEXT_SLIDE = '[aria-roledescription="Karussell"] button[aria-label="Nächstes Bild"]';
  const shownSlide = (page: Page) => page.locator('button[aria-current="true"]').getAttribute('aria-label');

  test('is the carousel’s first Tab stop, says what it will do, and while stopped no slide turns', async () => {
    const { page, close } = await openPage('/', { pausedClock: true });
    try {
      const button = rotationButton(page);
      await button.waitFor();
      expect(await button.getAttribute('aria-label')).toBe(ROTATION_STOP);
      let cameFromOutside = false;
      for (let presses = 0; presses < 40 && !(await button.evaluate((b) => b === document.activeElement)); presses++) {
        cameFromOutside = await carouselOf(page).evaluate((carousel) => !carousel.contains(document.activeElement));
        await page.keyboard.press('Tab');
      }
      expect(await button.evaluate((b) => b === document.activeElement), 'reached by Tab').toBe(true);
      expect(cameFromOutside, 'the first Tab stop inside the carousel').toBe(true);
      // Moving focus onto it changes nothing: it still offers to stop.
      expect(await page.getByRole('button', { name: ROTATION_STOP }).count()).toBe(1);

      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: ROTATION_START }).waitFor();
      const stoppedAt = await shownSlide(page);
      await page.clock.runFor(3 * AUTOPLAY_MS);
      expect(await shownSlide(page)).toBe(stoppedAt);

      // Started again from the keyboard, it turns on even with focus inside, as the visitor asked.
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: ROTATION_STOP }).waitFor();
      await page.clock.runFor(AUTOPLAY_MS + 100);
      await expect.poll(() => shownSlide(page)).not.toBe(stoppedAt);
    } finally {
      await close();
    }
  });

  test('keyboard focus on the slides stops the turning, and the button then offers to start it', async () => {
    const { page, close } = await openPage('/', { pausedClock: true });
    try {
      await hydrated(page, NEXT_SLIDE);
      await carouselOf(page).locator('ul[tabindex="0"]').focus();
      await page.getByRole('button', { name: ROTATION_START }).waitFor();
      const stoppedAt = await shownSlide(page);
      await page.clock.runFor(3 * AUTOPLAY_MS);
      expect(await shownSlide(page)).toBe(stoppedAt);
    } finally {
      await close();
    }
  });

  test('when the visitor asks for reduced motion the carousel stops at once and offers no rotation', async () => {
    const { page, close } = await openPage('/', { pausedClock: true });
    try {
      await hydrated(page, NEXT_SLIDE);
      await settled(page);
      const before = await shownSlide(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await rotationButton(page).waitFor({ state: 'hidden' });
      await page.clock.runFor(3 * AUTOPLAY_MS);
      expect(await shownSlide(page)).toBe(before);
      expect(await rotationButton(page).count()).toBe(0);
    } finally {
      await close();
    }
  });
});

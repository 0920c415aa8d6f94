import type { Page } from 'playwright-core';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sanitizeHtml } from '../../src/lib/domain/sanitize-html';
import { NASTY_RICH_TEXT } from '../fixtures/nasty-rich-text';
import { closeBrowser, openPage } from '../helpers/browser';
import { startServedSite } from '../helpers/served-site';

// Issue 54 in a real HTML parser: where Chromium puts the page's footer after a post's text. A PocketBase and a
// served worker of this file's own, since it writes posts.
let served: Awaited<ReturnType<typeof startServedSite>>;
let admin: PocketBase;

beforeAll(async () => {
  served = await startServedSite('rich-text-e2e');
  admin = served.admin;
}, 180_000);
afterAll(async () => {
  await closeBrowser();
  await served?.close();
});

/** A published post of Aktuelles, dated now, as the admin UI saves it. */
async function createPost(title: string, description: string): Promise<string> {
  const date = new Date().toISOString().replace('T', ' ');
  return (await admin.collection('posts').create({ title, catigory: 'post', date, description, status: 'published' }))
    .id;
}

/** The post's page as Chromium's parser builds it from the server's HTML (no script runs to repair anything). */
async function postPage(id: string) {
  const { page, close } = await openPage(`${served.url}/posts/${id}`, { javaScriptEnabled: false });
  try {
    return await page.evaluate(() => {
      const footer = document.querySelector('body footer');
      return {
        footerInsidePost: !!footer?.closest('article, main'),
        footer: footer?.outerHTML,
        nav: document.querySelector('nav[aria-label="Hauptnavigation"]')?.outerHTML,
      };
    });
  } finally {
    await close();
  }
}

describe('in Chromium, a post’s text cannot reach into the page around it', () => {
  let ordinary: Awaited<ReturnType<typeof postPage>>;
  beforeAll(async () => {
    ordinary = await postPage(await createPost('Ein gewöhnlicher Beitrag', '<p>Text</p>'));
  });

  test.each([
    ['a table cell and a link left open', '<table><tr><td><a href="https://example.org">x'],
    ['an unclosed paragraph and the page’s own end tags', '<p><b>unclosed</div></main></article></body>'],
  ])('%s: the footer is outside the article, and footer and navigation are another post’s', async (_what, text) => {
    const page = await postPage(await createPost(`Beitrag ${Date.now()}`, text));
    expect(ordinary.footer).toBeDefined();
    expect(page).toEqual({ footerInsidePost: false, footer: ordinary.footer, nav: ordinary.nav });
  });
});

describe('Chromium reads every sanitised text as one closed block', () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ page, close } = await openPage('about:blank', { javaScriptEnabled: false }));
  });
  afterAll(() => close());

  test.each(NASTY_RICH_TEXT)('%j: the footer after it is its block’s sibling, and untouched', async (html) => {
    const output = sanitizeHtml(html, 'https://schule.example');
    await page.setContent(`<!DOCTYPE html><html><body><div id="x">${output}</div><footer>F</footer></body></html>`);
    const parsed = await page.evaluate(() => {
      const footer = document.querySelector('footer');
      return {
        body: [...document.body.childNodes].map((node) => node.nodeName),
        footerAfter: footer?.previousElementSibling?.id,
        footer: footer?.innerHTML,
      };
    });
    // Nothing of the text outside its block, and no formatting reopened in the footer.
    expect(parsed).toEqual({ body: ['DIV', 'FOOTER'], footerAfter: 'x', footer: 'F' });
  });
});

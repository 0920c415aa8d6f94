import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ownBackend } from '../helpers/own-backend';
import { get } from '../helpers/worker';

// Issue 54: a post's text is written into the page's HTML as it is, so whatever it leaves open or closes decides
// where the browser puts the rest of the page. PocketBase's admin UI and API store such HTML unchecked.
const backend = ownBackend('rich-text-blocks');
let admin: PocketBase;
let site: Miniflare;

beforeAll(async () => {
  await backend.start();
  admin = await backend.superuser();
  site = await backend.worker();
}, 120_000);
afterAll(() => backend.close());

/** A published post of Aktuelles, dated now, as the admin UI saves it. */
async function createPost(title: string, description: string): Promise<string> {
  const date = new Date().toISOString().replace('T', ' ');
  return (await admin.collection('posts').create({ title, catigory: 'post', date, description, status: 'published' }))
    .id;
}

const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/**
 * The elements open where the page's footer starts, reading the tags strictly in order (an end tag closes only the
 * element opened last, as in the markup React writes): a post's text that leaves one open, or closes one it did not
 * open, shows up here. Scripts, styles and comments are skipped.
 */
function openAtFooter(html: string): string[] {
  const markup = html.replace(/<!--[\s\S]*?-->|<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
  const open: string[] = [];
  for (const [tag, end, name] of markup.matchAll(/<(\/?)([a-z][a-z0-9-]*)\b[^>]*>/gi)) {
    const element = name!.toLowerCase();
    if (element === 'footer' && !end) return open;
    if (VOID.has(element) || tag.endsWith('/>')) continue;
    if (!end) open.push(element);
    else if (open.at(-1) === element) open.pop();
    else open.push(`stray </${element}>`);
  }
  throw new Error('no <footer> in the page');
}

const footerOf = (html: string) => /<footer\b[\s\S]*<\/footer>/.exec(html)?.[0];
const mainNavOf = (html: string) => /<nav aria-label="Hauptnavigation"[\s\S]*?<\/nav>/.exec(html)?.[0];

describe('a post’s text cannot reach into the page around it', () => {
  let ordinary: string;
  beforeAll(async () => {
    const { response, text } = await get(site, `/posts/${await createPost('Ein gewöhnlicher Beitrag', '<p>Text</p>')}`);
    expect(response.status).toBe(200);
    ordinary = text;
  });

  test.each([
    ['a table cell and a link left open', '<table><tr><td><a href="https://example.org">x'],
    ['an unclosed paragraph and the page’s own end tags', '<p><b>unclosed</div></main></article></body>'],
  ])('%s: the footer and the navigation are exactly those of another post’s page', async (_what, description) => {
    const { response, text } = await get(site, `/posts/${await createPost(`Beitrag ${Date.now()}`, description)}`);
    expect(response.status).toBe(200);
    expect(footerOf(text)).toBeDefined();
    expect(footerOf(text)).toBe(footerOf(ordinary));
    expect(mainNavOf(text)).toBeDefined();
    expect(mainNavOf(text)).toBe(mainNavOf(ordinary));
    expect(openAtFooter(text)).toEqual(openAtFooter(ordinary));
  });
});

import { describe, expect, test } from 'vitest';
import pageHead from '../../../src/middleware/page-head';
import { ORIGIN, siteWith } from './site';

const PAGE = '<!doctype html><html lang="de-AT"><head><title>T</title></head><body><main>Seite</main></body></html>';

const nonces: string[] = [];
/** A site whose page declares one piece of structured data, as components/json-ld does while rendering. */
const site = siteWith([pageHead()], (c) => {
  nonces.push(c.var.request.nonce);
  c.var.request.structuredData.push({ '@type': 'School', name: 'Testschule' });
  return c.req.path.startsWith('/RSC/')
    ? c.body('0:["$"]', 200, { 'Content-Type': 'text/x-component' })
    : c.req.path === '/fehlt'
      ? c.html(PAGE, 404)
      : c.html(PAGE);
});

const head = async (path: string) => {
  const html = await (await site.request(`${ORIGIN}${path}`, {}, { SCHOOL_NAME: 'BG Test' })).text();
  return html.slice(0, html.indexOf('</head>'));
};

describe("page head: what the edge writes into a page's <head>", () => {
  test("the site's icons, manifest and feed, once, inside the head", async () => {
    const written = await head('/');
    expect(written).toContain('rel="manifest"');
    expect(written).toContain('application/rss+xml');
    expect(written.match(/rel="manifest"/g)).toHaveLength(1);
  });

  test("a public page that exists carries its JSON-LD with the answer's nonce", async () => {
    const html = await (await site.request(`${ORIGIN}/`)).text();
    const nonce = /<script type="application\/ld\+json" nonce="([^"]+)">[^<]*"@type":"School"/.exec(html)?.[1];
    expect(nonce).toBe(nonces.at(-1));
  });

  test('a missing page and a staff page carry none', async () => {
    expect(await head('/fehlt')).not.toContain('application/ld+json');
    expect(await head('/dash/start')).not.toContain('application/ld+json');
  });

  test('a client navigation is left as it was rendered', async () => {
    expect(await (await site.request(`${ORIGIN}/RSC/R/_root.txt?query=`)).text()).toBe('0:["$"]');
  });
});

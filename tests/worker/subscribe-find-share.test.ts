import type { Miniflare } from 'miniflare';
import ical, { type VEvent } from 'node-ical';
import { XMLParser } from 'fast-xml-parser';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { CLASS_IDS, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { monthRange, parseServerDate, viennaParts } from '../../src/lib/domain/dates';
import { PUBLIC_PAGES } from '../helpers/contract';
import { get, startWorker } from '../helpers/worker';

const SITE_URL = 'https://ms-sonnenberg.example.at';
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

let worker: Miniflare;
let pb: PocketBase;

beforeAll(async () => {
  worker = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl'), SITE_URL });
  pb = new PocketBase(inject('pocketbaseUrl'));
  pb.autoCancellation(false);
});
afterAll(() => worker?.dispose());

const events = (text: string): VEvent[] =>
  Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
const uid = (id: string) => `${id}@ms-sonnenberg.example.at`;
const jsonLd = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, any>,
  );
};

describe('calendar subscription', () => {
  test('/kalender.ics is iCalendar with every entry, each under its own record id', async () => {
    const { response, text } = await get(worker, '/kalender.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const stored = await pb.collection('calendar').getFullList({ sort: 'from_date' });
    expect(
      events(text)
        .map((event) => event.uid)
        .sort(),
    ).toEqual(stored.map((record) => uid(record.id)).sort());
    expect(text).toContain('X-WR-CALNAME:Mittelschule Sonnenberg');
  });

  test('a timed entry starts and ends at its exact stored instants; classes are named', async () => {
    const record = (await pb.collection('calendar').getFullList({ expand: 'relevant_classes' })).find(
      (entry) => !entry.from_date.endsWith('00:00:00.000Z') && entry.relevant_classes.length > 0,
    );
    const event = events((await get(worker, '/kalender.ics')).text).find((item) => item.uid === uid(record!.id));
    expect(event?.start.toISOString()).toBe(new Date(record!.from_date.replace(' ', 'T')).toISOString());
    expect(event?.end?.toISOString()).toBe(new Date(record!.to_date.replace(' ', 'T')).toISOString());
    expect(event?.categories?.length).toBe(record!.relevant_classes.length);
  });

  test("?class= gives that class's entries and the whole school's, nothing else", async () => {
    const classId = CLASS_IDS.firstA;
    const { response, text } = await get(worker, `/kalender.ics?class=${classId}`);
    expect(response.status).toBe(200);
    const stored = await pb.collection('calendar').getFullList();
    const expected = stored.filter(
      (record) => record.relevant_classes.length === 0 || record.relevant_classes.includes(classId),
    );
    expect(expected.length).toBeLessThan(stored.length);
    expect(
      events(text)
        .map((event) => event.uid)
        .sort(),
    ).toEqual(expected.map((record) => uid(record.id)).sort());
    expect(text).toContain('X-WR-CALNAME:Mittelschule Sonnenberg – Klasse 1A');
  });

  test.each(['zzzzzzzzzzzzzzz', 'x', '', "' || 1=1 || '", 'class000000009%'])(
    'a class that does not exist (%j) is a 404, never a wider feed',
    async (classId) => {
      const { response, text } = await get(worker, `/kalender.ics?class=${encodeURIComponent(classId)}`);
      expect(response.status).toBe(404);
      expect(text).not.toContain('BEGIN:VCALENDAR');
    },
  );

  test('/kalender links the whole-school feed and each class feed, to subscribe (webcal) and to download', async () => {
    const { text } = await get(worker, '/kalender');
    expect(text).toContain('href="webcal://ms-sonnenberg.example.at/kalender.ics"');
    expect(text).toMatch(/href="\/kalender.ics" download="kalender.ics"/);
    expect(text).toContain(`href="webcal://ms-sonnenberg.example.at/kalender.ics?class=${CLASS_IDS.firstA}"`);
    expect(text).toContain(`href="/kalender.ics?class=${CLASS_IDS.firstA}"`);
  });
});

describe('news feed', () => {
  test('/feed.xml is RSS 2.0 of Aktuelles, newest first, with absolute links, guid, pubDate and an excerpt', async () => {
    const { response, text } = await get(worker, '/feed.xml');
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const rss = xml.parse(text).rss;
    expect(rss.version).toBe('2.0');
    const items = rss.channel.item as Record<string, any>[];
    const newest = await pb.collection('posts').getList(1, 30, {
      filter: "(catigory = 'post' || catigory = 'event' || catigory = 'all') && archiv = false",
      sort: '-date,-created',
    });
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(items.map((item) => item.link)).toEqual(newest.items.map((post) => `${SITE_URL}/posts/${post.id}`));
    for (const [i, item] of items.entries()) {
      const post = newest.items[i]!;
      expect(item.guid['#text']).toBe(item.link);
      expect(new Date(item.pubDate).toISOString()).toBe(new Date(post.date.replace(' ', 'T')).toISOString());
      expect(item.description).not.toMatch(/<[a-z]/i);
    }
    expect(items.some((item) => item.enclosure?.url.startsWith(`${SITE_URL}/api/files/`))).toBe(true);
  });

  test.each(PUBLIC_PAGES)('%s links the news feed in its head', async (path) => {
    const { text } = await get(worker, path);
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/feed.xml"\/>/);
  });
});

describe('sitemap and robots.txt', () => {
  test('/sitemap.xml names every public list and every post page as absolute addresses, with lastmod', async () => {
    const { response, text } = await get(worker, '/sitemap.xml');
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const urls = xml.parse(text).urlset.url as { loc: string; lastmod?: string }[];
    const locs = urls.map((url) => url.loc);
    for (const path of PUBLIC_PAGES) expect(locs).toContain(`${SITE_URL}${path}`);
    expect(locs).toContain(`${SITE_URL}/old-but-great/${POST_IDS.archivedProject}`);
    const posts = await pb.collection('posts').getFullList();
    expect(locs.filter((loc) => /\/[a-z0-9]{15}$/.test(loc))).toHaveLength(posts.length);
    expect(locs.every((loc) => loc.startsWith(`${SITE_URL}/`))).toBe(true);
    expect(locs.some((loc) => /\/(dash|api|RSC)(\/|$)/.test(new URL(loc).pathname))).toBe(false);
    const pinned = posts.find((post) => post.id === POST_IDS.pinned)!;
    const entry = urls.find((url) => url.loc === `${SITE_URL}/posts/${pinned.id}`);
    expect(entry?.lastmod).toBe(new Date(pinned.updated.replace(' ', 'T')).toISOString());
  });

  test('/robots.txt names the sitemap and keeps crawlers out of the dashboard and RSC payloads', async () => {
    const { response, text } = await get(worker, '/robots.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /dash');
    expect(text).toContain('Disallow: /RSC/');
  });
});

describe('structured data (JSON-LD in the head)', () => {
  test('the home page describes the school: name, address, logo, url', async () => {
    const [school] = jsonLd((await get(worker, '/')).text);
    expect(school).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: 'Mittelschule Sonnenberg',
      url: `${SITE_URL}/`,
      address: { '@type': 'PostalAddress', streetAddress: 'Schulgasse 1', postalCode: '8010', addressCountry: 'AT' },
    });
    expect(school?.logo).toMatch(new RegExp(`^${SITE_URL}/`));
  });

  test.each([
    `/posts/${POST_IDS.pinned}`,
    `/projects/${POST_IDS.project}`,
    `/aktuellesGrossprojekt/${POST_IDS.currentProject}`,
    `/old-but-great/${POST_IDS.archivedProject}`,
  ])('%s is a NewsArticle with headline, datePublished and an absolute image', async (path) => {
    const data = jsonLd((await get(worker, path)).text);
    expect(data).toHaveLength(1);
    const [article] = data;
    expect(article?.['@type']).toBe('NewsArticle');
    expect(article?.headline).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(article?.datePublished))).toBe(false);
    expect(article?.image?.[0]).toMatch(new RegExp(`^${SITE_URL}/`));
    expect(article?.url).toBe(`${SITE_URL}${path}`);
  });

  test('a post that does not exist carries no article', async () => {
    expect(jsonLd((await get(worker, '/posts/zzzzzzzzzzzzzzz')).text)).toEqual([]);
  });

  test("/kalender has one Event per entry of the month, at the school's address", async () => {
    const { year, month } = viennaParts(new Date());
    const { start, end } = monthRange(year, month);
    const stored = await pb.collection('calendar').getFullList();
    const inMonth = stored.filter((record) => {
      const from = parseServerDate(record.from_date)!;
      const to = parseServerDate(record.to_date) ?? from;
      return from < end && to >= start;
    });
    const data = jsonLd((await get(worker, '/kalender')).text);
    expect(inMonth.length).toBeGreaterThan(0);
    expect(data.map((event) => event.name).sort()).toEqual(inMonth.map((record) => record.title).sort());
    for (const event of data) {
      expect(event['@type']).toBe('Event');
      expect(event.name).toEqual(expect.any(String));
      expect(Number.isNaN(Date.parse(event.startDate))).toBe(false);
      expect(Number.isNaN(Date.parse(event.endDate))).toBe(false);
      expect(event.location).toMatchObject({ '@type': 'Place', address: { streetAddress: 'Schulgasse 1' } });
    }
  });
});

describe('web app manifest', () => {
  test('/manifest.webmanifest names the school, its colours, start and display, and PNG icons 192 and 512', async () => {
    const { response, text } = await get(worker, '/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(text);
    expect(manifest).toMatchObject({
      name: 'Mittelschule Sonnenberg',
      short_name: 'MS Sonnenberg',
      start_url: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#fdf6e9',
    });
    const sizes = manifest.icons.map((icon: { sizes: string; type: string }) => `${icon.sizes} ${icon.type}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 image/png', '512x512 image/png']));
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const bytes = Buffer.from(await (await worker.dispatchFetch(`http://127.0.0.1:8787${icon.src}`)).arrayBuffer());
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  test.each([
    ['/og-image.png', 'image/png', '1200x630'],
    ['/apple-touch-icon.png', 'image/png', '180x180'],
  ])('%s is served as %s of %s pixels', async (path, type, size) => {
    const response = await worker.dispatchFetch(`http://127.0.0.1:8787${path}`);
    expect(response.headers.get('content-type')).toBe(type);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
  });

  test('/favicon.ico exists', async () => {
    const response = await worker.dispatchFetch('http://127.0.0.1:8787/favicon.ico');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).readUInt16LE(2)).toBe(1);
  });

  test('a post with an image shares that image; a page without one shares the school image', async () => {
    const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const posts = await pb.collection('posts').getFullList({ filter: "catigory = 'post' && archiv = false" });
    const post = posts.find((candidate) => candidate.files.some((file: string) => /\.(png|jpe?g)$/.test(file)))!;
    const image = post.files.find((file: string) => /\.(png|jpe?g)$/.test(file));
    const withImage = ogImage((await get(worker, `/posts/${post.id}`)).text);
    expect(withImage).toMatch(new RegExp(`^${SITE_URL}/api/files/[^/]+/${post.id}/${image}`));
    expect(ogImage((await get(worker, '/kalender')).text)).toBe(`${SITE_URL}/og-image.png`);
  });

  test.each(PUBLIC_PAGES)('%s links the manifest, the theme colour and the apple-touch-icon', async (path) => {
    const { text } = await get(worker, path);
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(head).toContain('<meta name="theme-color" content="#c2410c"/>');
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  });
});

describe('search (/suche)', () => {
  const hits = (html: string) =>
    [...html.matchAll(/<h2[^>]*><a href="([^"]+)"[^>]*>([\s\S]*?)<\/a><\/h2>/g)].map((match) => ({
      href: match[1],
      title: (match[2] ?? '').replace(/<!-- -->|<\/?mark>/g, ''),
    }));

  test.each(PUBLIC_PAGES)('%s has a search form in its header that works without JavaScript', async (path) => {
    const { text } = await get(worker, path);
    const header = /<header[^>]*>[\s\S]*?<\/header>/.exec(text.slice(text.indexOf('<body')))?.[0] ?? '';
    expect(header).toMatch(/<form role="search"[^>]* action="\/suche" method="get">/);
    const input = /<input[^>]*name="q"[^>]*>/.exec(header)?.[0];
    expect(input).toContain('type="search"');
    expect(input).toContain('maxLength="100"');
  });

  test('finds a post by a word of its title in any case, umlauts included, and marks the word', async () => {
    const { response, text } = await get(worker, `/suche?q=${encodeURIComponent('KÄNGURU')}`);
    expect(response.status).toBe(200);
    expect(hits(text)).toEqual([{ href: `/posts/post00000000008`, title: 'Känguru der Mathematik: Tolle Ergebnisse' }]);
    expect(text).toContain('<mark>Känguru</mark>');
  });

  test('a word prefix finds the longer word; an archived project links to its page under /old-but-great', async () => {
    const { text } = await get(worker, '/suche?q=kletter');
    expect(hits(text)).toEqual([
      { href: '/old-but-great/post00000000019', title: 'Kletterwand im Turnsaal – selbst gebaut' },
    ]);
  });

  test('8 hits a page with links to the next page; beyond the last page is a 404 with a way back', async () => {
    const first = await get(worker, '/suche?q=schul');
    expect(hits(first.text)).toHaveLength(8);
    expect(first.text).toContain('href="/suche?q=schul&amp;page=2"');
    const second = await get(worker, '/suche?q=schul&page=2');
    expect(hits(second.text).some((hit) => hits(first.text).some((other) => other.href === hit.href))).toBe(false);
    const beyond = await get(worker, '/suche?q=schul&page=99');
    expect(beyond.response.status).toBe(404);
    expect(beyond.text).toContain('href="/suche?q=schul"');
  });

  test.each(['%', '_', '*', '%%', "' || true || '", '") || (title != "', "%' || title ~ '"])(
    'the query %j is plain text: no error, no filter, no hit',
    async (query) => {
      const { response, text } = await get(worker, `/suche?q=${encodeURIComponent(query)}`);
      expect(response.status).toBe(200);
      expect(hits(text)).toEqual([]);
    },
  );

  test('a query over 100 characters gets a clear message and no search', async () => {
    const { response, text } = await get(worker, `/suche?q=${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(text).toContain('Bitte kürzen Sie ihn auf höchstens 100 Zeichen.');
    expect(hits(text)).toEqual([]);
  });

  test('no match says so; an empty query shows just the form', async () => {
    expect((await get(worker, '/suche?q=Quantenchromodynamik')).text).toContain(
      'Keine Treffer für „Quantenchromodynamik“',
    );
    const empty = await get(worker, '/suche');
    expect(empty.response.status).toBe(200);
    expect(empty.text).toContain('name="q"');
    expect(empty.text).toContain('<meta name="robots" content="noindex"/>');
  });
});

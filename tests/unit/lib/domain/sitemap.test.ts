import { XMLParser } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { POST_AREAS } from '../../../../src/lib/domain/post-areas';
import {
  pageEntries,
  postEntries,
  readSitemapPart,
  robotsTxt,
  sitemapIndexXml,
  sitemapLists,
  type SitemapPost,
  sitemapXml,
} from '../../../../src/lib/domain/sitemap';

const post = (id: string, over: Partial<SitemapPost>): SitemapPost => ({
  id,
  catigory: 'post',
  archiv: false,
  updated: '2026-01-01 08:00:00.000Z',
  ...over,
});

const posts = [
  post('news', { updated: '2026-03-01 10:00:00.000Z' }),
  post('oldnews', { archiv: true }),
  post('project', { catigory: 'project' }),
  post('oldproject', { catigory: 'project', archiv: true, updated: '2026-05-01 10:00:00.000Z' }),
];

describe('sitemap', () => {
  test("every post's own page is listed under its area, with its last change", () => {
    const entries = postEntries(posts);
    expect(entries.map((entry) => entry.path)).toEqual([
      '/posts/news',
      '/posts/oldnews',
      '/projects/project',
      '/old-but-great/oldproject',
    ]);
    expect(entries[3]?.updated?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  test('every page of the navigation and the legal pages is listed; lists carry the change they were given', () => {
    const entries = pageEntries(new Map([['/posts', '2026-03-01 10:00:00.000Z']]));
    expect(entries.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/posts',
        '/kalender',
        '/archiv',
        '/old-but-great',
        '/benachrichtigungen',
        '/impressum',
        '/datenschutz',
        '/barrierefreiheit',
      ]),
    );
    expect(entries.find((entry) => entry.path === '/posts')?.updated?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(entries.find((entry) => entry.path === '/kalender')?.updated).toBeUndefined();
  });

  test('the lists whose change is asked for: the home page, every area list and the archive, each once', () => {
    const lists = sitemapLists();
    const paths = lists.map((list) => list.path);
    expect(paths).toEqual(['/', ...POST_AREAS.map((area) => area.list), '/archiv']);
    expect(lists[0]).toEqual({ path: '/' });
    expect(lists.at(-1)).toEqual({ path: '/archiv', archive: true });
  });

  test('?teil= names a part by its number; anything else is no part at all, and no parameter the whole', () => {
    const ask = (query: string) => readSitemapPart(new URL(`https://x.at/sitemap.xml${query}`));
    expect(ask('')).toEqual({});
    expect(ask('?teil=1')).toEqual({ part: 1 });
    expect(ask('?teil=12')).toEqual({ part: 12 });
    for (const odd of ['?teil=0', '?teil=-1', '?teil=01', '?teil=1.5', '?teil=x', '?teil=', '?teil=123456']) {
      expect(ask(odd), odd).toBeUndefined();
    }
  });

  test('the index names each part as an absolute address and parses as a sitemaps.org sitemapindex', () => {
    const xml = sitemapIndexXml(3, 'https://x.at');
    expect(new XMLParser().parse(xml).sitemapindex.sitemap).toEqual([
      { loc: 'https://x.at/sitemap.xml?teil=1' },
      { loc: 'https://x.at/sitemap.xml?teil=2' },
      { loc: 'https://x.at/sitemap.xml?teil=3' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  test('the XML has absolute, escaped addresses and parses as a sitemaps.org urlset', () => {
    const xml = sitemapXml(
      [{ path: '/posts?a=1&b=2' }, { path: '/', updated: new Date('2026-01-02T03:04:05Z') }],
      'https://x.at',
    );
    const urls = new XMLParser().parse(xml).urlset.url;
    expect(urls).toEqual([
      { loc: 'https://x.at/posts?a=1&b=2' },
      { loc: 'https://x.at/', lastmod: '2026-01-02T03:04:05.000Z' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://x.at/posts?a=1&amp;b=2</loc></url>',
        '<url><loc>https://x.at/</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(sitemapXml([{ path: `/x?q="<'>` }], 'https://x.at')).toContain(
      '<loc>https://x.at/x?q=&quot;&lt;&apos;&gt;</loc>',
    );
  });

  test('robots.txt names the sitemap absolutely and closes the dashboard and RSC payloads', () => {
    expect(robotsTxt('https://x.at').split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /dash',
        'Disallow: /RSC/',
        'Sitemap: https://x.at/sitemap.xml',
      ]),
    );
  });
});

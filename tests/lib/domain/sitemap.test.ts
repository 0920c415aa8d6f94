import { XMLParser } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { robotsTxt, sitemapEntries, sitemapXml } from '../../../src/lib/domain/sitemap';
import type { Post } from '../../../src/lib/domain/types';

const post = (id: string, over: Partial<Post>): Post => ({
  id,
  collectionId: 'posts',
  title: id,
  files: [],
  catigory: 'post',
  pin: false,
  archiv: false,
  classIds: [],
  teacherIds: [],
  created: '2026-01-01 08:00:00.000Z',
  updated: '2026-01-01 08:00:00.000Z',
  classes: [],
  teachers: [],
  publishing: { status: 'published', publishAt: '' },
  ...over,
});

const posts = [
  post('news', { updated: '2026-03-01 10:00:00.000Z' }),
  post('newest', { catigory: 'creative', updated: '2026-06-01 10:00:00.000Z' }),
  post('sameday', { updated: '2026-03-01 10:00:00.000Z' }),
  post('oldnews', { archiv: true, updated: '2026-04-01 10:00:00.000Z' }),
  post('project', { catigory: 'project', updated: '2026-02-01 10:00:00.000Z' }),
  post('oldproject', { catigory: 'project', archiv: true, updated: '2026-05-01 10:00:00.000Z' }),
];
const updated = (path: string) =>
  sitemapEntries(posts)
    .find((entry) => entry.path === path)
    ?.updated?.toISOString();

describe('sitemap', () => {
  test("every post's own page is listed under its area, with its last change", () => {
    const paths = sitemapEntries(posts).map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/posts/news', '/posts/oldnews', '/projects/project', '/old-but-great/oldproject']),
    );
    expect(updated('/old-but-great/oldproject')).toBe('2026-05-01T10:00:00.000Z');
  });

  test("a list's last change is that of the newest post it shows; the home page's that of any post", () => {
    expect(updated('/posts')).toBe('2026-03-01T10:00:00.000Z');
    expect(updated('/projects')).toBe('2026-02-01T10:00:00.000Z');
    expect(updated('/old-but-great')).toBe('2026-05-01T10:00:00.000Z');
    expect(updated('/archiv')).toBe('2026-05-01T10:00:00.000Z');
    expect(updated('/')).toBe('2026-06-01T10:00:00.000Z');
    expect(updated('/kreatives')).toBe('2026-06-01T10:00:00.000Z');
    expect(updated('/kalender')).toBeUndefined();
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

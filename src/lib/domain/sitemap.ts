import { footerNavigation, mainNavigation } from './navigation';
import { ARCHIVE_LIST, detailHref, POST_AREAS, type PostArea } from './post-areas';
import { parseServerDate } from './dates';
import type { Post } from './types';

export const SITEMAP_PATH = '/sitemap.xml';

/**
 * Addresses per sitemap file. One part is one PocketBase page (1,000, its largest), so no request reads more than
 * that however much a school publishes; sitemaps.org allows 50,000. Up to 1,000 posts (four years of a typical
 * school) the sitemap stays one file; past that /sitemap.xml becomes an index of parts ?teil=1, 2, ….
 */
export const SITEMAP_PART_SIZE = 1000;
const PART_PARAMETER = 'teil';

type SitemapEntry = { path: string; updated?: Date };
export type SitemapPost = Pick<Post, 'id' | 'catigory' | 'archiv' | 'updated'>;

/** Which file /sitemap.xml was asked for: the whole (or the index), part n, or something that is not one. */
export function readSitemapPart(url: URL): { part?: number } | undefined {
  const value = url.searchParams.get(PART_PARAMETER);
  if (value === null) return {};
  return /^[1-9]\d{0,4}$/.test(value) ? { part: Number(value) } : undefined;
}

/** The lists a post can appear in, each with the filter of its posts; '/' lists every post. */
export function sitemapLists(): Array<{ path: string; area?: PostArea; archive?: true }> {
  return [
    { path: '/' },
    ...POST_AREAS.map((area) => ({ path: area.list, area })),
    { path: ARCHIVE_LIST.path, archive: true as const },
  ];
}

/** The navigation's pages and the footer's (notifications, legal pages); lists carry their newest post's change where `updated` knows it. */
export function pageEntries(updated: ReadonlyMap<string, string | undefined>): SitemapEntry[] {
  return [...mainNavigation, ...footerNavigation].map(({ href }) => ({
    path: href,
    updated: parseServerDate(updated.get(href)),
  }));
}

/** Each post's own page. */
export function postEntries(posts: SitemapPost[]): SitemapEntry[] {
  return posts.map((post) => ({ path: detailHref(post), updated: parseServerDate(post.updated) }));
}

/** The sitemap index naming every part. */
export function sitemapIndexXml(parts: number, siteUrl: string): string {
  const sitemaps = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${siteUrl}${SITEMAP_PATH}?${PART_PARAMETER}=${i + 1}`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** The sitemaps.org XML for these entries, with absolute addresses under `siteUrl`. */
export function sitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(({ path, updated }) => {
    const lastmod = updated ? `<lastmod>${updated.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the dashboard and RSC payloads are not for crawlers. Files under /api/files stay open: they are
 * the posts' share images, and messengers that honour robots.txt would show no picture otherwise.
 */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Disallow: /dash', 'Disallow: /RSC/', '', `Sitemap: ${siteUrl}${SITEMAP_PATH}`, ''].join(
    '\n',
  );
}

import { legalNavigation, mainNavigation } from './navigation';
import { ARCHIVE_LIST, detailHref, POST_AREAS, isListed } from './post-areas';
import { parseServerDate } from './dates';
import type { Post } from './types';

export const SITEMAP_PATH = '/sitemap.xml';

type SitemapEntry = { path: string; updated?: Date };

function newest(posts: Pick<Post, 'updated'>[]): Date | undefined {
  let latest: Date | undefined;
  for (const post of posts) {
    const updated = parseServerDate(post.updated);
    if (updated && (!latest || updated > latest)) latest = updated;
  }
  return latest;
}

/** Lists show their newest post's change; the home page the newest of all. */
function listUpdated(path: string, posts: Post[]): Date | undefined {
  if (path === '/') return newest(posts);
  if (path === ARCHIVE_LIST.path) return newest(posts.filter((post) => post.archiv));
  const area = POST_AREAS.find((row) => row.list === path);
  return area ? newest(posts.filter((post) => isListed(area, post))) : undefined;
}

/** Every public page: the navigation's lists and legal pages, then each post's own page. */
export function sitemapEntries(posts: Post[]): SitemapEntry[] {
  const lists = [...mainNavigation, ...legalNavigation].map(({ href }) => ({
    path: href,
    updated: listUpdated(href, posts),
  }));
  const details = posts.map((post) => ({ path: detailHref(post), updated: parseServerDate(post.updated) }));
  return [...lists, ...details];
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

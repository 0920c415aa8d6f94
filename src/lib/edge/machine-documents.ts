import { base64url } from 'jose';
import {
  getCalendarEntries,
  getClasses,
  getListsUpdated,
  getNewestPosts,
  getSitemapPosts,
  isRecordId,
} from '../content';
import { used } from '../content/settle';
import { CALENDAR_FEED_PATH, calendarFeed, calendarFeedSource } from '../domain/calendar-feed';
import { memoize } from '../domain/memo';
import { HOME_LATEST } from '../domain/post-areas';
import { NEWS_FEED_PATH, NEWS_FEED_SIZE, newsFeed } from '../domain/news-feed';
import { MANIFEST_PATH, webManifest } from '../domain/web-manifest';
import {
  pageEntries,
  postEntries,
  readSitemapPart,
  robotsTxt,
  SITEMAP_PATH,
  sitemapIndexXml,
  sitemapXml,
} from '../domain/sitemap';
import { getSiteConfig } from '../platform/request-context';
import { currentSchool } from '../platform/request-context';

type MachineRoute = (url: URL) => Promise<Response>;

/** Only the Content-Type: the page cache keeps these answers and restores nothing else. */
function answer(body: string, contentType: string): Response {
  return new Response(body, { headers: { 'Content-Type': `${contentType}; charset=utf-8` } });
}

function notFound(text: string): Response {
  return new Response(text, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** Calendar feeds this isolate wrote lately (the whole school's and a few classes'), by a digest of their source. */
const writtenFeed = memoize(
  (_sourceDigest: string, ...input: Parameters<typeof calendarFeed>) => calendarFeed(...input),
  (sourceDigest) => sourceDigest,
  8,
);

/**
 * The feed's text, written anew only when what it is written from changed (calendarFeedSource). The page cache
 * lets a feed go after the TTL like every page, and at ten years writing the school's feed (2,500 entries, 0.9 MB)
 * took 93 ms of CPU, every time (bench/README.md, "Ten years of content").
 */
async function calendarText(...input: Parameters<typeof calendarFeed>): Promise<string> {
  const source = new TextEncoder().encode(calendarFeedSource(...input));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', source));
  return writtenFeed(base64url.encode(digest), ...input);
}

/** The whole school's calendar, or one class's plus the whole school's; an unknown class is a 404, never a wider feed. */
async function calendar(url: URL): Promise<Response> {
  const classId = url.searchParams.get('class');
  const { siteUrl } = getSiteConfig();
  if (classId === null) {
    const [entries, school] = await Promise.all([getCalendarEntries().then(used), currentSchool()]);
    return answer(await calendarText(entries, { school, siteUrl }), 'text/calendar');
  }
  if (!isRecordId(classId)) return notFound('Diese Klasse gibt es nicht.');
  const [classes, entries, school] = await Promise.all([
    getClasses().then(used),
    getCalendarEntries(classId).then(used),
    currentSchool(),
  ]);
  const schoolClass = classes.find((candidate) => candidate.id === classId);
  if (!schoolClass) return notFound('Diese Klasse gibt es nicht.');
  return answer(await calendarText(entries, { school, siteUrl, className: schoolClass.displayName }), 'text/calendar');
}

async function news(): Promise<Response> {
  const { area } = HOME_LATEST;
  const [posts, school] = await Promise.all([getNewestPosts(area, NEWS_FEED_SIZE).then(used), currentSchool()]);
  const body = newsFeed(posts, {
    school,
    siteUrl: getSiteConfig().siteUrl,
    listPath: area.list,
    listLabel: area.label,
  });
  return answer(body, 'application/rss+xml');
}

/**
 * The whole sitemap while it fits one part; past that an index of parts (?teil=n), the first with the pages. Each
 * answer reads one page of posts, never all.
 */
async function sitemap(url: URL): Promise<Response> {
  const asked = readSitemapPart(url);
  if (!asked) return notFound('Diesen Teil der Sitemap gibt es nicht.');
  const part = asked.part ?? 1;
  const { siteUrl } = getSiteConfig();
  const [posts, listsUpdated] = await Promise.all([
    getSitemapPosts(part).then(used),
    part === 1 ? getListsUpdated().then(used) : undefined,
  ]);
  if (asked.part === undefined && posts.totalPages > 1) {
    return answer(sitemapIndexXml(posts.totalPages, siteUrl), 'application/xml');
  }
  if (part > Math.max(posts.totalPages, 1)) return notFound('Diesen Teil der Sitemap gibt es nicht.');
  const pages = listsUpdated ? pageEntries(listsUpdated) : [];
  return answer(sitemapXml([...pages, ...postEntries(posts.items)], siteUrl), 'application/xml');
}

async function robots(): Promise<Response> {
  return answer(robotsTxt(getSiteConfig().siteUrl), 'text/plain');
}

async function manifest(): Promise<Response> {
  const school = await currentSchool();
  return answer(JSON.stringify(webManifest(school)), 'application/manifest+json');
}

/** Addresses the edge answers itself: feeds and files for apps and crawlers, not pages. */
export const MACHINE_ROUTES: Record<string, MachineRoute> = {
  [CALENDAR_FEED_PATH]: calendar,
  [NEWS_FEED_PATH]: news,
  [SITEMAP_PATH]: sitemap,
  '/robots.txt': robots,
  [MANIFEST_PATH]: manifest,
};

/** Content types these answers carry: the page cache keeps them like pages. */
export const MACHINE_CONTENT_TYPES = /^(text\/(calendar|plain)|application\/(rss\+xml|xml|manifest\+json))/;

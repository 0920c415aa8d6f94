import { Feed } from 'feed';
import { parseServerDate } from './dates';
import { imageType, shareImageOf } from './images';
import { detailHref } from './post-areas';
import type { SchoolIdentity } from './school';
import { excerpt } from './text';
import type { Post } from './types';

/** How many of the newest posts the feed carries (contract.md: at least 20). */
export const NEWS_FEED_SIZE = 30;
export const NEWS_FEED_PATH = '/feed.xml';

type NewsFeedOptions = { school: SchoolIdentity; siteUrl: string; listPath: string; listLabel: string };

/** A post's date for feeds and structured data: the date editors gave it, else when it was created. */
export function publishedAt(post: Pick<Post, 'date' | 'created'>): Date {
  return parseServerDate(post.date) ?? parseServerDate(post.created) ?? new Date(0);
}

/** RSS 2.0 of a list of posts, newest first as given: absolute links, a text excerpt, the first image as enclosure. */
export function newsFeed(posts: Post[], { school, siteUrl, listPath, listLabel }: NewsFeedOptions): string {
  const feed = new Feed({
    id: `${siteUrl}${listPath}`,
    title: `${listLabel} – ${school.name}`,
    description: `Neuigkeiten von ${school.name}`,
    link: `${siteUrl}${listPath}`,
    language: 'de-AT',
    copyright: school.name,
    feedLinks: { rss: `${siteUrl}${NEWS_FEED_PATH}` },
    generator: false,
    updated: posts[0] ? publishedAt(posts[0]) : undefined,
    ttl: 60,
  });
  for (const post of posts) {
    const link = `${siteUrl}${detailHref(post)}`;
    const image = shareImageOf(post);
    feed.addItem({
      title: post.title,
      id: link,
      guid: link,
      link,
      date: publishedAt(post),
      description: excerpt(post.description, 400),
      enclosure: image && { url: new URL(image.url, `${siteUrl}/`).href, type: imageType(image), length: 0 },
    });
  }
  return feed.rss2();
}

import { aPost } from '../../fixtures';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { newsFeed, publishedAt } from '../../../../src/lib/domain/news-feed';
import { fallbackSchool } from '../../../../src/lib/domain/school';
import type { Post } from '../../../../src/lib/domain/types';

const school = fallbackSchool('Mittelschule Sonnenberg', 'MS Sonnenberg');
const siteUrl = 'https://ms.example.at';
const options = { school, siteUrl, listPath: '/posts', listLabel: 'Aktuelles' };

const post = (over: Partial<Post>): Post =>
  aPost({
    description: '<p>Alle liefen <strong>mit</strong> &amp; viel Spaß.</p>',
    date: '2026-06-01 08:00:00.000Z',
    ...over,
  });

const items = (xml: string) => {
  const item = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml).rss.channel.item;
  return (Array.isArray(item) ? item : [item]) as Record<string, any>[];
};

describe('news feed (RSS 2.0)', () => {
  test('an item links the post absolutely, as guid too, with its date and a text excerpt', () => {
    const [item] = items(newsFeed([post({})], options));
    expect(item).toMatchObject({ title: 'Sporttag', link: `${siteUrl}/posts/post00000000001` });
    expect(item?.guid['#text']).toBe(`${siteUrl}/posts/post00000000001`);
    expect(new Date(item?.pubDate).toISOString()).toBe('2026-06-01T08:00:00.000Z');
    expect(item?.description).toBe('Alle liefen mit & viel Spaß.');
  });

  test("a post's link follows where it lives: an archived project under /old-but-great", () => {
    const [item] = items(newsFeed([post({ catigory: 'project', archiv: true })], options));
    expect(item?.link).toBe(`${siteUrl}/old-but-great/post00000000001`);
  });

  test('the first shareable image is the enclosure, with an absolute address and its type', () => {
    const files = [
      { name: 'plan.pdf', url: '/api/files/posts/p/plan.pdf', isImage: false },
      { name: 'logo.svg', url: '/api/files/posts/p/logo.svg', isImage: true },
      { name: 'foto.jpg', url: '/api/files/posts/p/foto.jpg', isImage: true },
    ];
    const [item] = items(newsFeed([post({ files })], options));
    expect(item?.enclosure).toMatchObject({ url: `${siteUrl}/api/files/posts/p/foto.jpg`, type: 'image/jpeg' });
    expect(items(newsFeed([post({})], options))[0]?.enclosure).toBeUndefined();
  });

  test('a post without a date is dated when it was created', () => {
    expect(publishedAt(post({ date: undefined })).toISOString()).toBe('2026-05-01T08:00:00.000Z');
  });

  test('the channel names the list and the school, and links itself', () => {
    const xml = newsFeed([post({})], options);
    const channel = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml).rss.channel;
    expect(channel.title).toBe('Aktuelles – Mittelschule Sonnenberg');
    expect(channel.link).toBe(`${siteUrl}/posts`);
    expect(channel.language).toBe('de-AT');
    expect(channel['atom:link'].href).toBe(`${siteUrl}/feed.xml`);
  });
});

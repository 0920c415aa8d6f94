import { describe, expect, test } from 'vitest';
import { pageHead, siteHeadTags } from '../../../../src/lib/domain/head-tags';
import { fallbackSchool } from '../../../../src/lib/domain/school';

const school = { ...fallbackSchool('Mittelschule Sonnenberg', 'MS Sonnenberg') };
const SITE = 'https://schule.example';
const attribute = (tags: ReturnType<typeof pageHead>['tags'], key: string, value: string) =>
  tags.find((tag) => tag.attributes[key] === value)?.attributes;

describe('the head of a page', () => {
  test('titles it with the school short name and shares it with its canonical address', () => {
    const { title, tags } = pageHead({ title: 'Kalender', path: '/kalender', description: 'Termine' }, school, SITE);
    expect(title).toBe('Kalender - MS Sonnenberg');
    expect(attribute(tags, 'rel', 'canonical')?.href).toBe('https://schule.example/kalender');
    expect(attribute(tags, 'property', 'og:url')?.content).toBe('https://schule.example/kalender');
    expect(attribute(tags, 'property', 'og:title')?.content).toBe(title);
    expect(attribute(tags, 'name', 'twitter:description')?.content).toBe('Termine');
    expect(attribute(tags, 'property', 'og:type')?.content).toBe('website');
    expect(attribute(tags, 'name', 'robots')).toBeUndefined();
  });

  test('describes a page without its own text by the school, and resolves a share image against the site', () => {
    const { tags } = pageHead({ title: 'X', path: '/x', image: '/api/files/a/b/c.png', type: 'article' }, school, SITE);
    expect(attribute(tags, 'name', 'description')?.content).toMatch(/^Mittelschule Sonnenberg: /);
    expect(attribute(tags, 'property', 'og:image')?.content).toBe('https://schule.example/api/files/a/b/c.png');
    expect(attribute(tags, 'property', 'og:type')?.content).toBe('article');
    expect(pageHead({ title: 'X', path: '/x' }, school, SITE).tags.at(-1)?.attributes.content).toBe(
      'https://schule.example/og-image.png',
    );
  });

  test("names a post photo's alt text for share previews; no alt tag for a decorative photo or the built-in image", () => {
    const page = { title: 'X', path: '/x', image: '/api/files/a/b/c.png' };
    const altOf = (tags: ReturnType<typeof pageHead>['tags']) => [
      attribute(tags, 'property', 'og:image:alt')?.content,
      attribute(tags, 'name', 'twitter:image:alt')?.content,
    ];
    expect(altOf(pageHead({ ...page, imageAlt: 'Die 3B im Turnsaal' }, school, SITE).tags)).toEqual([
      'Die 3B im Turnsaal',
      'Die 3B im Turnsaal',
    ]);
    expect(altOf(pageHead({ ...page, imageAlt: '' }, school, SITE).tags)).toEqual([undefined, undefined]);
    expect(altOf(pageHead(page, school, SITE).tags)).toEqual([undefined, undefined]);
    expect(altOf(pageHead({ title: 'X', path: '/x', imageAlt: 'Foto' }, school, SITE).tags)).toEqual([
      undefined,
      undefined,
    ]);
  });

  test('asks search engines to skip a placeholder page', () => {
    const { tags } = pageHead({ title: 'X', path: '/x', noindex: true }, school, SITE);
    expect(attribute(tags, 'name', 'robots')?.content).toBe('noindex');
  });

  test('links the school logo as icon, else the built-in one, and the theme colour of a refused accent is the built-in', () => {
    const icon = (tags: ReturnType<typeof siteHeadTags>) => attribute(tags, 'rel', 'icon')?.href;
    expect(icon(siteHeadTags(school))).toBe('/favicon.svg');
    expect(icon(siteHeadTags({ ...school, logo: '/api/files/s/1/logo.svg' }))).toBe('/api/files/s/1/logo.svg');
    const builtIn = attribute(siteHeadTags(school), 'name', 'theme-color')?.content;
    expect(attribute(siteHeadTags({ ...school, accentColor: '#ffcc00' }), 'name', 'theme-color')?.content).toBe(
      builtIn,
    );
    expect(attribute(siteHeadTags({ ...school, accentColor: '#1d4ed8' }), 'name', 'theme-color')?.content).toBe(
      '#1d4ed8',
    );
  });
});

describe('the tags, in full', () => {
  test('a page: description, canonical, robots when asked, Open Graph and Twitter, in this order', () => {
    const { tags } = pageHead(
      { title: 'Kalender', path: '/kalender', description: 'Termine', noindex: true },
      school,
      SITE,
    );
    const url = 'https://schule.example/kalender';
    const image = 'https://schule.example/og-image.png';
    const title = 'Kalender - MS Sonnenberg';
    expect(tags).toEqual([
      { tag: 'meta', attributes: { name: 'description', content: 'Termine' } },
      { tag: 'link', attributes: { rel: 'canonical', href: url } },
      { tag: 'meta', attributes: { name: 'robots', content: 'noindex' } },
      { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
      { tag: 'meta', attributes: { property: 'og:locale', content: 'de_AT' } },
      { tag: 'meta', attributes: { property: 'og:site_name', content: 'Mittelschule Sonnenberg' } },
      { tag: 'meta', attributes: { property: 'og:title', content: title } },
      { tag: 'meta', attributes: { property: 'og:description', content: 'Termine' } },
      { tag: 'meta', attributes: { property: 'og:url', content: url } },
      { tag: 'meta', attributes: { property: 'og:image', content: image } },
      { tag: 'meta', attributes: { name: 'twitter:card', content: 'summary_large_image' } },
      { tag: 'meta', attributes: { name: 'twitter:title', content: title } },
      { tag: 'meta', attributes: { name: 'twitter:description', content: 'Termine' } },
      { tag: 'meta', attributes: { name: 'twitter:image', content: image } },
    ]);
  });

  test('every page: theme colour, icon, apple-touch-icon, manifest and the news feed', () => {
    expect(siteHeadTags(school).slice(1)).toEqual([
      { tag: 'link', attributes: { rel: 'icon', href: '/favicon.svg' } },
      { tag: 'link', attributes: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' } },
      { tag: 'link', attributes: { rel: 'manifest', href: '/manifest.webmanifest' } },
      {
        tag: 'link',
        attributes: {
          rel: 'alternate',
          type: 'application/rss+xml',
          title: 'Aktuelles – Mittelschule Sonnenberg',
          href: '/feed.xml',
        },
      },
    ]);
  });
});

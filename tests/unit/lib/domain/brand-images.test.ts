import { expect, test } from 'vitest';
import { brandImages } from '../../../../src/lib/domain/brand-images';
import { pageHead, siteHeadTags } from '../../../../src/lib/domain/head-tags';
import { fallbackSchool } from '../../../../src/lib/domain/school';
import { articleData, schoolData } from '../../../../src/lib/domain/structured-data';
import { webManifest } from '../../../../src/lib/domain/web-manifest';

const single = fallbackSchool('Mittelschule Sonnenberg', 'MS Sonnenberg');
const registered = fallbackSchool('Volksschule Bergblick', 'VS Bergblick', false);
const withLogo = { ...registered, logo: '/api/files/school/s1/logo.svg' };
const SITE = 'https://bergblick.schule.at';
const images = (tags: { attributes: Record<string, string> }[]) =>
  tags.map(({ attributes }) => attributes.content ?? attributes.href).filter((v) => /\.(png|svg)$/.test(v ?? ''));

test('the deployment’s own school uses the build’s share image and app icons', () => {
  expect(brandImages(single).share).toBe('/og-image.png');
  expect(webManifest(single).icons.map((icon) => icon.src)).toContain('/icons/icon-512.png');
  expect(images(siteHeadTags(single))).toEqual(['/favicon.svg', '/apple-touch-icon.png']);
});

test('a school of the registry never shows the build’s images: its logo, or no share image and the neutral icon', () => {
  const { tags } = pageHead({ title: 'Start', path: '/' }, registered, SITE);
  expect(tags.some((tag) => tag.attributes.property === 'og:image')).toBe(false);
  expect(tags.find((tag) => tag.attributes.name === 'twitter:card')?.attributes.content).toBe('summary');
  expect(webManifest(registered).icons).toEqual([
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ]);
  expect(images(siteHeadTags(registered))).toEqual(['/favicon.svg']);
  expect((schoolData(registered, SITE) as { logo?: string }).logo).toBeUndefined();

  const logoHead = pageHead({ title: 'Start', path: '/' }, withLogo, SITE).tags;
  expect(logoHead.find((tag) => tag.attributes.property === 'og:image')?.attributes.content).toBe(
    `${SITE}/api/files/school/s1/logo.svg`,
  );
  expect(webManifest(withLogo).icons.map((icon) => icon.src)).toEqual(['/api/files/school/s1/logo.svg']);
  expect(images(siteHeadTags(withLogo))).toEqual(['/api/files/school/s1/logo.svg', '/api/files/school/s1/logo.svg']);
  expect((schoolData(withLogo, SITE) as { logo?: string }).logo).toBe(`${SITE}/api/files/school/s1/logo.svg`);
});

test('an article without a photo of a registry school has no image, not the build’s', () => {
  const post = {
    id: 'p1',
    title: 'Fest',
    description: '',
    date: '2026-06-01 10:00:00.000Z',
    created: '2026-06-01 10:00:00.000Z',
    updated: '2026-06-01 10:00:00.000Z',
    files: [],
    catigory: 'post',
    class: [],
    teacher: [],
    pin: false,
    archiv: false,
  } as never;
  expect(articleData(post, registered, SITE).image).toBeUndefined();
  expect(articleData(post, single, SITE).image).toEqual([`${SITE}/og-image.png`]);
});

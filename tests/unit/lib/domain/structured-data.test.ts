import { aPost, anEntry } from '../../fixtures';
import { describe, expect, test } from 'vitest';
import { fallbackSchool } from '../../../../src/lib/domain/school';
import { articleData, eventData, jsonLdText, schoolData } from '../../../../src/lib/domain/structured-data';

const siteUrl = 'https://ms.example.at';
const school = {
  ...fallbackSchool('Mittelschule Sonnenberg', 'MS Sonnenberg'),
  street: 'Schulgasse 1',
  postcode: '8010',
  city: 'Sonnenberg',
};
const post = aPost({
  files: [{ name: 'foto.png', url: '/api/files/posts/post00000000001/foto.png', isImage: true }],
  date: '2026-06-01 08:00:00.000Z',
  catigory: 'currentProject',
  updated: '2026-05-02 08:00:00.000Z',
});
const entry = (from: string, to: string) => anEntry({ id: 'cal1', title: 'Skikurs', from, to, updated: '' });

/** The school's address as search engines get it. */
const ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: 'Schulgasse 1',
  postalCode: '8010',
  addressLocality: 'Sonnenberg',
  addressCountry: 'AT',
};

describe('structured data', () => {
  test('the school in full: alternate name, phone and e-mail only when they differ or exist', () => {
    const full = { ...school, phone: '+43 316 000', email: 'office@ms.example.at' };
    expect(schoolData(full, siteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: 'Mittelschule Sonnenberg',
      alternateName: 'MS Sonnenberg',
      url: `${siteUrl}/`,
      logo: `${siteUrl}/icons/icon-512.png`,
      address: ADDRESS,
      telephone: '+43 316 000',
      email: 'office@ms.example.at',
    });
    const bare = schoolData({ ...school, shortName: school.name }, siteUrl) as unknown as Record<string, unknown>;
    expect([bare.alternateName, bare.telephone, bare.email]).toEqual([undefined, undefined, undefined]);
  });

  test('an article in full, its headline cut to 110 characters, no description without text', () => {
    const long = { ...post, title: 'x'.repeat(120), description: '<p>Ein Tag im Freien.</p>' };
    expect(articleData(long, school, siteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'x'.repeat(110),
      description: 'Ein Tag im Freien.',
      datePublished: '2026-06-01T08:00:00.000Z',
      dateModified: '2026-05-02T08:00:00.000Z',
      image: [`${siteUrl}/api/files/posts/post00000000001/foto.png`],
      url: `${siteUrl}/aktuellesGrossprojekt/post00000000001`,
      mainEntityOfPage: `${siteUrl}/aktuellesGrossprojekt/post00000000001`,
      author: { '@type': 'School', name: 'Mittelschule Sonnenberg', url: `${siteUrl}/` },
      publisher: { '@type': 'School', name: 'Mittelschule Sonnenberg', url: `${siteUrl}/` },
    });
    const plain = articleData({ ...post, updated: '' }, school, siteUrl) as unknown as Record<string, unknown>;
    expect([plain.description, plain.dateModified]).toEqual([undefined, undefined]);
  });

  test('an event in full', () => {
    expect(
      eventData(
        { ...entry('2026-03-10 17:00:00.000Z', '2026-03-10 19:00:00.000Z'), description: 'Aula' },
        school,
        siteUrl,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Skikurs',
      description: 'Aula',
      startDate: '2026-03-10T17:00:00.000Z',
      endDate: '2026-03-10T19:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Mittelschule Sonnenberg',
        address: ADDRESS,
      },
      organizer: { '@type': 'School', name: 'Mittelschule Sonnenberg', url: `${siteUrl}/` },
      url: `${siteUrl}/kalender`,
    });
  });

  test('the school: name, postal address, logo and url, all absolute', () => {
    expect(schoolData({ ...school, logo: '/api/files/school/x/logo.svg' }, siteUrl)).toMatchObject({
      '@type': 'School',
      name: 'Mittelschule Sonnenberg',
      url: `${siteUrl}/`,
      logo: `${siteUrl}/api/files/school/x/logo.svg`,
      address: {
        streetAddress: 'Schulgasse 1',
        postalCode: '8010',
        addressLocality: 'Sonnenberg',
        addressCountry: 'AT',
      },
    });
    expect((schoolData(school, siteUrl) as unknown as Record<string, unknown>).logo).toBe(
      `${siteUrl}/icons/icon-512.png`,
    );
  });

  test("an article: headline, publication date, its image, its own page's address", () => {
    expect(articleData(post, school, siteUrl)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Sporttag',
      datePublished: '2026-06-01T08:00:00.000Z',
      dateModified: '2026-05-02T08:00:00.000Z',
      image: [`${siteUrl}/api/files/posts/post00000000001/foto.png`],
      url: `${siteUrl}/aktuellesGrossprojekt/post00000000001`,
    });
    expect(articleData({ ...post, files: [] }, school, siteUrl).image).toEqual([`${siteUrl}/og-image.png`]);
  });

  test('an all-day event gives its first and last day; a timed one its exact instants', () => {
    // 12.–16. Jänner in Vienna
    expect(eventData(entry('2026-01-11 23:00:00.000Z', '2026-01-15 23:00:00.000Z'), school, siteUrl)).toMatchObject({
      startDate: '2026-01-12',
      endDate: '2026-01-16',
      location: { '@type': 'Place', name: 'Mittelschule Sonnenberg', address: { streetAddress: 'Schulgasse 1' } },
    });
    expect(eventData(entry('2026-03-10 17:00:00.000Z', '2026-03-10 19:00:00.000Z'), school, siteUrl)).toMatchObject({
      startDate: '2026-03-10T17:00:00.000Z',
      endDate: '2026-03-10T19:00:00.000Z',
    });
    expect(eventData(entry('', ''), school, siteUrl)).toBeUndefined();
  });

  test('nothing in the data can close the script element early', () => {
    const text = jsonLdText({ headline: '</script><script>alert(1)</script>\u2028\u2029' });
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(text).toContain('\\u2028\\u2029');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>\u2028\u2029' });
  });
});

import type { Event, NewsArticle, PostalAddress, School, WithContext } from 'schema-dts';
import { entrySpan } from './calendar-feed';
import { publishedAt } from './news-feed';
import { parseServerDate } from './dates';
import { shareImageOf } from './images';
import { detailHref } from './post-areas';
import type { SchoolIdentity } from './school';
import { brandImages, iconPath } from './brand-images';
import { excerpt } from './text';
import type { CalendarEntry, Post } from './types';

function absolute(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

function postalAddress(school: SchoolIdentity): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: school.street || undefined,
    postalCode: school.postcode || undefined,
    addressLocality: school.city || undefined,
    addressCountry: 'AT',
  };
}

/** The school itself, for search engines' knowledge panel: name, address, logo, url. */
export function schoolData(school: SchoolIdentity, siteUrl: string): WithContext<School> {
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    name: school.name,
    alternateName: school.shortName !== school.name ? school.shortName : undefined,
    url: `${siteUrl}/`,
    logo: school.logo || school.builtImages ? absolute(school.logo || iconPath(512), siteUrl) : undefined,
    address: postalAddress(school),
    telephone: school.phone || undefined,
    email: school.email || undefined,
  };
}

/** A post or project page as a news article: headline, dates, image, publisher. */
export function articleData(post: Post, school: SchoolIdentity, siteUrl: string): WithContext<NewsArticle> {
  const image = shareImageOf(post);
  const { share } = brandImages(school);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title.slice(0, 110),
    description: excerpt(post.description, 300) || undefined,
    datePublished: publishedAt(post).toISOString(),
    dateModified: parseServerDate(post.updated)?.toISOString(),
    image: image ? [absolute(image.url, siteUrl)] : share ? [absolute(share, siteUrl)] : undefined,
    url: absolute(detailHref(post), siteUrl),
    mainEntityOfPage: absolute(detailHref(post), siteUrl),
    author: { '@type': 'School', name: school.name, url: `${siteUrl}/` },
    publisher: { '@type': 'School', name: school.name, url: `${siteUrl}/` },
  };
}

function dateValue(date: Date, allDay: boolean, lastDay = false): string {
  if (!allDay) return date.toISOString();
  // all-day spans end the day after their last day (iCalendar's exclusive end): schema.org wants the last day
  const day = lastDay ? new Date(date.getTime() - 86_400_000) : date;
  return day.toISOString().slice(0, 10);
}

/** One calendar entry as an event at the school. */
export function eventData(
  entry: CalendarEntry,
  school: SchoolIdentity,
  siteUrl: string,
): WithContext<Event> | undefined {
  const span = entrySpan(entry);
  if (!span) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: entry.title,
    description: entry.description,
    startDate: dateValue(span.start, span.allDay),
    endDate: dateValue(span.end, span.allDay, true),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: school.name, address: postalAddress(school) },
    organizer: { '@type': 'School', name: school.name, url: `${siteUrl}/` },
    url: `${siteUrl}/kalender`,
  };
}

/** JSON for a <script type="application/ld+json">: nothing in it can end the script element early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

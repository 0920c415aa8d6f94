import { checkAccentColor, themeColor } from './accent-color';
import { NEWS_FEED_PATH } from './news-feed';
import { HOME_LATEST } from './post-areas';
import type { SchoolIdentity } from './school';
import { brandImages, NEUTRAL_ICON } from './brand-images';
import { MANIFEST_PATH } from './web-manifest';

/**
 * A <meta> or <link> of a page's <head>. The edge writes them into the HTML of a page load (lib/edge/head-tags-html), so
 * the RSC payload does not carry them: only crawlers, share previews and the browser's page load read them.
 */
export type HeadTag = { tag: 'meta' | 'link'; attributes: Record<string, string> };

export type PageDescription = {
  /** The page's own name; the school's short name is appended (seed-spec section 1). */
  title: string;
  description?: string;
  /** Site-relative path of this page, for canonical and og:url. */
  path: string;
  /** Site-relative or absolute image URL for social previews. */
  image?: string;
  /** The image's alt text, for share previews that read it out; none for the built-in image or a decorative photo. */
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
};

const meta = (attributes: Record<string, string>): HeadTag => ({ tag: 'meta', attributes });
const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });

/** The document title and the description, canonical, Open Graph and Twitter tags of one page. */
export function pageHead(page: PageDescription, school: SchoolIdentity, siteUrl: string) {
  const title = `${page.title} - ${school.shortName}`;
  const text =
    page.description ??
    `${school.name}: Neuigkeiten, Projekte, Termine und Informationen für Schüler:innen und Eltern.`;
  const url = `${siteUrl}${page.path}`;
  const share = page.image ?? brandImages(school).share;
  const image = share ? new URL(share, `${siteUrl}/`).href : undefined;
  const imageAlt = page.image && page.imageAlt ? page.imageAlt : undefined;
  const tags = [
    meta({ name: 'description', content: text }),
    link({ rel: 'canonical', href: url }),
    ...(page.noindex ? [meta({ name: 'robots', content: 'noindex' })] : []),
    meta({ property: 'og:type', content: page.type ?? 'website' }),
    meta({ property: 'og:locale', content: 'de_AT' }),
    meta({ property: 'og:site_name', content: school.name }),
    meta({ property: 'og:title', content: title }),
    meta({ property: 'og:description', content: text }),
    meta({ property: 'og:url', content: url }),
    ...(image ? [meta({ property: 'og:image', content: image })] : []),
    ...(imageAlt ? [meta({ property: 'og:image:alt', content: imageAlt })] : []),
    meta({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
    meta({ name: 'twitter:title', content: title }),
    meta({ name: 'twitter:description', content: text }),
    ...(image ? [meta({ name: 'twitter:image', content: image })] : []),
    ...(imageAlt ? [meta({ name: 'twitter:image:alt', content: imageAlt })] : []),
  ];
  return { title, tags };
}

/** What every page of the school's site links in its head: theme colour, icons, manifest, news feed. */
export function siteHeadTags(school: SchoolIdentity): HeadTag[] {
  // A refused colour keeps the built-in one (the page's inline style does the same, edge/page-head).
  const accent = school.accentColor ? checkAccentColor(school.accentColor) : undefined;
  const { touchIcon } = brandImages(school);
  return [
    meta({ name: 'theme-color', content: themeColor(accent) }),
    link({ rel: 'icon', href: school.logo || NEUTRAL_ICON }),
    ...(touchIcon ? [link({ rel: 'apple-touch-icon', href: touchIcon })] : []),
    link({ rel: 'manifest', href: MANIFEST_PATH }),
    link({
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${HOME_LATEST.area.label} – ${school.name}`,
      href: NEWS_FEED_PATH,
    }),
  ];
}

import { getSiteConfig } from '../lib/platform/config';
import { currentSchool } from '../lib/platform/request-state';

type PageMetaProps = {
  /** The page's own name; the school's short name is appended (seed-spec section 1). */
  title: string;
  description?: string;
  /** Site-relative path of this page, for canonical and og:url. */
  path: string;
  /** Site-relative or absolute image URL for social previews. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
};

/** Title, description, canonical, Open Graph and Twitter tags; React hoists them into <head>. */
export async function PageMeta({ title, description, path, image, type = 'website', noindex }: PageMetaProps) {
  const { siteUrl } = getSiteConfig();
  const school = await currentSchool();
  const fullTitle = `${title} - ${school.shortName}`;
  const text =
    description ?? `${school.name}: Neuigkeiten, Projekte, Termine und Informationen für Schüler:innen und Eltern.`;
  const url = `${siteUrl}${path}`;
  const imageUrl = image ? new URL(image, `${siteUrl}/`).href : `${siteUrl}/og-image.png`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="de_AT" />
      <meta property="og:site_name" content={school.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}

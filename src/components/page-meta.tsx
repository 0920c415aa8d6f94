import { type PageDescription, pageHead } from '../lib/domain/head-tags';
import { getSiteConfig } from '../lib/platform/request-context';
import { addHeadTags, currentSchool } from '../lib/platform/request-context';

/**
 * The page's <title>, which React hoists into <head> and updates on client navigations. Its description,
 * canonical, Open Graph and Twitter tags go to the edge, which writes them into the page load's <head>.
 */
export async function PageMeta(page: PageDescription) {
  const { title, tags } = pageHead(page, await currentSchool(), getSiteConfig().siteUrl);
  addHeadTags(tags);
  return <title>{title}</title>;
}

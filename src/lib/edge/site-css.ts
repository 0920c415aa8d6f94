import assetsManifest from 'virtual:vite-rsc/assets-manifest';

const manifest = assetsManifest as { siteCss?: string; dashboardCss?: string };

/**
 * The site's CSS, which scripts/build/site-css.mjs moved into the assets manifest at build time;
 * undefined under `waku dev`, where Vite links and injects the stylesheets itself.
 */
export const SITE_CSS: string | undefined = manifest.siteCss;

const STAFF_AREA_CSS = manifest.dashboardCss ? `${manifest.siteCss ?? ''}\n${manifest.dashboardCss}` : SITE_CSS;

/** The stylesheet of a page: dashboard pages add the staff area's own rules, which public pages do without. */
export function siteCssFor({ staffArea }: { staffArea: boolean }): string | undefined {
  return staffArea ? STAFF_AREA_CSS : SITE_CSS;
}

import assetsManifest from 'virtual:vite-rsc/assets-manifest';

/**
 * The site's whole CSS, which scripts/build/site-css.mjs moved into the assets manifest at build time;
 * undefined under `waku dev`, where Vite links and injects the stylesheets itself.
 */
export const SITE_CSS: string | undefined = (assetsManifest as { siteCss?: string }).siteCss;

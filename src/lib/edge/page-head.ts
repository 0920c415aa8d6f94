import { accentCss, checkAccentColor } from '../domain/accent-color';

const HEAD_END = '</head>';

/**
 * The CSP source of a page's inline stylesheet travels with the page (the page cache keeps it) until the
 * security headers turn it into the policy and drop it.
 */
export const STYLE_HASH_HEADER = 'X-Style-Hash';

/** The page's one stylesheet: the site's CSS, then the school's accent colour over the built-in one. */
export function pageStyleText(siteCss: string, accentColor: string | undefined): string {
  // A refused colour keeps the built-in one; the dashboard and `npm run doctor` say why.
  const accent = accentColor ? checkAccentColor(accentColor) : undefined;
  return accent?.ok ? `${siteCss}\n${accentCss(accent.palette)}` : siteCss;
}

/**
 * The stylesheet as a <style> element at the end of <head>, after the preloads the browser should start
 * first: nothing render-blocking is left to fetch. React 19 hydration passes over elements it did not render
 * there. The text is our build's CSS and checked hex colours, so it cannot end its element early.
 */
export function insertPageStyle(html: string, css: string): string {
  // Waku's fallback page (when server rendering fails) has no </head>, only a <body>.
  const at = [html.indexOf(HEAD_END), html.indexOf('<body')].find((index) => index >= 0);
  if (at === undefined) return html;
  return `${html.slice(0, at)}<style>${css}</style>${html.slice(at)}`;
}

/**
 * The page is readable before any script runs, so the modules React preloads for hydration yield to the
 * document and its images on a slow line (they would otherwise be fetched at high priority, alongside the
 * LCP image, before first paint).
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}

import { accentCss, checkAccentColor } from '../domain/accent-color';

const HEAD_END = '</head>';

/** The page's one stylesheet: the site's CSS, then the school's accent colour over the built-in one. */
export function pageStyleText(siteCss: string, accentColor: string | undefined): string {
  // A refused colour keeps the built-in one; the dashboard and `npm run doctor` say why.
  const accent = accentColor ? checkAccentColor(accentColor) : undefined;
  return accent?.ok ? `${siteCss}\n${accentCss(accent.palette)}` : siteCss;
}

/**
 * What the edge adds at the end of <head>, in one insertion: the stylesheet, after the preloads the browser should
 * start first (nothing render-blocking is left to fetch), then the page's tags and JSON-LD. React 19 hydration passes
 * over elements it did not render there. The stylesheet is our build's CSS and checked hex colours, so it cannot end
 * its element early. Waku's fallback page (when server rendering fails) has no </head>, only a <body>: it gets the
 * stylesheet before that, and nothing else.
 */
export function insertAtHeadEnd(html: string, { css, markup = '' }: { css?: string; markup?: string }): string {
  const style = css === undefined ? '' : `<style>${css}</style>`;
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd >= 0) return `${html.slice(0, headEnd)}${style}${markup}${html.slice(headEnd)}`;
  const body = html.indexOf('<body');
  return body < 0 ? html : `${html.slice(0, body)}${style}${html.slice(body)}`;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
// Waku's bootstrap, the page's first `import("`: text and attributes have their quotes escaped, the RSC payload
// its backslashed, so nothing before it can look the same.
const BOOTSTRAP_IMPORT = 'import(';
const BOOTSTRAP_END = ')</script>';
/** At the latest this long after the page was parsed, when an image stalls the load event. */
export const HYDRATION_FALLBACK_MS = 5000;

/**
 * The page is readable and usable before any script runs (server HTML, inline CSS, links that navigate), so
 * its scripts wait for what the visitor came to see: the modules React needs for hydration are preloaded and
 * imported once the page and its images have loaded, instead of sharing a slow line with them before the
 * first paint. The dashboard, a staff tool of forms, is left as Waku renders it.
 */
export function hydrateAfterLoad(html: string): string {
  const start = html.indexOf(`${BOOTSTRAP_IMPORT}"`);
  const end = start < 0 ? -1 : html.indexOf(BOOTSTRAP_END, start);
  const entry = end < 0 ? '' : html.slice(start + BOOTSTRAP_IMPORT.length, end);
  if (!/^"[^"<]+"$/.test(entry)) return html;
  // Waku writes the preloads into <head>, before the bootstrap: only that part is searched.
  const headEnd = Math.max(0, html.lastIndexOf(HEAD_END, start));
  const head = html.slice(0, headEnd);
  const modules = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader =
    `(()=>{let started=false;const start=()=>{if(started)return;started=true;` +
    `for(const href of ${scriptJson(modules)}){const link=document.createElement('link');` +
    `link.rel='modulepreload';link.href=href;document.head.append(link)}import(${entry})};` +
    `addEventListener('load',start);setTimeout(start,${HYDRATION_FALLBACK_MS})})()`;
  return head.replace(MODULE_PRELOAD, '') + html.slice(headEnd, start) + loader + html.slice(end + 1);
}

/** JSON that cannot end the script element it is written into. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

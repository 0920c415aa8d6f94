// Build step: the site's CSS is small (about 6 KiB gzip in all), so every page carries all of it inline in
// <head> instead of up to ten render-blocking stylesheets. The step joins the client build's one stylesheet
// (waku.config: cssCodeSplit off, so no client chunk loads CSS of its own) and the server components'
// stylesheets the RSC assets manifests name, empties every `css` list there (React then renders no <link>
// and the RSC payload names none), and adds the joined text to the manifests as `siteCss` (src/lib/edge/site-css.ts).
// The stylesheets that only the staff area's server components name (a fifth of the CSS) go to `dashboardCss`,
// which only dashboard pages add: public pages do not carry them.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const MANIFEST = "__vite_rsc_assets_manifest.js";
const CSS_LIST = /"css":\s*\[([^\]]*)\]/g;
const DEFAULT_EXPORT = /^export default \{/m;
/** A server component of the staff area (src/pages/dash, src/components/dash). */
const DASHBOARD_MODULE = /\/dash\//;

/** A build that does not look as this step expects fails here, not as pages without CSS. */
function unexpected(what) {
  return new Error(
    `site-css: ${what}. @vitejs/plugin-rsc's assets manifest changed shape: scripts/build/site-css.mjs must be revisited (docs/upgrade-safety.md).`,
  );
}

/** The stylesheet URLs of manifest code in the order they first appear. */
export function cssUrls(manifestCode) {
  const urls = [...manifestCode.matchAll(CSS_LIST)].flatMap((list) =>
    [...list[1].matchAll(/"([^"]+)"/g)].map((url) => url[1]),
  );
  return [...new Set(urls)];
}

function parseManifest(manifestCode) {
  try {
    return JSON.parse(manifestCode.replace(DEFAULT_EXPORT, "{"));
  } catch {
    throw unexpected("the manifest is no longer a JSON object after its export");
  }
}

/**
 * The stylesheet URLs that only the staff area's server components name, in any of the manifests. One that a public
 * module or a client reference names too stays in the site's CSS.
 */
export function dashboardOnlyCssUrls(manifestCodes) {
  const dashboard = new Set();
  const elsewhere = new Set();
  for (const manifest of manifestCodes.map(parseManifest)) {
    const resources = Object.entries(manifest.serverResources ?? {});
    for (const [module, { css = [] }] of resources) {
      for (const url of css) (DASHBOARD_MODULE.test(module) ? dashboard : elsewhere).add(url);
    }
    const rest = { ...manifest, serverResources: {} };
    for (const url of cssUrls(JSON.stringify(rest))) elsewhere.add(url);
  }
  return [...dashboard].filter((url) => !elsewhere.has(url));
}

/** The manifest code with no stylesheet to link and the CSS texts added: the site's, and the staff area's own. */
export function withSiteCss(manifestCode, siteCss, dashboardCss) {
  if (!DEFAULT_EXPORT.test(manifestCode)) throw unexpected('the manifest no longer starts with "export default {"');
  const emptied = manifestCode.replace(CSS_LIST, '"css": []');
  const texts = `"siteCss": ${JSON.stringify(siteCss)},\n  "dashboardCss": ${JSON.stringify(dashboardCss)},`;
  return emptied.replace(DEFAULT_EXPORT, () => `export default {\n  ${texts}`);
}

/**
 * Joins the CSS of a finished build into the manifests of dist/server and dist/server/ssr and removes
 * the stylesheet files nothing links any more.
 * @returns {{ files: number, bytes: number, dashboardBytes: number }}
 */
export function inlineSiteCss(distDir = "dist") {
  const manifests = [path.join(distDir, "server", MANIFEST), path.join(distDir, "server", "ssr", MANIFEST)];
  const codes = manifests.map((file) => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      throw unexpected(`no manifest at ${file}`);
    }
  });
  if (codes.some((code) => code.includes('"siteCss"'))) throw new Error("site-css: manifest already has siteCss");
  if (codes.some((code) => !code.match(CSS_LIST))) throw unexpected('a manifest names no "css" list');
  const linked = [...new Set(codes.flatMap(cssUrls))];
  // Client components' styles first, then server components', as React inserted the links.
  const client = readdirSync(path.join(distDir, "public", "assets"))
    .map((file) => `/assets/${file}`)
    .filter((url) => url.endsWith(".css") && !linked.includes(url))
    .sort();
  const urls = [...client, ...linked];
  const dashboardOnly = new Set(dashboardOnlyCssUrls(codes));
  const join = (list) => list.map((url) => readFileSync(path.join(distDir, "public", url), "utf8").trim()).join("\n");
  const text = join(urls.filter((url) => !dashboardOnly.has(url)));
  // Pages would be unstyled, and the worker never loosens its style policy to make up for it: fail here instead.
  if (!text)
    throw new Error("site-css: der Build hat kein Stylesheet für die Seiten (the build has no site stylesheet)");
  const dashboardText = join(urls.filter((url) => dashboardOnly.has(url)));
  manifests.forEach((file, index) => writeFileSync(file, withSiteCss(codes[index], text, dashboardText)));
  for (const url of urls) rmSync(path.join(distDir, "public", url));
  return { files: urls.length, bytes: Buffer.byteLength(text), dashboardBytes: Buffer.byteLength(dashboardText) };
}

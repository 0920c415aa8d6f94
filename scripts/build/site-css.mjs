// Build step: the site's CSS is small (about 6 KiB gzip in all), so every page carries all of it inline in
// <head> instead of up to ten render-blocking stylesheets. The step joins the client build's one stylesheet
// (waku.config: cssCodeSplit off, so no client chunk loads CSS of its own) and the server components'
// stylesheets the RSC assets manifests name, empties every `css` list there (React then renders no <link>
// and the RSC payload names none), and adds the joined text to the manifests as `siteCss` (src/lib/edge/site-css).
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const MANIFEST = "__vite_rsc_assets_manifest.js";
const CSS_LIST = /"css":\s*\[([^\]]*)\]/g;
const DEFAULT_EXPORT = /^export default \{/m;

/** A build that does not look as this step expects fails here, not as pages without CSS. */
function unexpected(what) {
  return new Error(
    `site-css: ${what}. @vitejs/plugin-rsc's assets manifest changed shape: scripts/build/site-css.mjs must be revisited (README "Upgrade safety").`,
  );
}

/** The stylesheet URLs of manifest code in the order they first appear. */
export function cssUrls(manifestCode) {
  const urls = [...manifestCode.matchAll(CSS_LIST)].flatMap((list) =>
    [...list[1].matchAll(/"([^"]+)"/g)].map((url) => url[1]),
  );
  return [...new Set(urls)];
}

/** The manifest code with no stylesheet to link and the site's CSS text added. */
export function withSiteCss(manifestCode, siteCss) {
  if (!DEFAULT_EXPORT.test(manifestCode)) throw unexpected('the manifest no longer starts with "export default {"');
  const emptied = manifestCode.replace(CSS_LIST, '"css": []');
  return emptied.replace(DEFAULT_EXPORT, () => `export default {\n  "siteCss": ${JSON.stringify(siteCss)},`);
}

/**
 * Joins the CSS of a finished build into the manifests of dist/server and dist/server/ssr and removes
 * the stylesheet files nothing links any more.
 * @returns {{ files: number, bytes: number }}
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
  const text = urls.map((url) => readFileSync(path.join(distDir, "public", url), "utf8").trim()).join("\n");
  manifests.forEach((file, index) => writeFileSync(file, withSiteCss(codes[index], text)));
  for (const url of urls) rmSync(path.join(distDir, "public", url));
  return { files: urls.length, bytes: Buffer.byteLength(text) };
}

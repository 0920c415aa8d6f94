// @ts-check
// Build step: dist/public/sw.js from src/service-worker/sw.ts (bundled by esbuild with the constants it shares with
// the site), with what only the build knows put in front of it:
// the build's id (its caches' names, so a deploy never answers a new page with an old payload) and the offline
// page with its policy. Run after `waku build` (waku.config.ts serviceWorker()), like builds/latest.json.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { minify } from "terser";

const SOURCE = fileURLToPath(new URL("../../src/service-worker/sw.ts", import.meta.url));

const OFFLINE_CSS =
  ":root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}" +
  "main{max-width:36rem;margin:3rem auto;padding:0 1rem}a{color:inherit}";

/** What a visitor sees offline for a page the worker has not kept: German, no script, links to what it kept. */
export const OFFLINE_HTML =
  '<!doctype html><html lang="de-AT"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Keine Verbindung</title>' +
  `<style>${OFFLINE_CSS}</style></head><body><main><h1>Keine Verbindung</h1>` +
  "<p>Ohne Internet lässt sich diese Seite nicht laden. Gespeichert und ohne Verbindung lesbar sind:</p>" +
  '<ul><li><a href="/kalender">Kalender</a></li><li><a href="/posts">Aktuelles</a> und die neuesten Beiträge</li>' +
  '<li><a href="/">Startseite</a></li></ul><p>Sobald wieder eine Verbindung besteht, laden Sie die Seite neu.</p>' +
  "</main></body></html>";

/** Nothing may run on the offline page; its one style is allowed by its hash. */
export const OFFLINE_CSP =
  `default-src 'none'; style-src 'sha256-${createHash("sha256").update(OFFLINE_CSS).digest("base64")}'; ` +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The service worker's own code: TypeScript bundled with what it imports from src/lib, as one plain script. */
async function bundled() {
  const { outputFiles } = await build({
    entryPoints: [SOURCE],
    bundle: true,
    write: false,
    format: "esm",
    target: "es2022",
    platform: "browser",
    logLevel: "silent",
  });
  const code = outputFiles?.[0]?.text;
  if (!code) throw new Error("service-worker: esbuild returned no code");
  return code;
}

/**
 * The worker's code for a build, minified.
 * @param {string} buildId
 */
export async function serviceWorkerCode(buildId) {
  const constants = { BUILD_ID: buildId, OFFLINE_HTML, OFFLINE_CSP };
  const head = Object.entries(constants)
    .map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`)
    .join("\n");
  const { code } = await minify(`${head}\n${await bundled()}`, {
    toplevel: true,
    compress: { passes: 2 },
  });
  if (!code) throw new Error("service-worker: terser returned no code");
  return code;
}

/**
 * Writes `sw.js` into the public directory of the build.
 * @param {string} buildId
 * @param {string} [publicDir]
 * @returns {Promise<{ bytes: number, gzipBytes: number }>}
 */
export async function writeServiceWorker(buildId, publicDir = "dist/public") {
  const code = await serviceWorkerCode(buildId);
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(publicDir, "sw.js"), code);
  return { bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code).length };
}

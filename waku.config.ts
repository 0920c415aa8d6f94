import { mkdirSync, writeFileSync } from 'node:fs';
import wyw from '@wyw-in-js/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';
import { readBrand, writeBrandAssets } from './scripts/lib/brand-assets.mjs';
import { readSettings } from './scripts/lib/settings.mjs';

/** Identifies this build; open tabs compare it with builds/latest.json to notice a deploy. */
const BUILD_ID = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * linaria through wyw-in-js, with two fixes for Waku's multi-environment build:
 * - wyw declares enforce: 'post', which is too late for CSS of server components in the RSC build;
 * - wyw disposes its eval worker at the first environment's buildEnd and leaks the next one's,
 *   so `waku build` never exits: dispose once, after every environment is built.
 */
function linaria(): Plugin {
  const plugin = wyw({ include: [/\/src\/(components|pages|styles)\//], prefixer: false }) as Plugin;
  const buildEnd = plugin.buildEnd as (() => void) | undefined;
  return {
    ...plugin,
    enforce: undefined,
    buildEnd: undefined,
    buildApp: { order: 'post', handler: async () => buildEnd?.() },
  };
}

/**
 * React 19.2's Flight server hints a preload for every server-rendered <link rel="stylesheet"> with
 * as="stylesheet", which browsers reject ("<link rel=preload> must have a valid `as` value"): the HTML
 * and every client navigation then carry a useless, warned-about preload. React fixed it upstream
 * (facebook/react#34760, 19.3) by hinting as="style"; this applies the same one-word fix until 19.2 has it.
 */
function reactStylesheetPreloadFix(): Plugin {
  const flightServer = /\/react-server-dom-webpack\/cjs\/react-server-dom-webpack-server\.[a-z]+\.[a-z]+\.js$/;
  const bug = 'preload(srcSet, "stylesheet",';
  return {
    name: 'react-stylesheet-preload-fix',
    enforce: 'pre',
    transform(code, id) {
      if (!flightServer.test(id) || !code.includes(bug)) return;
      return { code: code.replaceAll(bug, 'preload(srcSet, "style",'), map: null };
    },
  };
}

/** Writes builds/latest.json after the build: open tabs poll it to notice a deploy. */
function buildManifest(): Plugin {
  return {
    name: 'build-manifest',
    buildApp: {
      order: 'post',
      handler: async () => {
        mkdirSync('dist/public/builds', { recursive: true });
        const manifest = { id: BUILD_ID, timestamp: Date.now() };
        writeFileSync('dist/public/builds/latest.json', JSON.stringify(manifest));
      },
    },
  };
}

/** Renders the share image, app icons and favicon with the school's name, logo and colour (scripts/lib/brand-assets). */
function brandAssets(): Plugin {
  return {
    name: 'brand-assets',
    buildApp: {
      order: 'post',
      handler: async () => {
        const brand = await readBrand({ settings: readSettings() });
        await writeBrandAssets('dist/public', brand);
        console.log(`[brand] Bilder für „${brand.name}“ (Quelle: ${brand.source})`);
      },
    },
  };
}

export default defineConfig({
  unstable_adapter: 'waku/adapters/cloudflare',
  vite: {
    define: { 'import.meta.env.WAKU_PUBLIC_BUILD_ID': JSON.stringify(BUILD_ID) },
    plugins: [linaria(), reactStylesheetPreloadFix(), buildManifest(), brandAssets()],
  },
});

import { mkdirSync, writeFileSync } from 'node:fs';
import wyw from '@wyw-in-js/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';
import { readBrand, writeBrandAssets } from './scripts/lib/brand-assets.mjs';
import { oneAtATime } from './scripts/build/one-at-a-time.mjs';
import { writeServiceWorker } from './scripts/build/service-worker.mjs';
import { staticHeadersFile } from './src/lib/domain/header-table';
import { inlineSiteCss } from './scripts/build/site-css.mjs';
import { loadWorkersModulesInNode } from './scripts/build/workers-modules-in-node.mjs';
import { readSettings } from './scripts/lib/settings.mjs';

loadWorkersModulesInNode();

/** The dashboard's own client code: the only client code a public page never loads. */
const DASHBOARD_CLIENT_CODE = /\/(components|pages)\/dash\//;
/** A public page's own client code, loaded on that page only: the other pages' budgets have no room for it. */
const ONE_PAGE_CLIENT_CODE =
  /\/(pages\/_components\/push-choice-(form\.tsx|actions\.ts)|features\/parents\/rules\/push-(choice|browser)\.ts)$/;

type ModuleInfo = { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type ChunkMeta = { getModuleIds: () => IterableIterator<string>; getModuleInfo: (id: string) => ModuleInfo | null };

/**
 * Rollup's manualChunks for the client build: one chunk for React, Waku and every public client component
 * instead of one per server file (one request and one gzip stream, about 1 KiB less than seven files). What only
 * dashboard code imports (the post editor's tiptap, the rules only it uses) stays out of that chunk.
 */
function siteChunk() {
  let reachable: Set<string> | undefined;
  const publicModules = ({ getModuleIds, getModuleInfo }: ChunkMeta) => {
    const found = new Set<string>();
    const queue = [...getModuleIds()].filter((id) => getModuleInfo(id)?.isEntry);
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (found.has(id) || DASHBOARD_CLIENT_CODE.test(id) || ONE_PAGE_CLIENT_CODE.test(id)) continue;
      found.add(id);
      const info = getModuleInfo(id);
      queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    }
    return found;
  };
  return (id: string, meta: ChunkMeta) => ((reachable ??= publicModules(meta)).has(id) ? 'site' : undefined);
}

/** Identifies this build; open tabs compare it with builds/latest.json to notice a deploy. */
const BUILD_ID = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * linaria through wyw-in-js, with three fixes for Waku's multi-environment build:
 * - wyw declares enforce: 'post', which is too late for CSS of server components in the RSC build;
 * - wyw disposes its eval worker at the first environment's buildEnd and leaks the next one's,
 *   so `waku build` never exits: dispose once, after every environment is built;
 * - transforms at the same time fail the build now and then (scripts/build/one-at-a-time.mjs): one at a time.
 */
function linaria(): Plugin {
  const plugin = wyw({ include: [/\/src\/(components|pages|styles)\//], prefixer: false }) as Plugin;
  if (typeof plugin.buildEnd !== 'function' || typeof plugin.transform !== 'function') {
    throw new Error(
      "linaria: @wyw-in-js/vite's plugin no longer has the buildEnd and transform functions this wrapper replaces: " +
        'linaria() in waku.config.ts must be revisited (docs/upgrade-safety.md).',
    );
  }
  const buildEnd = plugin.buildEnd as () => void;
  const transform = plugin.transform as (this: unknown, ...args: unknown[]) => Promise<unknown>;
  return {
    ...plugin,
    enforce: undefined,
    buildEnd: undefined,
    buildApp: { order: 'post', handler: async () => buildEnd() },
    transform: oneAtATime(transform),
  } as Plugin;
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

/**
 * Writes sw.js with this build's id after the build (scripts/build/service-worker.mjs; vite-plugin-pwa cannot run
 * here), and the static files' `_headers` from the one header table.
 */
function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    buildApp: {
      order: 'post',
      handler: async () => {
        const { bytes, gzipBytes } = await writeServiceWorker(BUILD_ID);
        console.log(`[service-worker] sw.js: ${bytes} Bytes, gzip ${gzipBytes} Bytes`);
        writeFileSync('dist/public/_headers', staticHeadersFile());
      },
    },
  };
}

/**
 * Chromium compiles every function of a script whose first line is this comment while it streams the file in, on a
 * background thread, instead of one by one on the main thread as hydration first calls them; nearly all of the site
 * chunk's functions run at hydration (https://v8.dev/blog/explicit-compile-hints). Main-thread CPU of evaluating
 * it went from 18–24 to 13–19 ms, and hydration's slices over 3 ms from five or more to one or none. Added after
 * terser, which drops comments; the file name's hash is Rollup's of the chunk without it.
 */
function compileHint(): Plugin {
  return {
    name: 'compile-hint',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own, which puts a dynamic import's list of dependencies before the chunk's first line.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
        if (!chunks.some((chunk) => chunk.isEntry))
          throw new Error('compile-hint: the client build has no entry chunk (docs/upgrade-safety.md)');
        // A public page's own chunk runs at its hydration too (ONE_PAGE_CLIENT_CODE).
        for (const chunk of chunks)
          if (chunk.isEntry || chunk.moduleIds.some((id) => ONE_PAGE_CLIENT_CODE.test(id)))
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

/**
 * sanitize-html requires postcss only to parse style attributes, which the site never allows (parseStyleAttributes:
 * false in src/lib/domain/sanitize-html.ts): the worker ships a stub instead of about 200 KB of postcss that would never
 * run. Should sanitize-html ever call it, the stub throws and sanitize-html drops the attribute
 * (tests/upgrade-safety/dependency-internals.test.ts holds sanitize-html to that).
 */
function withoutPostcss(): Plugin {
  const stub = '\0postcss-never-called';
  return {
    name: 'without-postcss',
    enforce: 'pre',
    resolveId: (source) => (source === 'postcss' ? stub : undefined),
    load: (id) =>
      id === stub
        ? "export function parse() { throw new Error('postcss is not in the worker: style attributes are never parsed'); }\n" +
          'export default { parse };'
        : undefined,
  };
}

/** All CSS inline in every page instead of stylesheets to fetch (scripts/build/site-css.mjs). */
function siteCss(): Plugin {
  return {
    name: 'site-css',
    buildApp: {
      order: 'post',
      handler: async () => {
        const { files, bytes, dashboardBytes } = inlineSiteCss();
        const kib = (size: number) => (size / 1024).toFixed(1);
        console.log(
          `[site-css] ${files} Stylesheets → ${kib(bytes)} KiB inline, im Dashboard ${kib(dashboardBytes)} KiB mehr`,
        );
      },
    },
  };
}

/** Renders the share image, app icons and favicon with the school's name, logo and colour (scripts/lib/brand-assets.mjs). */
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
    // terser packs React about 2 KiB (gzip) smaller than esbuild; Vite reads the minifier from the top
    // level, so the server environments (readable stack traces) opt out.
    build: {
      minify: 'terser',
      terserOptions: { compress: { passes: 2 } },
      // The facts PocketBase's own runtime shares with the site are CommonJS (pocketbase/pb_hooks/*.cjs).
      commonjsOptions: { include: [/node_modules/, /\/pocketbase\/pb_hooks\//] },
    },
    environments: {
      // The Workers runtime's own modules (Durable Object base classes) are there at run time, not in the bundle.
      rsc: { build: { minify: false, rollupOptions: { external: [/^cloudflare:/] } } },
      ssr: { build: { minify: false, rollupOptions: { external: [/^cloudflare:/] } } },
      client: {
        build: {
          // Every page carries all CSS inline (siteCss): client chunks must not fetch stylesheets of their own.
          cssCodeSplit: false,
          rollupOptions: {
            output: {
              manualChunks: siteChunk(),
              // The site chunk names every client component's file to load it: a one-page chunk's is its hash alone.
              chunkFileNames: (chunk) =>
                chunk.moduleIds.some((id) => ONE_PAGE_CLIENT_CODE.test(id))
                  ? 'assets/[hash].js'
                  : 'assets/[name]-[hash].js',
            },
          },
        },
      },
    },
    plugins: [withoutPostcss(), linaria(), compileHint(), siteCss(), buildManifest(), serviceWorker(), brandAssets()],
  },
});

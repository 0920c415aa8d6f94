import wyw from '@wyw-in-js/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';

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

export default defineConfig({
  unstable_adapter: 'waku/adapters/cloudflare',
  vite: { plugins: [linaria()] },
});

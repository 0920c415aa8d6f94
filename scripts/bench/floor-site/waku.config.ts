import { defineConfig } from 'waku/config';

/** The floor (scripts/bench/floor.mjs): Waku's defaults on Cloudflare Workers, nothing of the site. */
export default defineConfig({
  unstable_adapter: 'waku/adapters/cloudflare',
});

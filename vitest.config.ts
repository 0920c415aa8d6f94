import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Modules the RSC plugin provides only inside a Vite build.
  resolve: {
    alias: {
      'virtual:vite-rsc/assets-manifest': '/tests/helpers/assets-manifest.ts',
      'cloudflare:workers': '/tests/helpers/cloudflare-workers.ts',
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    // Builds the worker, starts one seeded PocketBase and one preview for the whole run.
    globalSetup: ['tests/setup/global-setup.ts'],
    // Two cores: workerd, PocketBase and Chromium already use them; files run one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

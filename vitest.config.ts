import { defineConfig } from 'vitest/config';

/**
 * Two projects (docs/testing.md). `unit`: everything under tests/unit, in parallel, no build, no PocketBase, no
 * browser; Stryker (npm run mutate) runs it. `integration`: the rest, against the built worker, a real PocketBase
 * and Chromium, one file after another (two cores: workerd, PocketBase and Chromium already use them).
 */
/** Modules the RSC plugin provides only inside a Vite build. */
export const resolve = {
  alias: {
    'virtual:vite-rsc/assets-manifest': '/tests/helpers/assets-manifest.ts',
    'cloudflare:workers': '/tests/helpers/cloudflare-workers.ts',
  },
};
/** Files share their modules (isolate: false): a third of the time; docs/testing.md says what that asks of a test. */
export const unitProject = { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false };

export default defineConfig({
  resolve,
  test: {
    projects: [
      { extends: true, test: unitProject },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/unit/**'],
          // Builds the worker, starts one seeded PocketBase and one preview for the whole run.
          globalSetup: ['tests/setup/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

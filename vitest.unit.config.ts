import { defineConfig } from 'vitest/config';

/** The pure-rule tests alone: no build, no PocketBase, no browser. Stryker (npm run mutate) runs these. */
export default defineConfig({
  // Modules the RSC plugin provides only inside a Vite build.
  resolve: {
    alias: {
      'virtual:vite-rsc/assets-manifest': '/tests/helpers/assets-manifest.ts',
      'cloudflare:workers': '/tests/helpers/cloudflare-workers.ts',
    },
  },
  test: {
    include: [
      'tests/lib/**/*.test.ts',
      'tests/components/**/*.test.ts',
      'tests/pages/**/*.test.ts',
      'tests/middleware/**/*.test.ts',
      'tests/scripts/lighthouse-median.test.ts',
      'tests/scripts/floor-checks.test.ts',
      'tests/scripts/cpu-slowdown.test.ts',
      'tests/scripts/isolate-cpu.test.ts',
      'tests/scripts/one-at-a-time.test.ts',
      'tests/scripts/site-css.test.ts',
      'tests/scripts/service-worker.test.ts',
      'tests/scripts/soak-plan.test.ts',
      'tests/scripts/soak-schools.test.ts',
      'tests/scripts/static-reference.test.ts',
      'tests/scripts/file-references.test.ts',
      'tests/scripts/access-checks.test.ts',
      'tests/scripts/site-env.test.ts',
      'tests/scripts/volume-school.test.ts',
      'tests/scripts/push-keys.test.ts',
      'tests/scripts/push-checks.test.ts',
      'tests/scripts/superuser-client.test.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';

/** The pure-rule tests alone: no build, no PocketBase, no browser. Stryker (npm run mutate) runs these. */
export default defineConfig({
  test: {
    include: ['tests/lib/**/*.test.ts', 'tests/components/**/*.test.ts', 'tests/middleware/**/*.test.ts'],
  },
});

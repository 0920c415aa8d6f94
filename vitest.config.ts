import { defineConfig } from 'vitest/config';

export default defineConfig({
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

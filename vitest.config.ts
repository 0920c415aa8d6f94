import { defineConfig } from 'vitest/config';

/**
 * Three projects (docs/testing.md). `unit`: everything under tests/unit, in parallel, no build, no PocketBase, no
 * browser; Stryker (npm run mutate) runs it. `integration`: the rest, against the built worker, a real PocketBase
 * and Chromium, three files at a time: most of their time is spent waiting (on a cache lifetime, a rate-limit
 * window, a scheduled post), not computing, but four at a time on two cores let promises timed on the real clock
 * (gone within TTL + 10 s) miss by a second. `alone`: the files below, one after another once `integration` is done.
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

/**
 * Files that must not share the machine with other test files, each for a reason:
 * - they change the shared PocketBase (records, staff accounts) that the other files read, or sign in to it often
 *   enough to meet its rate limits;
 * - they measure CPU or time per request, or whether the machine is quiet, or they need answers within a second or
 *   two;
 * - they rebuild `dist/`, from which every other file's worker is served.
 */
export const runAlone = [
  // The shared PocketBase: records and accounts made, or many sign-ins.
  'tests/e2e/admin-ui.test.ts',
  'tests/e2e/dashboard.test.ts',
  'tests/content/dashboard.test.ts',
  'tests/worker/auth.test.ts',
  'tests/worker/form-trust.test.ts',
  'tests/worker/request-log.test.ts',
  'tests/worker/security.test.ts',
  // Windows of a second or two, or a crowd of sign-ins that must all land within PocketBase's minute.
  'tests/worker/caching.test.ts',
  'tests/worker/login-throttle.test.ts',
  // Measurements of time and CPU (bytes are deterministic: budgets.test.ts runs beside the others).
  'tests/worker/volume.test.ts',
  'tests/upgrade-safety/runtime-overhead.test.ts',
  'tests/scripts/quiet.test.ts',
  // `npm run deploy -- --dry-run` builds into dist/.
  'tests/scripts/deploy-dry-run.test.ts',
];

const integration = {
  include: ['tests/**/*.test.ts'],
  exclude: ['tests/unit/**'],
  // Builds the worker (unless SKIP_BUILD=1), starts one seeded PocketBase and one preview for the project's files.
  globalSetup: ['tests/setup/global-setup.ts'],
  // A test's time is not its verdict (speed is measured by the bench scripts); a browser test on a machine shared
  // with two other files can take twice what it takes alone, so the timeout only catches a test that hangs.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A poll waits for something that will happen (a message shown, a request made). With files running side by side,
  // a browser's answer can take longer than vitest's default second; the timeout matters only when it never comes.
  expect: { poll: { timeout: 20_000 } },
};

export default defineConfig({
  resolve,
  test: {
    projects: [
      { extends: true, test: unitProject },
      {
        extends: true,
        test: {
          ...integration,
          name: 'integration',
          exclude: [...integration.exclude, ...runAlone],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { ...integration, name: 'alone', include: runAlone, fileParallelism: false, sequence: { groupOrder: 2 } },
      },
    ],
  },
});

/**
 * Mutation testing of the pure rules (src/lib/domain, the cache policy included) against the unit
 * tests: `npm run mutate`, not part of `npm test`. Below 90 % it fails.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "stryker.vitest.config.ts" },
  mutate: ["src/lib/domain/**/*.ts", "src/features/*/rules/**/*.ts", "!src/lib/domain/types.ts"],
  coverageAnalysis: "perTest",
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 2,
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};

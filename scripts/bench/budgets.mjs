const KiB = 1024;

/**
 * Byte budgets: deterministic, so `npm test` enforces them (tests/worker/budgets.test.ts). JS counts the
 * client scripts and the RSC payload inline in the page; CSS counts inline styles and stylesheets.
 */
export const BUDGETS = { jsGzip: 79 * KiB, cssGzip: 8 * KiB, stylesheets: 1, workerGzip: 1024 * KiB };

/**
 * Timing targets (issue 16): the bench reports them against its figures, no test asserts them. TBT and render CPU
 * are set against the floor measured in the same run (scripts/bench/floor-checks.mjs).
 */
export const TARGETS = {
  lighthouseMobile: 0.99,
  fcpMs: 1000,
  lcpMs: 1500,
  warmThroughputVsStatic: 0.8,
};

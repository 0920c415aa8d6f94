const KiB = 1024;

/**
 * Byte budgets: deterministic, so `npm test` enforces them (tests/worker/budgets.test.ts). JS counts the
 * client scripts and the RSC payload inline in the page; CSS counts inline styles and stylesheets.
 */
export const BUDGETS = { jsGzip: 83 * KiB, cssGzip: 8 * KiB, stylesheets: 1, workerGzip: 1024 * KiB };

/** Timing and request targets: the bench reports them, no test asserts them. */
export const TARGETS = { lighthouseMobileHome: 0.98, warmThroughputVsStatic: 0.5, warmCpuMs: 5, coldCpuMs: 10 };

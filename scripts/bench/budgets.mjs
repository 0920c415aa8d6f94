const KiB = 1024;

/** Byte budgets: deterministic, so `npm test` enforces them (tests/worker/budgets.test.ts). */
export const BUDGETS = { jsGzip: 80 * KiB, cssGzip: 15 * KiB, workerGzip: 1024 * KiB };

/** Timing and request targets: the bench reports them, no test asserts them. */
export const TARGETS = { lighthouseMobileHome: 0.98, warmThroughputVsStatic: 0.5, warmCpuMs: 5, coldCpuMs: 10 };

/**
 * The CPU slowdown that makes Lighthouse's "mobile" a mid-tier phone on a machine of a given benchmarkIndex
 * (Lighthouse's throttling.md, "Calibrating the CPU slowdown", and the calculator it links,
 * lighthouse-cpu-throttling-calculator: 150 → 1×, 800 → 2×, 1300 → 3×, then 1× more per 233). Lighthouse's
 * default 4× is that multiplier for a fast desktop; on a slower or busier machine the same 4× emulates a slower
 * phone, and TBT grows with it.
 * @param {number | null | undefined} benchmarkIndex Lighthouse's lhr.environment.benchmarkIndex
 * @returns {{ multiplier: number, low: number, high: number } | null} null when unknown or too slow to emulate the phone
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (typeof benchmarkIndex !== "number" || !Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  const [multiplier, range] =
    benchmarkIndex >= 1300
      ? ((m) => [m, Math.max(m - 3, 1.5, m * 0.3)])(3 + (benchmarkIndex - 1300) / 233)
      : benchmarkIndex >= 800
        ? [2 + (benchmarkIndex - 800) / 500, 1.5]
        : [1 + (benchmarkIndex - 150) / 650, 0.5];
  return { multiplier, low: multiplier - range / 2, high: multiplier + range / 2 };
}

/**
 * Whether the slowdown a run used lies within the calibrated range for the machine it ran on: then its TBT is a
 * mid-tier phone's, comparable across machines. Unknown (no benchmarkIndex recorded) counts as calibrated.
 * @param {{ benchmarkIndex?: number | null, cpuSlowdown?: number }} run
 * @returns {boolean}
 */
export function emulatesMidTierPhone({ benchmarkIndex, cpuSlowdown }) {
  if (benchmarkIndex === undefined || benchmarkIndex === null || cpuSlowdown === undefined) return true;
  const calibrated = calibratedSlowdown(benchmarkIndex);
  return calibrated !== null && cpuSlowdown >= calibrated.low && cpuSlowdown <= calibrated.high;
}

// Throughput is judged against the static asset measured beside each page, not once before all of them: on this
// machine the static asset's req/s drifted by a fifth between runs minutes apart, and a page measured 30 s after a
// single reference carried that drift as its own cost.

const round = (value) => Math.round(value * 10) / 10;
const ratio = (value, base) => (base ? Math.round((value / base) * 100) / 100 : null);

/**
 * The mean req/s, p50 and p99 of static-asset load runs, with the req/s of each.
 * @param {{ reqPerSec: number, p50Ms: number, p99Ms: number }[]} runs
 */
export function meanStatic(runs) {
  if (!runs.length) throw new Error("static-reference: no static run to read a page against");
  const mean = (key) => round(runs.reduce((sum, run) => sum + run[key], 0) / runs.length);
  return {
    reqPerSec: mean("reqPerSec"),
    p50Ms: mean("p50Ms"),
    p99Ms: mean("p99Ms"),
    runs: runs.map((run) => run.reqPerSec),
  };
}

/**
 * The static reference of the page measured after statics[index]: the mean of the static runs right before and
 * right after it (only the one before, if the phase ended with the page).
 */
export function staticBeside(statics, index) {
  return meanStatic(statics.slice(index, index + 2));
}

/** A load run's figures as ratios to a static reference (more req/s is better; lower latency is). */
export function versusStatic(row, reference) {
  return {
    reqPerSec: ratio(row.reqPerSec, reference.reqPerSec),
    p50: ratio(row.p50Ms, reference.p50Ms),
    p99: ratio(row.p99Ms, reference.p99Ms),
  };
}

import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUN_TIMEOUT_MS = 90_000;
export const LIGHTHOUSE_RUNS = 5;

/**
 * Lighthouse (mobile and desktop presets, default simulated throttling) through the DevTools port of a
 * Chromium started with launchDebugChromium(): LIGHTHOUSE_RUNS per page and preset, summed up by medianOfRuns.
 */
export async function runLighthouse(urls, port, { runs = LIGHTHOUSE_RUNS, presets = ["mobile", "desktop"] } = {}) {
  const results = [];
  for (const url of urls) {
    for (const preset of presets) {
      const attempts = [];
      for (let run = 0; run < runs; run += 1) {
        // A lone page-load hiccup (NO_NAVSTART, NO_FCP) gets one more try; a second failure is reported as is.
        let result = await audit(url, port, preset);
        if (result.error) result = await audit(url, port, preset);
        attempts.push(result);
      }
      results.push({ url, preset, ...medianOfRuns(attempts) });
    }
  }
  return results;
}

/**
 * Each figure is the median of its own runs (a run's TBT varies most on a shared machine, and the run with
 * the median score need not have the median TBT); every run's score, LCP and TBT stay in the result.
 */
export function medianOfRuns(runs) {
  const median = (values) => {
    const known = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
    return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
  };
  const figure = (pick) => median(runs.map(pick));
  const categories = Object.keys(runs[0]?.scores ?? {});
  return {
    scores: Object.fromEntries(categories.map((id) => [id, figure((run) => run.scores[id])])),
    fcpMs: figure((run) => run.fcpMs),
    lcpMs: figure((run) => run.lcpMs),
    tbtMs: figure((run) => run.tbtMs),
    cls: figure((run) => run.cls),
    error: runs.find((run) => run.error)?.error,
    runs: runs.map((run) => run.scores.performance),
    lcpRuns: runs.map((run) => run.lcpMs),
    tbtRuns: runs.map((run) => run.tbtMs),
    // What each run's machine was, by Lighthouse's own benchmark, and the CPU slowdown it simulated
    // (scripts/bench/cpu-slowdown.mjs says whether the two make a mid-tier phone).
    benchmarkIndexRuns: runs.map((run) => run.benchmarkIndex ?? null),
    cpuSlowdown: runs.find((run) => run.cpuSlowdown !== undefined)?.cpuSlowdown,
  };
}

async function audit(url, port, preset) {
  /** @type {import("lighthouse").Flags} */
  const flags = { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse ${preset} ${url}: Zeitlimit überschritten`)), RUN_TIMEOUT_MS);
  });
  try {
    const run = await Promise.race([lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined), timeout]);
    const { categories, audits, runtimeError, environment, configSettings } = run.lhr;
    const metric = (id) => audits[id]?.numericValue ?? null;
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, categories[id]?.score ?? null])),
      fcpMs: round(metric("first-contentful-paint")),
      lcpMs: round(metric("largest-contentful-paint")),
      tbtMs: round(metric("total-blocking-time")),
      cls: metric("cumulative-layout-shift") === null ? null : Number(metric("cumulative-layout-shift").toFixed(3)),
      error: runtimeError?.code,
      benchmarkIndex: round(environment?.benchmarkIndex ?? null),
      cpuSlowdown: configSettings?.throttling?.cpuSlowdownMultiplier,
    };
  } finally {
    clearTimeout(timer);
  }
}

const round = (value) => (value === null ? null : Math.round(value));

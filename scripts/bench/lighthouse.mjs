import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUN_TIMEOUT_MS = 90_000;
export const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse (mobile and desktop presets, default simulated throttling) through the DevTools port of a
 * Chromium started with launchDebugChromium(): the median run of LIGHTHOUSE_RUNS per page and preset
 * (by performance score, then LCP), with every run's score kept.
 */
export async function runLighthouse(urls, port, runs = LIGHTHOUSE_RUNS) {
  const results = [];
  for (const url of urls) {
    for (const preset of ["mobile", "desktop"]) {
      const attempts = [];
      for (let run = 0; run < runs; run += 1) {
        // A lone page-load hiccup (NO_NAVSTART, NO_FCP) gets one more try; a second failure is reported as is.
        let result = await audit(url, port, preset);
        if (result.error) result = await audit(url, port, preset);
        attempts.push(result);
      }
      results.push({ url, preset, ...medianRun(attempts), runs: attempts.map((run) => run.scores.performance) });
    }
  }
  return results;
}

/** The middle run by performance score (lower is worse), ties broken by the slower LCP. */
export function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function audit(url, port, preset) {
  const flags = { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse ${preset} ${url}: Zeitlimit überschritten`)), RUN_TIMEOUT_MS);
  });
  try {
    const run = await Promise.race([lighthouse(url, flags, preset === "desktop" ? desktopConfig : undefined), timeout]);
    const { categories, audits, runtimeError } = run.lhr;
    const metric = (id) => audits[id]?.numericValue ?? null;
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, categories[id]?.score ?? null])),
      fcpMs: round(metric("first-contentful-paint")),
      lcpMs: round(metric("largest-contentful-paint")),
      tbtMs: round(metric("total-blocking-time")),
      cls: metric("cumulative-layout-shift") === null ? null : Number(metric("cumulative-layout-shift").toFixed(3)),
      error: runtimeError?.code,
    };
  } finally {
    clearTimeout(timer);
  }
}

const round = (value) => (value === null ? null : Math.round(value));

// npm run soak: what the soak test asks for, in which phases, and how its answers are summed up.

/** @typedef {{ name: string, seconds: number, fault: "none" | "stopped" | "slow" | "garbage" | string }} Phase */
/** @typedef {{ phase: string, route?: string, status: number, ms: number }} Sample */
/** @typedef {{ requests: number, status5xx: number, p50Ms: number | null, p99Ms: number | null }} PhaseSummary */

/**
 * Ten minutes: healthy, then each fault for a minute with recovery in between, then healthy to the end.
 * @type {Phase[]}
 */
export const SOAK_PHASES = [
  { name: "healthy", seconds: 120, fault: "none" },
  { name: "pocketbase-stopped", seconds: 60, fault: "stopped" },
  { name: "recovered", seconds: 60, fault: "none" },
  { name: "slow-3s", seconds: 60, fault: "slow" },
  { name: "recovered-2", seconds: 60, fault: "none" },
  { name: "garbage", seconds: 60, fault: "garbage" },
  { name: "healthy-end", seconds: 180, fault: "none" },
];

export const SOAK_CONNECTIONS = 10;

/** The text a page shows in place of a section it could not read (components/section-unavailable). */
export const UNAVAILABLE_NOTICE = "können gerade nicht geladen werden";

/**
 * What visitors ask for, with weights: pages and their client navigations (RSC), detail pages, feeds and
 * search, and what attackers and broken links send: unknown ids, odd query strings, long paths.
 * @type {[string, number][]}
 */
export const SOAK_MIX = [
  ["/", 8],
  ["/posts", 5],
  ["/posts/post00000000014", 4],
  ["/posts/post00000000017", 3],
  ["/projects", 2],
  ["/projects/post00000000021", 2],
  ["/kalender", 3],
  ["/kalender?month=2026-12", 1],
  ["/lehrer", 2],
  ["/klassen", 2],
  ["/eltern", 1],
  ["/bikeline", 1],
  ["/archiv", 1],
  ["/impressum", 1],
  ["/suche?q=schule", 2],
  ["/feed.xml", 1],
  ["/kalender.ics", 1],
  ["/sitemap.xml", 1],
  ["/RSC/R/posts.txt", 3],
  ["/RSC/R/kalender.txt", 2],
  ["/RSC/R/posts/post00000000014.txt", 2],
  ["/RSC/R/_root.txt", 1],
  ["/posts/zzzzzzzzzzzzzzz", 2],
  ["/posts/post00000000014x", 1],
  ["/posts?page=abc", 1],
  ["/posts?page=99999", 1],
  ["/posts?class=%27%20%7C%7C%201%3D1%20%7C%7C%20%27", 1],
  ["/kalender?month=9999-99", 1],
  ["/suche?q=%25%22%27*", 1],
  [`/${"lang".repeat(600)}`, 1],
  ["/gibt-es-nicht", 1],
  ["/RSC/R/gibt-es-nicht.txt", 1],
  ["/favicon.svg", 1],
];

/**
 * A route drawn by weight; `random` in [0, 1).
 * @param {number} random
 * @param {[string, number][]} [mix]
 * @returns {string}
 */
export function pickRoute(random, mix = SOAK_MIX) {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random * total;
  for (const [route, weight] of mix) {
    left -= weight;
    if (left < 0) return route;
  }
  return /** @type {[string, number]} */ (mix[mix.length - 1])[0];
}

/**
 * The phase at `elapsed` seconds, or undefined after the last one; phases scaled by `scale`.
 * @param {number} elapsedSeconds
 * @param {Phase[]} [phases]
 * @param {number} [scale]
 * @returns {Phase | undefined}
 */
export function phaseAt(elapsedSeconds, phases = SOAK_PHASES, scale = 1) {
  let end = 0;
  for (const phase of phases) {
    end += phase.seconds * scale;
    if (elapsedSeconds < end) return phase;
  }
  return undefined;
}

/**
 * How a page answered while PocketBase was down: with its content from the stored copies ("stale"), with the
 * notice in place of a section or a router answer that makes the browser show its overlay ("overlay"), or
 * with the answer a made-up address gets anyway ("notFound", a redirect to the canonical address included), or with
 * nothing ("failed", no answer at all). Feeds and files count as stale when they answer 200.
 * @param {{ status: number, body: string, rsc: boolean }} answer
 * @returns {"stale" | "overlay" | "notFound" | "failed"}
 */
export function outageView({ status, body, rsc }) {
  if (status === 0) return "failed";
  if (status >= 500 || (rsc && status !== 200 && status !== 404)) return "overlay";
  if (body.includes(UNAVAILABLE_NOTICE)) return "overlay";
  if (status === 200) return "stale";
  return "notFound";
}

/** @type {(sorted: number[], p: number) => number | null} */
const percentile = (sorted, p) =>
  sorted.length ? /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]) : null;

/** How many of the slowest answers the summary names, to show where the time went. */
export const SLOWEST_COUNT = 10;

/**
 * Requests, p50 and p99 in ms of a set of samples.
 * @param {Sample[]} samples
 */
function timings(samples) {
  const times = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return { requests: samples.length, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) };
}

/**
 * The soak summary: totals, per phase requests, 5xx, p50 and p99 in ms, the slowest answers, and per route the
 * same timings over the phases without a fault (where a route's own cost shows, not the outage's), slowest p50 first.
 * @param {Sample[]} samples
 * @param {Phase[]} [phases]
 */
export function summarize(samples, phases = SOAK_PHASES) {
  /** @type {Record<string, PhaseSummary>} */
  const perPhase = {};
  for (const { name } of phases) {
    const own = samples.filter((sample) => sample.phase === name);
    const { requests, p50Ms, p99Ms } = timings(own);
    perPhase[name] = { requests, status5xx: own.filter((sample) => sample.status >= 500).length, p50Ms, p99Ms };
  }
  const healthy = new Set(phases.filter((phase) => phase.fault === "none").map((phase) => phase.name));
  const byRoute = Map.groupBy(
    samples.filter((sample) => healthy.has(sample.phase)),
    (sample) => sample.route,
  );
  const healthyRoutes = [...byRoute]
    .map(([route, own]) => ({ route, ...timings(own) }))
    // A route's timings have a p50: each has a sample.
    .sort((a, b) => /** @type {number} */ (b.p50Ms) - /** @type {number} */ (a.p50Ms));
  return {
    requests: samples.length,
    status5xx: samples.filter((sample) => sample.status >= 500).length,
    failed: samples.filter((sample) => sample.status === 0).length,
    phases: perPhase,
    slowest: [...samples].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_COUNT),
    healthyRoutes,
  };
}

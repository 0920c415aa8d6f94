// The CPU the worker's isolate spends on a render, read from V8's sampling profiler through the isolate's inspector.
// The other CPU figures count the whole workerd process: besides the isolate, workerd's HTTP and I/O work and wrangler's
// local stand-ins for Cloudflare (its entry worker, the Cache API's simulation, the outbound proxy), which are no
// part of a deployed worker's CPU time. V8 samples the isolate only while it runs: JavaScript, the runtime's work
// inside it (streams, encoding, Response objects) and garbage collection.
import http from "node:http";
import { connectInspector } from "./inspector.mjs";

/** @typedef {{ route: string, isolateCpuMs: number, runsMs: number[], runsMsExact: number[], views: number, non2xx: number }} IsolateCpuRow */

/** Sampling interval in µs: 250 µs, about 20 samples for a 5 ms render, costs the isolate little. */
export const SAMPLING_INTERVAL_US = 250;
const VIEWS = 20;
/** Runs of VIEWS views per page: the figure is their median, what a run that met a hiccup of the machine cannot move. */
export const ISOLATE_RUNS = 3;
const WARM_UP_VIEWS = 3;
/** A pause between views, so that each one's work after its answer (waitUntil) ends before the next begins. */
const PAUSE_MS = 50;

/**
 * The time the isolate ran during a CPU profile, in ms: its samples other than `(idle)`, each worth the sampler's
 * interval. The interval is the median time between samples: samples follow each other at the interval while the
 * isolate runs, and a pause while it waits makes one delta long, which the median does not see.
 * @param {{ samples: number[], timeDeltas: number[], nodes: { id: number, callFrame: { functionName: string } }[] }} profile
 */
export function isolateRunMs(profile) {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  const running = profile.samples.filter((id) => !idle.has(id)).length;
  const deltas = [...profile.timeDeltas].sort((a, b) => a - b);
  const intervalUs = deltas.length ? /** @type {number} */ (deltas[Math.floor(deltas.length / 2)]) : 0;
  return (running * intervalUs) / 1000;
}

/**
 * A profiling session with the worker's isolate: the measure gets `profiled(work)`, which runs `work` under the sampling profiler and
 * answers the milliseconds the isolate ran meanwhile, with what `work` returned.
 */
async function withProfiler(inspectorPort, measure) {
  const inspector = await connectInspector(inspectorPort);
  try {
    await inspector.call("Profiler.enable");
    await inspector.call("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
    return await measure(async (work) => {
      await inspector.call("Profiler.start");
      const result = await work();
      const { profile } = await inspector.call("Profiler.stop");
      return { ranMs: isolateRunMs(profile), result };
    });
  } finally {
    inspector.close();
  }
}

/**
 * The milliseconds the isolate behind `inspectorPort` ran while `work` did (its CPU profile), and what `work` answered.
 * @template T
 * @param {number} inspectorPort
 * @param {() => Promise<T>} work
 * @returns {Promise<{ ranMs: number, result: T }>}
 */
export function isolateCpuOf(inspectorPort, work) {
  return withProfiler(inspectorPort, (profiled) => profiled(work));
}

/**
 * A GET read to its end; answers its status. With `headers` through node:http, since fetch cannot send a Host header
 * of its own choosing (a school of the registry is chosen by it).
 */
async function get(url, headers) {
  if (!headers) {
    const answer = await fetch(url);
    await answer.arrayBuffer();
    return answer.status;
  }
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, setHost: !("host" in headers) }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** One request, read to its end, then a pause so that its work after the answer (waitUntil) ends too. */
async function view(url, headers) {
  const status = await get(url, headers);
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  return status;
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Isolate CPU per render of each route, one view at a time, of a worker started with `inspectorPort`: `runs` runs of
 * 20 views (after 3 to warm up), each run's mean per view, and their median, the figure that is judged. The runs of
 * all routes take turns (route by route within a run), so a slow minute of the machine meets one run of each route
 * rather than every run of one. wrangler's own inspector session hears every console.log, which costs the isolate a
 * little per log line that a deployed worker does not pay: the figures err high by that. `headers`: sent with every
 * request (lower-case names; `host` picks a school of the registry). `runsMsExact`: the runs unrounded, for differences
 * finer than the 0.1 ms the figures are rounded to.
 * @param {{ url: string, inspectorPort: number, routes: string[], runs?: number, headers?: Record<string, string> }} options
 * @returns {Promise<IsolateCpuRow[]>}
 */
export function measureIsolateCpu({ url, inspectorPort, routes, runs = ISOLATE_RUNS, headers }) {
  return withProfiler(inspectorPort, async (profiled) => {
    /** @type {Map<string, { runsMs: number[], runsMsExact: number[], non2xx: number }>} */
    const perRoute = new Map(routes.map((route) => [route, { runsMs: [], runsMsExact: [], non2xx: 0 }]));
    for (const route of routes) {
      for (let i = 0; i < WARM_UP_VIEWS; i += 1) await get(`${url}${route}`, headers);
    }
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        const { ranMs, result: non2xx } = await profiled(async () => {
          let failed = 0;
          for (let i = 0; i < VIEWS; i += 1) {
            const status = await view(`${url}${route}`, headers);
            if (status < 200 || status > 299) failed += 1;
          }
          return failed;
        });
        const figures = /** @type {{ runsMs: number[], runsMsExact: number[], non2xx: number }} */ (
          perRoute.get(route)
        );
        figures.runsMs.push(round(ranMs / VIEWS));
        figures.runsMsExact.push(ranMs / VIEWS);
        figures.non2xx += non2xx;
      }
    }
    return routes.map((route) => {
      const { runsMs, runsMsExact, non2xx } =
        /** @type {{ runsMs: number[], runsMsExact: number[], non2xx: number }} */ (perRoute.get(route));
      return { route, isolateCpuMs: round(median(runsMs)), runsMs, runsMsExact, views: VIEWS * runs, non2xx };
    });
  });
}

const round = (value) => Math.round(value * 10) / 10;

/**
 * Isolate CPU of single requests, each profiled on its own (a search answered once, as a visitor asks it), of a
 * worker started with `inspectorPort`. Its work after the answer (waitUntil) is counted with it.
 * @returns {Promise<{ path: string, isolateCpuMs: number, status: number }[]>}
 */
export function measureIsolateCpuPerRequest({ url, inspectorPort, paths }) {
  return withProfiler(inspectorPort, async (profiled) => {
    const rows = [];
    for (const path of paths) {
      const { ranMs, result: status } = await profiled(() => view(`${url}${path}`));
      rows.push({ path, isolateCpuMs: round(ranMs), status });
    }
    return rows;
  });
}

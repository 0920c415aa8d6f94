// The CPU the worker's isolate spends on a render, read from V8's sampling profiler through the isolate's inspector.
// The other CPU figures count the whole workerd process: besides the isolate, workerd's HTTP and I/O work and wrangler's
// local stand-ins for Cloudflare (its entry worker, the Cache API's simulation, the outbound proxy), which are no
// part of a deployed worker's CPU time. V8 samples the isolate only while it runs: JavaScript, the runtime's work
// inside it (streams, encoding, Response objects) and garbage collection.
import { connectInspector } from "./inspector.mjs";

/** Sampling interval in µs: 250 µs, about 20 samples for a 5 ms render, costs the isolate little. */
export const SAMPLING_INTERVAL_US = 250;
const VIEWS = 20;
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
  const intervalUs = deltas.length ? deltas[Math.floor(deltas.length / 2)] : 0;
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

/** One request, read to its end, then a pause so that its work after the answer (waitUntil) ends too. */
async function view(url) {
  const answer = await fetch(url);
  await answer.arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  return answer.status;
}

/**
 * Isolate CPU per render of each route, one view at a time (mean of 20 after 3 to warm up), of a worker started
 * with `inspectorPort`. wrangler's own inspector session hears every console.log, which costs the isolate a little
 * per log line that a deployed worker does not pay: the figures err high by that.
 * @returns {Promise<{ route: string, isolateCpuMs: number, views: number, non2xx: number }[]>}
 */
export function measureIsolateCpu({ url, inspectorPort, routes }) {
  return withProfiler(inspectorPort, async (profiled) => {
    const rows = [];
    for (const route of routes) {
      for (let i = 0; i < WARM_UP_VIEWS; i += 1) await (await fetch(`${url}${route}`)).arrayBuffer();
      const { ranMs, result: non2xx } = await profiled(async () => {
        let failed = 0;
        for (let i = 0; i < VIEWS; i += 1) {
          const status = await view(`${url}${route}`);
          if (status < 200 || status > 299) failed += 1;
        }
        return failed;
      });
      rows.push({ route, isolateCpuMs: round(ranMs / VIEWS), views: VIEWS, non2xx });
    }
    return rows;
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

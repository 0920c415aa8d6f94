import autocannon from "autocannon";
import { LOAD } from "./load.mjs";
import { cpuMs, findWorkerd } from "./worker-cpu.mjs";

const VIEWS = 20;
const LOAD_SECONDS = 3;

/**
 * Worker CPU per render of every route with caching off (TTL 0: each view reads PocketBase and renders),
 * measured two ways after one view that loads the route's code:
 * - under load: LOAD.connections views at a time for LOAD_SECONDS, the worker's CPU divided by the views,
 *   as the load test measures the key routes (the figure the goal was set with);
 * - one view at a time: the mean of VIEWS views one after another. On a shared 2-core machine this also
 *   counts what an idle process pays to wake for each step (cold caches): the same page costs more.
 * With the counting proxy the worker reads through (scripts/bench/counting-proxy.mjs), each row also says how many
 * backend reads a view made, both ways: under load, views that overlap share a read (lib/content/cached-fetch).
 * @param {{ cold: { url: string, port: number }, routes: string[], proxy?: { requests: string[], reset: () => void } }} options
 * @returns {Promise<{ route: string, underLoadCpuMs: number, oneAtATimeCpuMs: number, views: number, non2xx: number, readsUnderLoad?: number, readsOneAtATime?: number }[]>}
 */
export async function measureColdCpu({ cold, routes, proxy }) {
  const { workerPid } = findWorkerd(cold.port);
  const view = (route) => fetch(`${cold.url}${route}`).then((response) => response.arrayBuffer());
  const rows = [];
  for (const route of routes) {
    await view(route);
    proxy?.reset();
    let before = cpuMs(workerPid);
    for (let index = 0; index < VIEWS; index += 1) await view(route);
    const oneAtATimeCpuMs = round((cpuMs(workerPid) - before) / VIEWS);
    const readsOneAtATime = proxy && round(proxy.requests.length / VIEWS);
    proxy?.reset();
    before = cpuMs(workerPid);
    const result = await autocannon({
      url: `${cold.url}${route}`,
      duration: LOAD_SECONDS,
      connections: LOAD.connections,
      timeout: 10,
    });
    const views = result.requests.total;
    const underLoadCpuMs = round((cpuMs(workerPid) - before) / Math.max(views, 1));
    const readsUnderLoad = proxy && round(proxy.requests.length / Math.max(views, 1));
    const reads = proxy ? { readsUnderLoad, readsOneAtATime } : {};
    rows.push({ route, underLoadCpuMs, oneAtATimeCpuMs, views, non2xx: result.non2xx + result.errors, ...reads });
  }
  return rows;
}

/**
 * Every page's cold render CPU with the floor's measured before and after it, so that each page has a floor from
 * the same minute (`floorCpuMs`: the mean of the two beside it): the machine's drift during the phase (the floor
 * measured 5.0 and 3.1 ms at the two ends of one run) moves a page and its floor together.
 * @returns {Promise<{ coldCpu: (Awaited<ReturnType<typeof measureColdCpu>>[number] & { floorCpuMs: number })[], floorCold: Awaited<ReturnType<typeof measureColdCpu>> }>}
 */
export async function measureColdCpuBesideFloor({ cold, floor, routes, proxy }) {
  const floorCold = await measureColdCpu({ cold: floor, routes: ["/"] });
  /** @typedef {Awaited<ReturnType<typeof measureColdCpu>>[number]} ColdRow */
  const coldCpu = [];
  // One row per route, and floorCold is never empty.
  for (const route of routes) {
    const [row] = /** @type {[ColdRow]} */ (await measureColdCpu({ cold, routes: [route], proxy }));
    const before = /** @type {ColdRow} */ (floorCold.at(-1));
    const [after] = /** @type {[ColdRow]} */ (await measureColdCpu({ cold: floor, routes: ["/"] }));
    floorCold.push(after);
    coldCpu.push({ ...row, floorCpuMs: round((before.underLoadCpuMs + after.underLoadCpuMs) / 2) });
  }
  return { coldCpu, floorCold };
}

const round = (value) => Math.round(value * 10) / 10;

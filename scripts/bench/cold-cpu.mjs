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
 * @returns {Promise<{ route: string, underLoadCpuMs: number, oneAtATimeCpuMs: number, views: number, non2xx: number }[]>}
 */
export async function measureColdCpu({ cold, routes }) {
  const { workerPid } = findWorkerd(cold.port);
  const view = (route) => fetch(`${cold.url}${route}`).then((response) => response.arrayBuffer());
  const rows = [];
  for (const route of routes) {
    await view(route);
    let before = cpuMs(workerPid);
    for (let index = 0; index < VIEWS; index += 1) await view(route);
    const oneAtATimeCpuMs = round((cpuMs(workerPid) - before) / VIEWS);
    before = cpuMs(workerPid);
    const result = await autocannon({
      url: `${cold.url}${route}`,
      duration: LOAD_SECONDS,
      connections: LOAD.connections,
      timeout: 10,
    });
    const views = result.requests.total;
    const underLoadCpuMs = round((cpuMs(workerPid) - before) / Math.max(views, 1));
    rows.push({ route, underLoadCpuMs, oneAtATimeCpuMs, views, non2xx: result.non2xx + result.errors });
  }
  return rows;
}

const round = (value) => Math.round(value * 10) / 10;

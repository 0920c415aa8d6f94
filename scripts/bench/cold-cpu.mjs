import { cpuMs, findWorkerd } from "./worker-cpu.mjs";

const VIEWS = 20;

/**
 * Worker CPU per render of every route with caching off (TTL 0: each view reads PocketBase and renders):
 * the mean of VIEWS views one after another, after one view that loads the route's code.
 * @returns {Promise<{ route: string, cpuMs: number }[]>}
 */
export async function measureColdCpu({ cold, routes }) {
  const { workerPid } = findWorkerd(cold.port);
  const view = (route) => fetch(`${cold.url}${route}`).then((response) => response.arrayBuffer());
  const rows = [];
  for (const route of routes) {
    await view(route);
    const before = cpuMs(workerPid);
    for (let index = 0; index < VIEWS; index += 1) await view(route);
    rows.push({ route, cpuMs: Math.round(((cpuMs(workerPid) - before) / VIEWS) * 10) / 10 });
  }
  return rows;
}

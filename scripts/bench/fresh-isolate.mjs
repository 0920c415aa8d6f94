import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startWorker } from "../lib/worker.mjs";
import { settled } from "./counting-proxy.mjs";
import { cpuMs, findWorkerd } from "./worker-cpu.mjs";

/**
 * A new isolate at a location whose cache is warm: one worker renders the routes (and stores them in the
 * Cache API), stops, and a new one on the same local cache answers each route once. Per route: how the
 * page cache served it (X-Page-Cache: SHARED = from the Cache API, no render), the time to the whole
 * answer, the worker CPU it cost and the backend requests it made.
 * Both workers listen on the same port: the site's origin is part of a stored page's key.
 * @param {{ vars: Record<string, string>, proxy: { requests: string[], reset: () => void }, routes: string[], port: number }} options
 */
export async function measureFreshIsolate({ vars, proxy, routes, port }) {
  const cacheDir = mkdtempSync(path.join(tmpdir(), "schulwebsite-colo-"));
  const site = { ...vars, SITE_URL: `http://127.0.0.1:${port}`, DEBUG_HEADERS: "1" };
  const start = () => startWorker({ port, persistTo: cacheDir, vars: site, inspector: false });
  try {
    const first = await start();
    for (const route of routes) await fetch(`${first.url}${route}`).then((response) => response.arrayBuffer());
    await settled(proxy.requests);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the Cache API writes run after the answers
    await first.stop();

    const fresh = await start();
    const { workerPid } = findWorkerd(fresh.port);
    const rows = [];
    try {
      for (const route of routes) {
        proxy.reset();
        const cpuBefore = cpuMs(workerPid);
        const begin = performance.now();
        const response = await fetch(`${fresh.url}${route}`);
        await response.arrayBuffer();
        const ms = Math.round(performance.now() - begin);
        await settled(proxy.requests);
        rows.push({
          route,
          served: response.headers.get("x-page-cache") ?? "?",
          ms,
          cpuMs: Math.round((cpuMs(workerPid) - cpuBefore) * 10) / 10,
          backendRequests: proxy.requests.length,
        });
      }
    } finally {
      await fresh.stop();
    }
    return rows;
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

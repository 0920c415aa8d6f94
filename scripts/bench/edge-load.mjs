import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib/pocketbase.mjs";
import { settled } from "./counting-proxy.mjs";
import { meanStatic, staticBeside, versusStatic } from "./static-reference.mjs";
import { loadTest } from "./load.mjs";
import { findWorkerd } from "./worker-cpu.mjs";

/** Files the assets binding serves as they are: built scripts, images, icons (not _headers, not the build id). */
function staticFiles(dir, prefix = "") {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return relative === "/builds" ? [] : staticFiles(path.join(dir, entry.name), relative);
    return entry.name.startsWith("_") ? [] : [{ path: relative, size: statSync(path.join(dir, entry.name)).size }];
  });
}

/**
 * The built static file closest in size to targetBytes (by ratio, as sizes span orders of magnitude):
 * the static upper bound for a page of that size. All client code is one chunk of about 240 KiB, so the
 * images and icons the build writes are candidates too.
 */
export function pickStaticAsset(targetBytes) {
  const dir = path.join(repoRoot, "dist", "public");
  const files = staticFiles(dir);
  if (!files.length) throw new Error(`Keine Dateien in ${dir}: Build unvollständig.`);
  const distance = ({ size }) => Math.abs(Math.log(Math.max(size, 1) / targetBytes));
  files.sort((a, b) => distance(a) - distance(b));
  return { path: files[0].path, size: files[0].size, targetBytes: Math.round(targetBytes) };
}

/**
 * Throughput, latency and worker CPU per request: each route with the edge cache warm (TTL 60, warmed right before),
 * the static asset before and after each of them (static-reference.mjs), then each route with caching off (TTL 0:
 * every render reads PocketBase).
 * @param {{ warm: { url: string, port: number }, cold: { url: string, port: number }, proxy: any, routes: string[], staticAsset: any, log?: (line: string) => void }} options
 */
export async function measureLoad({ warm, cold, proxy, routes, staticAsset, log = () => {} }) {
  const warmPids = findWorkerd(warm.port);
  const coldPids = findWorkerd(cold.port);
  const run = async (site, pids, target, cache) => {
    proxy.reset();
    const result = await loadTest(`${site.url}${target}`, pids);
    if (findWorkerd(site.port).workerPid !== pids.workerPid) {
      throw new Error(`Der Worker auf ${site.url} wurde während der Messung neu gestartet (dist/ geändert?).`);
    }
    await settled(proxy.requests);
    const backendSample = [...new Set(proxy.requests)].slice(0, 5);
    const row = { target, cache, ...result, backendRequests: proxy.requests.length, backendSample };
    log(`${cache} ${target}: ${row.reqPerSec} req/s, p50 ${row.p50Ms} ms, CPU ${row.cpuMsPerRequest} ms/req`);
    return row;
  };
  const runStatic = () => run(warm, warmPids, staticAsset.path, "static");

  const statics = [await runStatic()];
  const rows = [];
  for (const route of routes) {
    // Twice: the second view finds any entry the first one only refreshed in the background.
    for (let view = 0; view < 2; view += 1) {
      await fetch(`${warm.url}${route}`).then((response) => response.arrayBuffer());
      await settled(proxy.requests);
    }
    const row = await run(warm, warmPids, route, "warm");
    statics.push(await runStatic());
    const beside = staticBeside(statics, statics.length - 2);
    rows.push({ ...row, staticBeside: beside, vsStatic: versusStatic(row, beside) });
  }
  const reference = { ...statics[0], ...meanStatic(statics) };
  for (const route of routes) {
    const row = await run(cold, coldPids, route, "off");
    rows.push({ ...row, vsStatic: versusStatic(row, reference) });
  }
  return { static: { ...reference, size: staticAsset.size, htmlTargetSize: staticAsset.targetBytes }, pages: rows };
}

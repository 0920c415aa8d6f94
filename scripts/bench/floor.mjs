import path from "node:path";
import { repoRoot } from "../lib/pocketbase.mjs";
import { build, startWorker } from "../lib/worker.mjs";

/**
 * The floor every figure is set against: a Waku project with one dynamic page and one client component
 * (scripts/bench/floor-site), built with the site's Waku, React and Vite and served by the same wrangler and
 * workerd. What it costs is what any Waku page costs on this machine; the site's figures are read as ratios to it.
 */
export const FLOOR_SITE = path.join(repoRoot, "scripts", "bench", "floor-site");

/** Builds the floor-site (a few seconds; always, so it never measures an older Waku than the site's). */
export function buildFloor() {
  build({ quiet: true, root: FLOOR_SITE });
}

/**
 * Serves the floor-site's build in workerd on the given port, as the bench serves the site: without the inspector,
 * or with it on `inspectorPort` (for the isolate's own CPU).
 * @param {{ port: number, inspectorPort?: number }} options
 */
export function startFloor({ port, inspectorPort }) {
  return startWorker({ port, root: FLOOR_SITE, inspector: inspectorPort !== undefined, inspectorPort });
}

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describeSeed, seed } from "../../pocketbase/seed/seed.mjs";

// A database gets one chance at the demo content, decided on its first start: the marker file in its data
// directory says how that went, so a database an editor emptied never fills up with the demo again. It lives in
// pb_data because it belongs to that database: a copy or a PocketBase backup of pb_data carries it along.
export const DEMO_MARKER = "demo-content.json";

const markerPath = (dir) => path.join(dir, DEMO_MARKER);

/** @returns {{ decidedAt: string, demo: boolean, created?: number } | null} */
export function readDemoMarker(dir) {
  if (!existsSync(markerPath(dir))) return null;
  try {
    return JSON.parse(readFileSync(markerPath(dir), "utf8"));
  } catch {
    // A damaged marker still means the decision was made.
    return { decidedAt: "?", demo: false };
  }
}

/**
 * Loads the demo content on the first start of a database (when `wanted` and it has no content), never later.
 * @param {{ url: string, admin: { email: string, password: string }, dir: string, wanted: boolean, now?: Date }} options
 *   now: the date the seed computes its relative content from (the seed's own default: the current time)
 * @returns {Promise<string>} the line to print
 */
export async function loadDemoOnce({ url, admin, dir, wanted, now }) {
  const marker = readDemoMarker(dir);
  if (marker) {
    const when = marker.decidedAt.slice(0, 10);
    return marker.demo
      ? `Demo-Inhalte übersprungen: diese Datenbank hat sie am ${when} schon bekommen (${markerPath(dir)}). ` +
          "Für eine frische Demo den Datenordner löschen."
      : `Ohne Demo-Inhalte: so seit ${when} festgelegt (${markerPath(dir)}).`;
  }
  const decidedAt = new Date().toISOString();
  if (!wanted) {
    writeFileSync(markerPath(dir), JSON.stringify({ decidedAt, demo: false }, null, 2));
    return `Ohne Demo-Inhalte gestartet; diese Datenbank bekommt auch später keine (${markerPath(dir)}).`;
  }
  const started = Date.now();
  const summary = await seed(url, admin, { now });
  writeFileSync(
    markerPath(dir),
    JSON.stringify({ decidedAt, demo: summary.seeded, created: summary.created }, null, 2),
  );
  return summary.seeded ? `${describeSeed(summary)} (${Date.now() - started} ms)` : describeSeed(summary);
}

/** `--no-demo` on the command line or DEMO_CONTENT=0: start without demo content. */
export function demoWanted(argv = process.argv, env = process.env) {
  return !argv.includes("--no-demo") && env.DEMO_CONTENT !== "0";
}

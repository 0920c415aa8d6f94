import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib/pocketbase.mjs";
import { hasBuild } from "../lib/worker.mjs";

const INPUTS = ["src", "public", "waku.config.ts", "wrangler.toml", "package-lock.json"];

/** True when there is no build, or a source file changed after the last one. */
export function buildIsStale() {
  if (!hasBuild()) return true;
  const built = statSync(path.join(repoRoot, "dist", "server", "serve-cloudflare.js")).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(repoRoot, input)) > built);
}

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file, { recursive: true })
    .map((name) => statSync(path.join(file, name)).mtimeMs)
    .reduce((newest, mtime) => Math.max(newest, mtime), stat.mtimeMs);
}

/** Identifies the build on disk; wrangler dev reloads the worker when it changes under a running bench. */
export function buildFingerprint() {
  const file = (name) => {
    const target = path.join(repoRoot, "dist", name);
    return existsSync(target) ? `${name}@${statSync(target).mtimeMs}` : `${name}@missing`;
  };
  const assets = path.join(repoRoot, "dist", "public", "assets");
  const names = existsSync(assets) ? readdirSync(assets).sort().join(",") : "no-assets";
  return [file("server/serve-cloudflare.js"), file("server/index.js"), names].join("|");
}

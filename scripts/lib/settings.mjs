import path from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { repoRoot } from "./pocketbase.mjs";
import { WORKER_VARS } from "./worker.mjs";

/**
 * The worker's settings as a deploy would ship them: wrangler.toml's [vars], overridden by the environment.
 * @returns {Record<string, string>}
 */
export function readSettings(env = process.env) {
  const { bindings } = unstable_getMiniflareWorkerOptions(path.join(repoRoot, "wrangler.toml")).workerOptions;
  const settings = {};
  for (const name of WORKER_VARS) {
    const value = env[name] ?? bindings?.[name];
    if (typeof value === "string" && value !== "") settings[name] = value;
  }
  return settings;
}

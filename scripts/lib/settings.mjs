import path from "node:path";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { repoRoot } from "./pocketbase.mjs";
import { siteEnv } from "./site-env.mjs";
import { WORKER_SECRETS, WORKER_VARS } from "./worker.mjs";

export { SITE_ENV_FILE, siteEnv } from "./site-env.mjs";

/**
 * wrangler.toml's [vars], as wrangler reads them.
 * @returns {Record<string, unknown>}
 */
export function readTomlVars() {
  const { bindings } = unstable_getMiniflareWorkerOptions(path.join(repoRoot, "wrangler.toml")).workerOptions;
  return /** @type {Record<string, unknown>} */ (bindings ?? {});
}

/**
 * The worker's settings as a deploy would ship them: wrangler.toml's [vars], overridden by site.env and the
 * environment. Secrets (the Access client secret) are not among them: they never leave the environment as a var.
 * @returns {Record<string, string>}
 */
export function readSettings(env = siteEnv()) {
  const toml = /** @type {Record<string, unknown>} */ (readTomlVars());
  /** @type {Record<string, string>} */
  const settings = {};
  for (const name of WORKER_VARS) {
    const value = env[name] ?? toml[name];
    if (typeof value === "string" && value !== "") settings[name] = value;
  }
  return settings;
}

/** The worker's secrets set in the environment (or site.env), for `wrangler deploy --secrets-file`. */
export function readSecrets(env = siteEnv()) {
  return Object.fromEntries(WORKER_SECRETS.filter((name) => env[name]).map((name) => [name, env[name]]));
}

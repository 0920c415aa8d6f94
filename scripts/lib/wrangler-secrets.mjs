import { spawnSync } from "node:child_process";
import path from "node:path";
import { checkPushKeys, PUSH_KEY_NAMES } from "./doctor-checks.mjs";
import { repoRoot } from "./pocketbase.mjs";

/**
 * Names of the deployed worker's secrets (`wrangler secret list`), or none when wrangler cannot say (not signed in
 * to Cloudflare, the worker not deployed yet): then only what the environment holds counts.
 * @returns {string[]}
 */
export function storedSecretNames() {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, "node_modules", ".bin", "wrangler"), "secret", "list", "--format", "json"],
    {
      cwd: repoRoot,
      encoding: "utf8",
      timeout: 30_000,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
  if (result.status !== 0) return [];
  try {
    const list = JSON.parse(result.stdout);
    return Array.isArray(list) ? list.map((secret) => secret?.name).filter((name) => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/**
 * What `npm run doctor` and `npm run deploy` say about the VAPID keys: those in the environment (or site.env), and
 * only when some are missing there, those the deployed worker already has.
 * @param {Record<string, string | undefined>} secrets
 */
export function pushKeyFindings(secrets) {
  const missing = PUSH_KEY_NAMES.some((name) => !secrets[name]);
  return checkPushKeys(secrets, missing ? storedSecretNames() : []);
}

import { spawnSync } from "node:child_process";
import path from "node:path";
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

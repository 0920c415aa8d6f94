import { spawnSync } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./pocketbase.mjs";

/** Where `npm start` and `npm run preview` keep the local Workers runtime's state, the registry's D1 included. */
export const LOCAL_STATE_DIR = ".wrangler/state";

/**
 * Runs SQL on the registry through `wrangler d1 execute SCHOOLS`: the deployed database (needs a Cloudflare login), or
 * with `local` the one `npm start` and `npm run preview` use. Returns the rows of the last statement.
 * @param {{ local: boolean, persistTo?: string }} where
 */
export function wranglerRegistry({ local, persistTo = LOCAL_STATE_DIR }) {
  return async (sql) => {
    const args = ["d1", "execute", "SCHOOLS", "--json", "--command", sql];
    args.push(...(local ? ["--local", "--persist-to", persistTo] : ["--remote"]));
    const result = spawnSync(process.execPath, [path.join(repoRoot, "node_modules", ".bin", "wrangler"), ...args], {
      cwd: repoRoot,
      encoding: "utf8",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
    });
    if (result.status !== 0) {
      const said = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim().split("\n").slice(-8).join("\n");
      throw new Error(`wrangler d1 execute ist fehlgeschlagen (Code ${result.status}):\n${said}`);
    }
    const answers = JSON.parse(result.stdout);
    return answers.at(-1)?.results ?? [];
  };
}

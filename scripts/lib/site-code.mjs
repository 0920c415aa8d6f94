import { build } from "esbuild";
import { repoRoot } from "./pocketbase.mjs";

/**
 * The site's own TypeScript (src/…) as one ES module at `outfile`, for a script to import or hand to workerd: Node
 * runs the site's files only one by one and without their extensionless imports. `entry` is TypeScript that
 * re-exports what the script needs, with paths from the repository's root.
 * @param {string} entry
 * @param {string} outfile
 * @param {{ platform?: "neutral" | "node", conditions?: string[], packages?: "external" }} [options]
 */
export async function bundleSiteCode(entry, outfile, { platform = "neutral", ...options } = {}) {
  await build({
    stdin: { contents: entry, resolveDir: repoRoot, loader: "ts" },
    bundle: true,
    format: "esm",
    platform,
    ...options,
    outfile,
    logLevel: "error",
  });
  return outfile;
}

import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot } from "../lib/pocketbase.mjs";

/**
 * The worker as Cloudflare would receive it: `wrangler deploy --dry-run --outdir`, modules only
 * (source maps and wrangler's README are not uploaded as code).
 * @returns {{ raw: number, gzip: number, files: string[] }}
 * @throws {Error} when wrangler fails (no build, broken config)
 */
export function workerBundleSize() {
  const outdir = mkdtempSync(path.join(tmpdir(), "schulwebsite-bundle-"));
  try {
    const result = spawnSync(
      process.execPath,
      [path.join(repoRoot, "node_modules", ".bin", "wrangler"), "deploy", "--dry-run", "--outdir", outdir],
      {
        cwd: repoRoot,
        encoding: "utf8",
        timeout: 120_000,
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
      },
    );
    if (result.status !== 0) {
      throw new Error(
        `wrangler deploy --dry-run fehlgeschlagen (Code ${result.status}):\n${result.stdout}${result.stderr}`,
      );
    }
    const files = readdirSync(outdir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".map") && entry.name !== "README.md")
      .map((entry) => path.join(entry.parentPath, entry.name));
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(file);
      raw += bytes.length;
      gzip += gzipSync(bytes).length;
    }
    return { raw, gzip, files: files.map((file) => path.relative(outdir, file)) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

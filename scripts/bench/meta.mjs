import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { repoRoot } from "../lib/pocketbase.mjs";
import { CHROMIUM_PATH } from "./chromium.mjs";

const quiet = (command, args) => {
  try {
    return execFileSync(command, args, {
      cwd: repoRoot,
      encoding: "utf8",
      timeout: 10_000,
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
};

/** What a result was measured on, so committed results can be compared honestly. */
export function describeMachine() {
  const dirty = quiet("git", ["status", "--porcelain", "--", "src", "public", "waku.config.ts", "wrangler.toml"]);
  return {
    startedAt: new Date().toISOString(),
    commit: quiet("git", ["rev-parse", "--short", "HEAD"]),
    uncommittedSourceChanges: Boolean(dirty),
    node: process.version,
    chromium: quiet(CHROMIUM_PATH, ["--version"]),
    cpu: cpus()[0]?.model ?? null,
    cores: cpus().length,
    // Other work on the machine slows every timing figure; a load well above the core count means noisy numbers.
    loadAverage1m: Number(/** @type {number} */ (loadavg()[0]).toFixed(2)),
  };
}

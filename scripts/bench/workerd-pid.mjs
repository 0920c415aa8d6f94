import { readdirSync, readFileSync } from "node:fs";

/** The workerd that Miniflare started for this process (a child of it). */
export function workerdPid() {
  for (const name of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (
        parent === process.pid &&
        /** @type {string} */ (readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0")[0]).endsWith("workerd")
      ) {
        return Number(name);
      }
    } catch {
      // exited meanwhile
    }
  }
  throw new Error("Kein workerd-Prozess von Miniflare gefunden (/proc).");
}

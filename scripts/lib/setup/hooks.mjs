// The site's PocketBase hooks (pocketbase/pb_hooks) where PocketBase reads them. On this machine setup finds the
// folder of the PocketBase answering the address (Linux: its command line in /proc) and copies the files that
// differ; PocketBase notices and restarts by itself (--hooksWatch, on by default). Elsewhere it says what to copy.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../pocketbase.mjs";
import { isLocalHost } from "../doctor-checks.mjs";

export const HOOKS_SOURCE = path.join(repoRoot, "pocketbase", "pb_hooks");

/** The value of `--name value` or `--name=value` in a command line. */
function option(args, name) {
  for (const [i, arg] of args.entries()) {
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

/**
 * The hooks folder of the PocketBase serving on `url`, when it runs on this machine: its --hooksDir, else pb_hooks
 * beside its data folder (--dir, else pb_data beside the program), as PocketBase itself decides.
 * @param {string} url
 * @returns {string | undefined}
 */
export function findLocalHooksDir(url) {
  const { hostname, port } = new URL(url);
  if (!isLocalHost(hostname) || !existsSync("/proc")) return undefined;
  const wanted = port || "80";
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let args;
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    } catch {
      continue;
    }
    if (!args.includes("serve") || !/pocketbase/i.test(path.basename(args[0] ?? ""))) continue;
    const http = option(args, "http") ?? "127.0.0.1:8090";
    if (http.split(":").at(-1) !== wanted) continue;
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`);
      const hooks = option(args, "hooksDir");
      if (hooks) return path.resolve(cwd, hooks);
      const data = option(args, "dir");
      const dataDir = data
        ? path.resolve(cwd, data)
        : path.join(path.dirname(readlinkSync(`/proc/${pid}/exe`)), "pb_data");
      return path.join(path.dirname(dataDir), "pb_hooks");
    } catch {
      // another user's process: not ours to read
    }
  }
  return undefined;
}

/**
 * Copies every hook file that is missing or different into `dir`; files of other applications stay.
 * @param {string} dir
 * @returns {string[]} the names copied
 */
export function copyHooks(dir) {
  mkdirSync(dir, { recursive: true });
  const copied = [];
  for (const name of readdirSync(HOOKS_SOURCE)) {
    const from = path.join(HOOKS_SOURCE, name);
    const to = path.join(dir, name);
    if (existsSync(to) && readFileSync(to).equals(readFileSync(from))) continue;
    copyFileSync(from, to);
    copied.push(name);
  }
  return copied;
}

/** What to copy where, for a PocketBase on another machine. */
export const COPY_HOOKS_BY_HAND =
  `Die Hooks auf den Server kopieren: den Inhalt von ${HOOKS_SOURCE} in den Ordner pb_hooks neben dem Ordner ` +
  "pb_data Ihres PocketBase (z. B. scp -r pocketbase/pb_hooks/. server:/opt/pocketbase/pb_hooks/). PocketBase lädt " +
  "sie von selbst neu (sonst neu starten); dann npm run setup noch einmal.";

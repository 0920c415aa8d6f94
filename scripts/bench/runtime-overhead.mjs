// node scripts/bench/runtime-overhead.mjs: what wrangler's local runtime charges that a deployed worker never runs.
// wrangler dev (Miniflare) serves a worker inside workerd with two workers of its own in the same process: an entry
// worker every request passes, and an outbound worker every subrequest passes (miniflare/dist/src/workers/core). The
// bench's CPU figures (scripts/bench/worker-cpu.mjs) count the whole process, so they include both. This serves one
// small worker (runtime-overhead/worker.js) both ways, from the same workerd binary, and prints the worker process's
// CPU per request with 0 and 8 backend reads.
import autocannon from "autocannon";
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { repoRoot, startPocketBase } from "../lib/pocketbase.mjs";
import { getFreePort } from "../lib/ports.mjs";
import { cpuMs } from "./worker-cpu.mjs";

const HERE = path.join(repoRoot, "scripts", "bench", "runtime-overhead");
const READS = 8;
/** The workerd binary wrangler runs (the `workerd` package, a CommonJS module whose `default` is its path). */
const WORKERD = createRequire(import.meta.url)("workerd").default;

/** workerd alone: the worker, its backend as a text binding, and a network service that may reach loopback. */
function capnpConfig(port, backendUrl) {
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = .worker),
    (name = "net", network = (allow = ["public", "private", "local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
const worker :Workerd.Worker = (
  modules = [(name = "worker.js", esModule = embed "worker.js")],
  compatibilityDate = "2026-10-01",
  bindings = [(name = "BACKEND", text = "${backendUrl}")],
  globalOutbound = "net",
);
`;
}

async function waitUntilServing(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} antwortet nicht.`);
}

/** wrangler's workerd for the worker, a child of this process: not its proxy (which listens on the port) nor workerd alone. */
function userWorkerd(port) {
  const children = execFileSync("pgrep", ["-P", String(process.pid), "workerd"], { encoding: "utf8" })
    .trim()
    .split("\n");
  const pid = children.map(Number).find((child) => {
    const args = readFileSync(`/proc/${child}/cmdline`, "utf8").split("\0");
    return args.includes("--binary") && !args.includes(`--socket-addr=entry=127.0.0.1:${port}`);
  });
  if (!pid) throw new Error("Kein workerd-Prozess für den Worker unter wrangler gefunden.");
  return pid;
}

async function cpuPerRequest({ url, pid }, reads, seconds) {
  const before = cpuMs(pid);
  const result = await autocannon({ url: `${url}/?reads=${reads}`, duration: seconds, connections: 10 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return (cpuMs(pid) - before) / result.requests.total;
}

/** The worker in workerd alone, on a free port: its URL, its process and how to stop it. */
async function serveAlone(dir, backendUrl) {
  const port = await getFreePort();
  // capnp embeds files beside the config.
  copyFileSync(path.join(HERE, "worker.js"), path.join(dir, "worker.js"));
  writeFileSync(path.join(dir, "config.capnp"), capnpConfig(port, backendUrl));
  const child = spawn(WORKERD, ["serve", path.join(dir, "config.capnp")], { stdio: "inherit" });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: async () => child.kill() };
}

async function serveWithWrangler(backendUrl) {
  const { unstable_startWorker } = await import("wrangler");
  const port = await getFreePort();
  const worker = await unstable_startWorker({
    config: path.join(HERE, "wrangler.toml"),
    bindings: { BACKEND: { type: "plain_text", value: backendUrl } },
    dev: { server: { hostname: "127.0.0.1", port }, inspector: false, logLevel: "error" },
  });
  await worker.ready;
  return { url: `http://127.0.0.1:${port}`, pid: userWorkerd(port), stop: () => worker.dispose() };
}

/**
 * The worker process's CPU per request with no backend read and per backend read, in workerd alone and under
 * wrangler dev (same binary, same worker).
 * @returns {Promise<{ alone: { requestMs: number, readMs: number }, wrangler: { requestMs: number, readMs: number } }>}
 */
export async function measureRuntimeOverhead({ seconds = 4, rounds = 2 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "schulwebsite-runtime-"));
  /** @type {Array<() => Promise<unknown>>} */
  const stops = [async () => rmSync(dir, { recursive: true, force: true })];
  try {
    const pocketbase = await startPocketBase({ port: await getFreePort(), dir: path.join(dir, "pb"), bare: true });
    stops.push(pocketbase.stop);
    const runtimes = {
      alone: await serveAlone(dir, pocketbase.url),
      wrangler: await serveWithWrangler(pocketbase.url),
    };
    for (const runtime of Object.values(runtimes)) stops.push(runtime.stop);
    await Promise.all(Object.values(runtimes).map((runtime) => waitUntilServing(runtime.url)));
    /** @type {{ alone: [number, number], wrangler: [number, number] }} */
    const sums = { alone: [0, 0], wrangler: [0, 0] };
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, reads] of [0, READS].entries()) {
        for (const [name, runtime] of Object.entries(runtimes)) {
          sums[name][index] += await cpuPerRequest(runtime, reads, seconds);
        }
      }
    }
    const figures = ([none, withReads]) => ({
      requestMs: round2(none / rounds),
      readMs: round2((withReads - none) / rounds / READS),
    });
    return { alone: figures(sums.alone), wrangler: figures(sums.wrangler) };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

const round2 = (value) => Math.round(value * 100) / 100;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { alone, wrangler } = await measureRuntimeOverhead();
  console.log("Worker process CPU per request, ms (10 connections, 4 s, mean of 2):");
  console.log(`  workerd alone   request ${alone.requestMs}, each backend read ${alone.readMs}`);
  console.log(`  wrangler dev    request ${wrangler.requestMs}, each backend read ${wrangler.readMs}`);
  console.log(
    `wrangler dev adds ${round2(wrangler.requestMs - alone.requestMs)} ms per request and ` +
      `${round2(wrangler.readMs - alone.readMs)} ms per backend read.`,
  );
}

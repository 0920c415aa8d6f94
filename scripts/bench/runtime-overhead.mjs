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
import workerd from "workerd";
import { repoRoot, startPocketBase } from "../lib/pocketbase.mjs";
import { getFreePort } from "../lib/ports.mjs";
import { cpuMs } from "./worker-cpu.mjs";

const HERE = path.join(repoRoot, "scripts", "bench", "runtime-overhead");
const READS = [0, 8];
const SECONDS = 4;
const ROUNDS = 2;

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

async function cpuPerRequest(url, pid, reads) {
  const before = cpuMs(pid);
  const result = await autocannon({ url: `${url}/?reads=${reads}`, duration: SECONDS, connections: 10 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return (cpuMs(pid) - before) / result.requests.total;
}

const dir = mkdtempSync(path.join(tmpdir(), "schulwebsite-runtime-"));
const stops = [async () => rmSync(dir, { recursive: true, force: true })];
try {
  const pocketbase = await startPocketBase({ port: await getFreePort(), dir: path.join(dir, "pb"), bare: true });
  stops.push(pocketbase.stop);

  const alonePort = await getFreePort();
  // capnp embeds files beside the config.
  copyFileSync(path.join(HERE, "worker.js"), path.join(dir, "worker.js"));
  writeFileSync(path.join(dir, "config.capnp"), capnpConfig(alonePort, pocketbase.url));
  const alone = spawn(workerd.default, ["serve", path.join(dir, "config.capnp")], { stdio: "inherit" });
  stops.push(async () => alone.kill());
  const aloneUrl = `http://127.0.0.1:${alonePort}`;

  const { unstable_startWorker } = await import("wrangler");
  const wranglerPort = await getFreePort();
  const viaWrangler = await unstable_startWorker({
    config: path.join(HERE, "wrangler.toml"),
    bindings: { BACKEND: { type: "plain_text", value: pocketbase.url } },
    dev: { server: { hostname: "127.0.0.1", port: wranglerPort }, inspector: false, logLevel: "warn" },
  });
  stops.push(() => viaWrangler.dispose());
  await viaWrangler.ready;
  const wranglerUrl = `http://127.0.0.1:${wranglerPort}`;
  await Promise.all([waitUntilServing(aloneUrl), waitUntilServing(wranglerUrl)]);
  const runtimes = [
    { name: "workerd alone", url: aloneUrl, pid: alone.pid },
    { name: "wrangler dev", url: wranglerUrl, pid: userWorkerd(wranglerPort) },
  ];

  const figures = new Map();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const reads of READS) {
      for (const runtime of runtimes) {
        const key = `${runtime.name}|${reads}`;
        figures.set(key, [...(figures.get(key) ?? []), await cpuPerRequest(runtime.url, runtime.pid, reads)]);
      }
    }
  }
  const mean = (key) => figures.get(key).reduce((sum, value) => sum + value, 0) / ROUNDS;
  const round2 = (value) => Math.round(value * 100) / 100;
  console.log(`Worker process CPU per request, ms (10 connections, ${SECONDS} s, mean of ${ROUNDS}):`);
  for (const runtime of runtimes) {
    const none = mean(`${runtime.name}|0`);
    const perRead = (mean(`${runtime.name}|8`) - none) / 8;
    console.log(`  ${runtime.name.padEnd(14)} request ${round2(none)}, each backend read ${round2(perRead)}`);
  }
  const [bare, dev] = runtimes.map((runtime) => ({
    request: mean(`${runtime.name}|0`),
    read: (mean(`${runtime.name}|8`) - mean(`${runtime.name}|0`)) / 8,
  }));
  console.log(
    `wrangler dev adds ${round2(dev.request - bare.request)} ms per request and ${round2(dev.read - bare.read)} ms per backend read.`,
  );
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
}

// npm run soak: ten minutes of ten visitors at once on the built worker (workerd) against a real PocketBase,
// through a minute with PocketBase stopped, a minute of 3 s answers and a minute of garbage. The last line
// is the summary as one JSON object; soak-<date>.json in bench/results keeps it for `npm run bench`.
// SOAK_SCALE=0.2 runs every phase at a fifth of its length (a quick look, not the figure to report).
// `-- --years N`: against N years of a school (seed:volume, kept under .cache/volume) instead of the demo content.
// The worker isolate's JS heap is read through its inspector every 30 s.
// `-- --schools N`: one worker serving N schools of the registry over 3 PocketBases instead, every answer checked for
// another school's content (scripts/bench/soak-schools.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { startCountingProxy } from "./bench/counting-proxy.mjs";
import { buildIsStale } from "./bench/freshness.mjs";
import { outageView, phaseAt, pickRoute, SOAK_CONNECTIONS, SOAK_PHASES, summarize } from "./bench/soak-plan.mjs";
import { isolateHeap } from "./bench/heap.mjs";
import { runSchoolsSoak } from "./bench/soak-schools.mjs";
import { startVolumePocketBase } from "./bench/volume-pocketbase.mjs";
import { findWorkerd, memoryMb } from "./bench/worker-cpu.mjs";
import { parseArgs } from "node:util";
import { fail, stopOnSignal } from "./lib/lifecycle.mjs";
import { repoRoot, startPocketBase } from "./lib/pocketbase.mjs";
import { getFreePort } from "./lib/ports.mjs";
import { build, startWorker } from "./lib/worker.mjs";

const scale = Number(process.env.SOAK_SCALE ?? 1);
const { values: options } = parseArgs({ options: { years: { type: "string" }, schools: { type: "string" } } });
const years = options.years === undefined ? undefined : Number(options.years);
const HEAP_SAMPLE_MS = 30_000;
/** The heap counts as flat when it grew by no more than this over the last five minutes (6 % of 64 MB). */
const FLAT_HEAP_GROWTH_MB = 4;
const REQUEST_TIMEOUT_MS = 20_000;
const started = Date.now();
const log = (line) => console.log(`[soak ${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${line}`);
const stops = [];
stopOnSignal(stops);

try {
  if (!(scale > 0)) throw new Error(`SOAK_SCALE=${process.env.SOAK_SCALE}: eine Zahl größer 0 angeben.`);
  if (buildIsStale()) {
    log("Build fehlt oder ist veraltet: waku build …");
    build({ quiet: true });
  }
  if (options.schools !== undefined) {
    if (years !== undefined) throw new Error("--schools und --years: bitte nur eines davon.");
    const { summary } = await runSchoolsSoak({ count: Number(options.schools), scale, stops, log });
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
    console.log(JSON.stringify(summary));
    process.exit(0);
  }
  if (years !== undefined && !(Number.isInteger(years) && years >= 1 && years <= 30)) {
    throw new Error(`--years ${options.years}: 1 bis 30.`);
  }
  const pbPort = await getFreePort();
  let pocketbase;
  if (years === undefined) {
    const demoDir = mkdtempSync(path.join(tmpdir(), "schulwebsite-soak-pb-"));
    stops.push(async () => rmSync(demoDir, { recursive: true, force: true }));
    pocketbase = await startPocketBase({ port: pbPort, dir: demoDir, log });
  } else {
    pocketbase = await startVolumePocketBase({ years, photoSize: "phone", port: pbPort, log });
  }
  const dataDir = pocketbase.dir;
  stops.push(() => pocketbase.stop());
  const proxy = await startCountingProxy(pocketbase.url);
  stops.push(proxy.close);
  const port = await getFreePort();
  const inspectorPort = await getFreePort();
  const worker = await startWorker({
    port,
    inspectorPort,
    vars: { POCKETBASE_URL: proxy.url, SITE_URL: `http://127.0.0.1:${port}`, CACHE_TTL_SECONDS: "60" },
  });
  stops.push(worker.stop);
  const { workerPid } = findWorkerd(port);
  log(`Worker ${worker.url}, PocketBase ${pocketbase.url} (über Proxy ${proxy.url}), ${SOAK_CONNECTIONS} Verbindungen`);

  // The fault of each phase, switched as the clock passes into it.
  const applyFault = async (phase) => {
    proxy.setFault(phase.fault === "slow" || phase.fault === "garbage" ? phase.fault : "none");
    if (phase.fault === "stopped") {
      await pocketbase.stop();
    } else if (!(await isUp(pocketbase.url))) {
      pocketbase = await startPocketBase({ port: pbPort, dir: dataDir, seedContent: false });
    }
  };

  const samples = [];
  const heapSamples = [];
  let sampling = false;
  const sampleHeap = async () => {
    if (sampling) return; // a snapshot of a large heap can outlast the interval
    sampling = true;
    try {
      heapSamples.push({ seconds: Math.round(elapsed()), usedMb: (await isolateHeap(inspectorPort)).usedMb });
    } catch (error) {
      log(`Heap nicht lesbar: ${/** @type {Error} */ (error).message}`);
    } finally {
      sampling = false;
    }
  };
  const outage = { stale: 0, overlay: 0, notFound: 0, failed: 0 };
  const memoryStartMb = memoryMb(workerPid);
  const memoryByPhaseMb = {};
  // The visitors, the proxy and their timers share this process: if its own event loop stalls, answers look slow
  // (or time out) that the worker gave in time. The longest stall per phase tells the two apart.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const harnessStallMsByPhase = {};
  const notePhaseEnd = (name) => {
    memoryByPhaseMb[name] = memoryMb(workerPid);
    harnessStallMsByPhase[name] = Math.round(loopDelay.max / 1e6);
    loopDelay.reset();
  };
  // The first phase starts at 0.
  let current = /** @type {import("./bench/soak-plan.mjs").Phase} */ (phaseAt(0, SOAK_PHASES, scale));
  log(`Phase ${current.name}`);
  const elapsed = () => (Date.now() - started) / 1000;
  await sampleHeap();
  const heapTimer = setInterval(sampleHeap, HEAP_SAMPLE_MS);
  const clockStart = Date.now();
  const phaseNow = () => phaseAt((Date.now() - clockStart) / 1000, SOAK_PHASES, scale);
  let switching = Promise.resolve();
  const watch = setInterval(() => {
    const next = phaseNow();
    if (next && next !== current) {
      notePhaseEnd(current.name);
      current = next;
      log(`Phase ${next.name} (${samples.length} Anfragen bisher)`);
      switching = switching
        .then(() => applyFault(next))
        .catch((error) => log(`Fehler beim Umschalten: ${error.message}`));
    }
  }, 200);

  const visitor = async () => {
    while (phaseNow()) {
      const phase = current;
      const route = pickRoute(Math.random());
      const begin = performance.now();
      let status = 0;
      let body = "";
      try {
        const response = await fetch(`${worker.url}${route}`, {
          redirect: "manual",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = response.status;
        body = await response.text();
      } catch {
        status = 0; // no answer at all (timeout or connection refused)
      }
      samples.push({ phase: phase.name, route, status, ms: Math.round(performance.now() - begin) });
      if (phase.fault === "stopped") outage[outageView({ status, body, rsc: route.startsWith("/RSC/") })] += 1;
    }
  };
  await Promise.all(Array.from({ length: SOAK_CONNECTIONS }, visitor));
  clearInterval(watch);
  clearInterval(heapTimer);
  await sampleHeap();
  await switching;
  notePhaseEnd(current.name);
  loopDelay.disable();
  const memoryEndMb = memoryByPhaseMb[current.name];

  const summary = {
    ...summarize(samples),
    scale,
    connections: SOAK_CONNECTIONS,
    durationSeconds: Math.round(elapsed()),
    memoryStartMb,
    memoryEndMb,
    memoryByPhaseMb,
    harnessStallMsByPhase,
    outage: { staleContent: outage.stale, overlay: outage.overlay, notFound: outage.notFound, failed: outage.failed },
    worst5xx: [...new Set(samples.filter((sample) => sample.status >= 500).map((sample) => sample.route))].slice(0, 10),
    years,
    heap: heapSummary(heapSamples, elapsed()),
  };
  const dir = path.join(repoRoot, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `soak-${new Date().toISOString().slice(0, 10)}${years ? `-${years}y` : ""}.json`);
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  for (const [name, phase] of Object.entries(summary.phases)) {
    log(
      `${name.padEnd(20)} ${String(phase.requests).padStart(6)} Anfragen, 5xx ${phase.status5xx}, p50 ${phase.p50Ms} ms, p99 ${phase.p99Ms} ms`,
    );
  }
  for (const { route, requests, p50Ms, p99Ms } of summary.healthyRoutes.slice(0, 8)) {
    log(
      `ohne Störung ${/** @type {string} */ (route).slice(0, 40).padEnd(40)} ${String(requests).padStart(5)} Anfragen, p50 ${p50Ms} ms, p99 ${p99Ms} ms`,
    );
  }
  log(
    `PocketBase gestoppt: ${outage.stale} Antworten mit gespeichertem Inhalt, ${outage.overlay} mit Hinweis/Overlay, ` +
      `${outage.notFound} 404/Weiterleitung (erfundene Adressen), ${outage.failed} ohne Antwort`,
  );
  log(`workerd-Speicher ${memoryStartMb} → ${memoryEndMb} MiB; gespeichert in ${path.relative(repoRoot, file)}`);
  log(
    `Isolate-Heap ${summary.heap.startMb} → ${summary.heap.endMb} MB (höchstens ${summary.heap.maxMb}); letzte 5 min ` +
      `${summary.heap.lastFiveMinutesMb.join(" → ")} MB: ${summary.heap.flat ? "flach" : "wächst"}`,
  );
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  console.log(JSON.stringify(summary));
} catch (error) {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  fail(error);
}

/**
 * Start, end and peak of the isolate's heap, and whether it stayed flat over the last five minutes: the median of the
 * samples in that window's first minute against its last (single samples saw with garbage not yet collected).
 */
function heapSummary(samples, seconds) {
  const used = samples.map((sample) => sample.usedMb);
  const minuteMedian = (from) => {
    const window = samples
      .filter((sample) => sample.seconds >= from && sample.seconds < from + 60)
      .map((s) => s.usedMb);
    return window.length ? [...window].sort((a, b) => a - b)[Math.floor(window.length / 2)] : undefined;
  };
  const windowStart = Math.max(0, seconds - 300);
  const lastFiveMinutesMb = [0, 60, 120, 180, 240]
    .map((offset) => minuteMedian(windowStart + offset))
    .filter((v) => v !== undefined);
  const growth = (lastFiveMinutesMb.at(-1) ?? 0) - (lastFiveMinutesMb[0] ?? 0);
  return {
    samples,
    startMb: used[0],
    endMb: used.at(-1),
    maxMb: Math.max(...used),
    lastFiveMinutesMb,
    flat: lastFiveMinutesMb.length >= 2 && growth <= FLAT_HEAP_GROWTH_MB,
  };
}

async function isUp(url) {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

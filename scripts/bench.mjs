// npm run bench: bytes (with the inline RSC payload), Lighthouse (median of 3), edge load, worker CPU per cold
// render of every page, a fresh isolate on a warm cache, backend requests, search CPU per request, the isolate's heap
// and bundle size, in one run against its own PocketBase (demo seed) and the built worker in workerd, all on free
// ports; plus the last `npm run soak`. Beside the site, the floor (scripts/bench/floor.mjs) is measured with the same
// instruments, and every phase records what else the machine did (scripts/bench/quiet.mjs): the timing goals are
// ratios to the floor, judged only for quiet phases. `-- --years N`: the same figures again with N years of a school
// (seed:volume, kept under .cache/volume) and the ten-years issue's goals, demo beside volume.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { workerBundleSize } from "./bench/bundle-size.mjs";
import { assertChromium, launchBrowser, launchDebugChromium } from "./bench/chromium.mjs";
import { measureColdCpuBesideFloor } from "./bench/cold-cpu.mjs";
import { startCountingProxy } from "./bench/counting-proxy.mjs";
import { measureLoad, pickStaticAsset } from "./bench/edge-load.mjs";
import { buildFloor, startFloor } from "./bench/floor.mjs";
import { floorChecks } from "./bench/floor-checks.mjs";
import { buildFingerprint, buildIsStale } from "./bench/freshness.mjs";
import { measureFreshIsolate } from "./bench/fresh-isolate.mjs";
import { measureIsolateCpu } from "./bench/isolate-cpu.mjs";
import { runLighthouse } from "./bench/lighthouse.mjs";
import { LOAD, loadTest } from "./bench/load.mjs";
import { describeMachine } from "./bench/meta.mjs";
import { measurePageViews } from "./bench/page-views.mjs";
import { inPhase } from "./bench/quiet.mjs";
import { formatReport, latestSoak, verdicts, writeResults } from "./bench/report.mjs";
import { KEY_ROUTES, LIGHTHOUSE_ROUTES, PUBLIC_ROUTES } from "./bench/routes.mjs";
import { formatGoals, measureAtVolume, volumeGoals } from "./bench/volume.mjs";
import { startVolumePocketBase } from "./bench/volume-pocketbase.mjs";
import { findWorkerd } from "./bench/worker-cpu.mjs";
import { fail, stopOnSignal } from "./lib/lifecycle.mjs";
import { startPocketBase } from "./lib/pocketbase.mjs";
import { getFreePort } from "./lib/ports.mjs";
import { build, startWorker } from "./lib/worker.mjs";
import { parseArgs } from "node:util";

const { values: options } = parseArgs({ options: { years: { type: "string" } } });
const years = options.years === undefined ? undefined : Number(options.years);
// Seeding ten years with phone photos the first time takes minutes of its own.
const DEADLINE_MS = (years ? 80 : 30) * 60_000;
const started = Date.now();
const log = (line) => console.log(`[bench ${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${line}`);
const stops = [];
stopOnSignal(stops);
// On Ctrl-C the signal handler stops everything and exits; the run it interrupted then fails: stay quiet.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.once(signal, () => (interrupted = true));
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch((error) => console.error(error.message));
};
const watchdog = setTimeout(async () => {
  await stopAll();
  fail(new Error(`Bench nach ${DEADLINE_MS / 60_000} min abgebrochen (timed out).`));
}, DEADLINE_MS);

try {
  const [major, minor] = /** @type {[number, number]} */ (process.versions.node.split(".").map(Number));
  if (major < 22 || (major === 22 && minor < 19)) {
    throw new Error(`Node ${process.version}: Lighthouse braucht ≥ 22.19 – mit "npm run bench" starten.`);
  }
  assertChromium();
  const meta = { ...describeMachine(), load: LOAD };
  if (buildIsStale()) {
    log("Build fehlt oder ist veraltet: waku build …");
    build({ quiet: true });
  }
  log("Untergrenze (scripts/bench/floor-site): waku build …");
  buildFloor();
  log("Worker-Bundle (wrangler deploy --dry-run) …");
  const bundle = workerBundleSize();
  // wrangler dev reloads when dist/ changes (a build elsewhere): such a run measures two builds, so it stops.
  const fingerprint = buildFingerprint();
  const assertSameBuild = () => {
    if (buildFingerprint() !== fingerprint)
      throw new Error("dist/ hat sich während der Messung geändert (paralleler Build?).");
  };

  const dataDir = mkdtempSync(path.join(tmpdir(), "schulwebsite-bench-pb-"));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir, log });
  stops.push(pocketbase.stop);
  const proxy = await startCountingProxy(pocketbase.url);
  stops.push(proxy.close);
  const site = async (ttl) => {
    const port = await getFreePort();
    const vars = { POCKETBASE_URL: proxy.url, SITE_URL: `http://127.0.0.1:${port}`, CACHE_TTL_SECONDS: ttl };
    // Without wrangler's inspector, which makes every request's log line cost what no deployed worker pays.
    const worker = await startWorker({ port, vars, inspector: false });
    stops.push(worker.stop);
    log(`Worker (CACHE_TTL_SECONDS=${ttl}) auf ${worker.url}`);
    return worker;
  };
  const warm = await site("60");
  const cold = await site("0");
  const floorSite = await startFloor({ port: await getFreePort() });
  stops.push(floorSite.stop);
  log(`Untergrenze auf ${floorSite.url}`);
  const phases = [];
  const phase = async (name, work) => {
    log(`${name} …`);
    const { result, phase: record } = await inPhase(name, work);
    phases.push(record);
    log(
      `${name}: ${record.seconds} s, Last ${record.loadBefore} → ${record.loadAfter}, andere Prozesse ${record.otherCores} Kerne${record.quiet ? "" : ` – unruhig, nicht beurteilt (${record.others.join(", ")})`}`,
    );
    assertSameBuild();
    return result;
  };

  const pages = await phase(`${PUBLIC_ROUTES.length} Seiten in Chromium`, async () => {
    const browser = await launchBrowser();
    stops.push(() => browser.close()); // also on Ctrl-C
    try {
      return await measurePageViews({ browser, warm, cold, proxy, routes: PUBLIC_ROUTES, log });
    } finally {
      await stops.pop()();
    }
  });

  const { lighthouse, floorLighthouse } = await phase("Lighthouse", async () => {
    const debugChromium = await launchDebugChromium(await getFreePort());
    stops.push(debugChromium.stop);
    try {
      return {
        floorLighthouse: (await runLighthouse([`${floorSite.url}/`], debugChromium.port, { presets: ["mobile"] }))[0],
        lighthouse: await runLighthouse(
          LIGHTHOUSE_ROUTES.map((route) => `${warm.url}${route}`),
          debugChromium.port,
        ),
      };
    } finally {
      await stops.pop()();
    }
  });

  const htmlSizes = pages.filter((page) => KEY_ROUTES.includes(page.route)).map((page) => page.bytes.html.raw);
  const staticAsset = pickStaticAsset(htmlSizes.reduce((sum, size) => sum + size, 0) / htmlSizes.length);
  const { load, floorLoad } = await phase(
    `Last (${LOAD.durationSeconds} s × ${KEY_ROUTES.length * 3 + 2})`,
    async () => ({
      floorLoad: await loadTest(`${floorSite.url}/`, findWorkerd(floorSite.port)),
      load: await measureLoad({ warm, cold, proxy, routes: KEY_ROUTES, staticAsset, log }),
    }),
  );
  const { coldCpu, floorCold } = await phase("CPU je Render aller Seiten (TTL 0)", () =>
    measureColdCpuBesideFloor({ cold, floor: floorSite, routes: PUBLIC_ROUTES, proxy }),
  );
  // The same renders one at a time, as the isolate itself spends them (the figures above count the whole process).
  const isolateCpu = await phase("Isolate-CPU je Render (V8-Profiler, einzeln, Median von 3 Läufen)", async () => {
    const port = await getFreePort();
    const inspectorPort = await getFreePort();
    const vars = { POCKETBASE_URL: proxy.url, SITE_URL: `http://127.0.0.1:${port}`, CACHE_TTL_SECONDS: "0" };
    const profiled = await startWorker({ port, vars, inspectorPort });
    stops.push(profiled.stop);
    const floorInspectorPort = await getFreePort();
    const profiledFloor = await startFloor({ port: await getFreePort(), inspectorPort: floorInspectorPort });
    stops.push(profiledFloor.stop);
    try {
      // One row per route.
      const [floorRow] = /** @type {[import("./bench/isolate-cpu.mjs").IsolateCpuRow]} */ (
        await measureIsolateCpu({
          url: profiledFloor.url,
          inspectorPort: floorInspectorPort,
          routes: ["/"],
        })
      );
      const rows = await measureIsolateCpu({ url: profiled.url, inspectorPort, routes: PUBLIC_ROUTES });
      return { floorMs: floorRow.isolateCpuMs, rows };
    } finally {
      await stops.pop()();
      await stops.pop()();
    }
  });
  const freshIsolate = await phase("Neuer Isolate, gefüllter Cache", async () =>
    measureFreshIsolate({
      vars: { POCKETBASE_URL: proxy.url, CACHE_TTL_SECONDS: "60" },
      proxy,
      routes: KEY_ROUTES,
      port: await getFreePort(),
    }),
  );

  const demo = await phase("Suche und Heap (Demo)", () =>
    measureAtVolume({ pocketbaseUrl: pocketbase.url, label: "Demo", log }),
  );
  await stopAll();
  let volume;
  if (years !== undefined) {
    if (!(Number.isInteger(years) && years >= 1 && years <= 30)) throw new Error(`--years ${options.years}: 1 bis 30.`);
    const volumePocketBase = await startVolumePocketBase({ years, photoSize: "phone", port: await getFreePort(), log });
    stops.push(volumePocketBase.stop);
    volume = await phase(`Suche und Heap (${years} Jahre)`, () =>
      measureAtVolume({ pocketbaseUrl: volumePocketBase.url, label: `${years} Jahre`, log }),
    );
    await stopAll();
  }
  const soak = latestSoak();
  const floor = { coldCpu: floorCold, load: floorLoad, lighthouse: floorLighthouse };
  const results = {
    meta,
    phases,
    floor,
    pages,
    lighthouse,
    load,
    coldCpu,
    isolateCpu,
    freshIsolate,
    bundle,
    demo,
    volume,
    years,
    soak,
  };
  results.checks = verdicts(results);
  results.floorChecks = floorChecks(results);
  console.log(formatReport(results));
  if (volume) {
    results.goals = volumeGoals(demo, volume, latestSoak(years));
    console.log(`\n${formatGoals(results.goals, years)}`);
  }
  const file = writeResults(results);
  console.log(`\n${JSON.stringify(results)}`);
  log(`gespeichert in ${file}`);
  clearTimeout(watchdog);
} catch (error) {
  clearTimeout(watchdog);
  if (interrupted) await new Promise(() => {}); // the signal handler exits
  await stopAll();
  fail(error);
}

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib/pocketbase.mjs";
import { BUDGETS, TARGETS } from "./budgets.mjs";
import { floorFigures, ratioTo } from "./floor-checks.mjs";
import { LIGHTHOUSE_RUNS } from "./lighthouse.mjs";
import { budgetBytes } from "./page-bytes.mjs";

const KiB = 1024;

const kib = (bytes) => (bytes / KiB).toFixed(1);
const pad = (cells, widths) => cells.map((cell, i) => String(cell ?? "–").padStart(widths[i] ?? 10)).join(" ");
const table = (title, head, rows, first = 40) => {
  const widths = [first, ...head.slice(1).map((cell) => Math.max(9, cell.length))];
  const line = (cells) => `${String(cells[0]).padEnd(first)} ${pad(cells.slice(1), widths.slice(1))}`;
  return [`\n${title}`, line(head), ...rows.map(line)].join("\n");
};

/**
 * Target and budget verdicts, computed from the results (a missing figure fails its check). A timing figure of a
 * phase that did not run quiet (scripts/bench/quiet.mjs) is not judged: its `ok` is null. The goals set against the
 * floor are floorChecks (scripts/bench/floor-checks.mjs).
 */
export function verdicts(results) {
  const mobile = results.lighthouse.filter((run) => run.preset === "mobile");
  const warm = results.load.pages.filter((row) => row.cache === "warm");
  const worst = (values) => Math.max(...values.map((value) => value ?? Number.POSITIVE_INFINITY));
  const least = (values) => Math.min(...values.map((value) => value ?? Number.NEGATIVE_INFINITY));
  const jsMax = worst(results.pages.map((page) => budgetBytes({ totals: page.bytes, inline: page.inline }).js));
  const cssMax = worst(results.pages.map((page) => budgetBytes({ totals: page.bytes, inline: page.inline }).css));
  const sheetsMax = worst(results.pages.map((page) => page.inline.stylesheets + page.bytes.css.count));
  const fonts = results.pages.flatMap((page) => page.fonts).length;
  const score = least(mobile.map((run) => run.scores.performance));
  const fcp = worst(mobile.map((run) => run.fcpMs));
  const lcp = worst(mobile.map((run) => run.lcpMs));
  const cls = worst(mobile.map((run) => run.cls));
  const minRatio = least(warm.map((row) => row.vsStatic.reqPerSec));
  const warmCpu = worst(warm.map((row) => row.cpuMsPerRequest));
  const floorWarmCpu = floorFigures(results.floor).warmCpuMs;
  const coldFailures = results.coldCpu.reduce((sum, row) => sum + row.non2xx, 0);
  const warmBackend = worst(results.pages.map((page) => page.backend.warm.total));
  const freshRenders = results.freshIsolate.filter((row) => row.served !== "SHARED" || row.backendRequests > 0);
  const quiet = (prefix) => results.phases.find((phase) => phase.name.startsWith(prefix))?.quiet === true;
  const check = (name, value, ok, phase) => ({ name, value, ok: phase && !quiet(phase) ? null : ok });
  const checks = [
    check(
      `JS incl. inline RSC payload ≤ ${kib(BUDGETS.jsGzip)} KiB gzip on every page`,
      `${kib(jsMax)} KiB max`,
      jsMax <= BUDGETS.jsGzip,
    ),
    check(`CSS ≤ ${kib(BUDGETS.cssGzip)} KiB gzip on every page`, `${kib(cssMax)} KiB max`, cssMax <= BUDGETS.cssGzip),
    check(`≤ ${BUDGETS.stylesheets} stylesheet per page`, `${sheetsMax} max`, sheetsMax <= BUDGETS.stylesheets),
    check("no font files", `${fonts} fonts`, fonts === 0),
    check(
      `worker bundle ≤ ${kib(BUDGETS.workerGzip)} KiB gzip`,
      `${kib(results.bundle.gzip)} KiB`,
      results.bundle.gzip <= BUDGETS.workerGzip,
    ),
    check(
      `Lighthouse mobile ≥ ${TARGETS.lighthouseMobile} (median of ${LIGHTHOUSE_RUNS}, every page)`,
      score,
      score >= TARGETS.lighthouseMobile,
      "Lighthouse",
    ),
    check(`FCP ≤ ${TARGETS.fcpMs} ms (mobile)`, `${fcp} ms max`, fcp <= TARGETS.fcpMs, "Lighthouse"),
    check(`LCP ≤ ${TARGETS.lcpMs} ms (mobile)`, `${lcp} ms max`, lcp <= TARGETS.lcpMs, "Lighthouse"),
    check("CLS 0 (mobile)", `${cls} max`, cls === 0),
    check(
      `warm throughput ≥ ${TARGETS.warmThroughputVsStatic}× static (same run), every key page`,
      `${minRatio}× min`,
      minRatio >= TARGETS.warmThroughputVsStatic,
      "Last",
    ),
    check(
      `worker CPU per warm request ≤ the floor's per render (${floorWarmCpu} ms)`,
      `${warmCpu} ms max = ${ratioTo(warmCpu, floorWarmCpu)}× floor`,
      warmCpu <= floorWarmCpu,
      "Last",
    ),
    check("every cold render under load answers 2xx", `${coldFailures} failed`, coldFailures === 0),
    check(
      "a fresh isolate serves stored pages (SHARED, no backend request)",
      `${freshRenders.length} rendered`,
      freshRenders.length === 0 && results.freshIsolate.length > 0,
    ),
    check("0 backend requests per warm page view", `${warmBackend} max`, warmBackend === 0),
  ];
  if (results.soak) {
    checks.push(
      check("soak: no 5xx", `${results.soak.status5xx} of ${results.soak.requests}`, results.soak.status5xx === 0),
    );
  }
  return checks;
}

/** The newest `npm run soak` summary in bench/results (of the demo, or of `years` of content), or undefined. */
export function latestSoak(years) {
  const dir = path.join(repoRoot, "bench", "results");
  if (!existsSync(dir)) return undefined;
  const pattern = years ? new RegExp(`^soak-\\d{4}-\\d{2}-\\d{2}-${years}y\\.json$`) : /^soak-\d{4}-\d{2}-\d{2}\.json$/;
  const newest = readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .at(-1);
  return newest ? { file: newest, ...JSON.parse(readFileSync(path.join(dir, newest), "utf8")) } : undefined;
}

export function formatReport(results) {
  const { meta } = results;
  const floor = floorFigures(results.floor);
  const header =
    `Schulwebsite bench ${meta.startedAt} – commit ${meta.commit}${meta.uncommittedSourceChanges ? " (+ local changes)" : ""}, ` +
    `Node ${meta.node}, ${meta.chromium}, ${meta.cores} cores, load average ${meta.loadAverage1m}`;
  const bytes = table(
    "Bytes per page view (Chromium, empty browser cache; KiB gzip / raw; payload = inline scripts, the RSC payload)",
    ["route", "status", "HTML", "JS files", "payload", "JS+payload", "CSS inline", "sheets", "images", "requests"],
    results.pages.map(({ route, status, bytes: b, inline }) => [
      route,
      status,
      ...["html", "js"].map((kind) => `${kib(b[kind].gzip)}/${kib(b[kind].raw)}`),
      `${kib(inline.js.gzip)}/${kib(inline.js.raw)}`,
      kib(budgetBytes({ totals: b, inline }).js),
      `${kib(inline.css.gzip)}/${kib(inline.css.raw)}`,
      inline.stylesheets + b.css.count,
      `${kib(b.img.gzip)}/${kib(b.img.raw)}`,
      Object.values(b).reduce((sum, kind) => sum + kind.count, 0),
    ]),
  );
  const lighthouse = table(
    `Lighthouse (simulated throttling, ${LIGHTHOUSE_RUNS} runs, each figure their median; scores 0–1, times in ms)`,
    ["page", "perf", "runs", "a11y", "best-pr", "seo", "FCP", "LCP", "TBT", "TBT runs", "×floor TBT", "CLS"],
    [...results.lighthouse, { ...results.floor.lighthouse, url: "floor", preset: "mobile" }].map((run) => [
      `${run.url.replace(/^https?:\/\/[^/]+/, "")} ${run.preset}${run.error ? ` (${run.error})` : ""}`,
      run.scores.performance,
      (run.runs ?? []).join(" "),
      ...["accessibility", "best-practices", "seo"].map((id) => run.scores[id]),
      run.fcpMs,
      run.lcpMs,
      run.tbtMs,
      (run.tbtRuns ?? []).join(" "),
      run.preset === "mobile" ? ratioTo(run.tbtMs, floor.tbtMs) : null,
      run.cls,
    ]),
  );
  const { static: reference, pages } = results.load;
  const load = table(
    `Edge load (autocannon ${results.meta.load.durationSeconds} s, ${results.meta.load.connections} connections; ` +
      `static = ${reference.target}, ${kib(reference.size)} KiB; mean page HTML ${kib(reference.htmlTargetSize)} KiB;` +
      ` run before and after each warm page: ${(reference.runs ?? [reference.reqPerSec]).join(" ")} req/s; a warm page` +
      ` is read against the two beside it, the pages without cache against their mean)`,
    [
      "target",
      "req/s",
      "static beside",
      "p50 ms",
      "p99 ms",
      "×static req/s",
      "×p50",
      "×p99",
      "CPU ms/req",
      "×floor CPU",
      "backend",
      "non-2xx",
    ],
    [reference, ...pages, { ...results.floor.load, target: "floor", cache: "floor", backendRequests: 0 }].map((row) => [
      `${row.cache === "static" ? "static asset" : row.cache === "floor" ? "floor (renders every time)" : `${row.target} (cache ${row.cache})`}`,
      row.reqPerSec,
      row.staticBeside?.reqPerSec ?? (row.cache === "off" ? reference.reqPerSec : null),
      row.p50Ms,
      row.p99Ms,
      row.vsStatic?.reqPerSec ?? 1,
      row.vsStatic?.p50 ?? 1,
      row.vsStatic?.p99 ?? 1,
      row.cpuMsPerRequest,
      ratioTo(row.cpuMsPerRequest, floor.warmCpuMs),
      row.backendRequests,
      row.non2xx + row.errors,
    ]),
  );
  const backend = table(
    "Backend requests per page view (counted at a proxy in front of PocketBase; data + files)",
    ["route", "cold", "warm"],
    results.pages.map(({ route, backend: b }) => [
      route,
      `${b.cold.data}+${b.cold.files}`,
      `${b.warm.data}+${b.warm.files}`,
    ]),
  );
  const coldCpu = table(
    `Worker CPU per render with caching off (TTL 0), ms: under load (10 connections, 3 s) and one view at a time (mean of 20); ` +
      `the floor measured before and after each page (beside it: the mean of those two; all: ${floor.coldCpuMs} ms, ` +
      `${floor.coldCpuRuns.join(", ")}) / one at a time ${floor.oneAtATimeCpuMs} ms; ` +
      `backend reads per view both ways (under load, views that overlap share a read)`,
    [
      "route",
      "under load",
      "floor beside",
      "×floor",
      "×mean floor",
      "one at a time",
      "×floor",
      "reads",
      "views",
      "non-2xx",
    ],
    results.coldCpu.map((row) => [
      row.route,
      row.underLoadCpuMs,
      row.floorCpuMs ?? "–",
      ratioTo(row.underLoadCpuMs, row.floorCpuMs ?? floor.coldCpuMs),
      ratioTo(row.underLoadCpuMs, floor.coldCpuMs),
      row.oneAtATimeCpuMs,
      ratioTo(row.oneAtATimeCpuMs, floor.oneAtATimeCpuMs),
      `${row.readsUnderLoad ?? "–"} / ${row.readsOneAtATime ?? "–"}`,
      row.views,
      row.non2xx,
    ]),
  );
  const isolateCpu = results.isolateCpu ? formatIsolateCpu(results) : "";
  const phases = table(
    "Phases: 1-min load average before and after, cores other processes and guests (steal) kept busy meanwhile",
    ["phase", "s", "load before", "load after", "other cores", "judged", "   busiest others"],
    results.phases.map((phase) => [
      phase.name,
      phase.seconds,
      phase.loadBefore,
      phase.loadAfter,
      phase.otherCores,
      phase.quiet ? "yes" : "no (busy)",
      `   ${(phase.others ?? []).join(", ")}`,
    ]),
  );
  const fresh = table(
    "A fresh isolate on a warm location cache (first view of each page after a restart)",
    ["route", "served", "ms", "CPU ms", "backend"],
    results.freshIsolate.map((row) => [row.route, row.served, row.ms, row.cpuMs, row.backendRequests]),
  );
  const soak = results.soak ? formatSoak(results.soak) : "\nSoak: noch kein Lauf (npm run soak)";
  const bundle = `\nWorker bundle (wrangler deploy --dry-run): ${kib(results.bundle.raw)} KiB raw, ${kib(results.bundle.gzip)} KiB gzip`;
  const mark = ({ name, value, ok, why = "busy machine" }) =>
    `  ${ok === null ? "–" : ok ? "✓" : "✗"} ${name}: ${value}${ok === null ? ` (${why}: not judged)` : ""}`;
  const checks = results.checks.map(mark);
  return [
    header,
    phases,
    bytes,
    lighthouse,
    load,
    coldCpu,
    isolateCpu,
    fresh,
    backend,
    soak,
    bundle,
    "\nTargets and budgets",
    ...checks,
    `\nAgainst the floor (scripts/bench/floor-site: one Waku page, one client component; same Waku, React, workerd)`,
    ...results.floorChecks.checks.map(mark),
  ].join("\n");
}

/** The isolate's own CPU per render beside the process's, one view at a time (scripts/bench/isolate-cpu.mjs). */
function formatIsolateCpu({ isolateCpu, coldCpu }) {
  const processMs = Object.fromEntries(coldCpu.map((row) => [row.route, row.oneAtATimeCpuMs]));
  return table(
    `Isolate CPU per render with caching off (TTL 0), one view at a time, ms (what Cloudflare counts, and what the ` +
      `10 ms goal is judged by): the median of the runs of 20 views each, and each run's mean, as V8's sampling profiler ` +
      `sees the worker's isolate run (JS, the runtime's work inside it, GC), against the whole workerd process one at a ` +
      `time above (which adds HTTP, I/O and wrangler's local stand-ins); floor: ${isolateCpu.floorMs} ms`,
    ["route", "isolate median", "runs", "×floor", "process", "isolate share", "non-2xx"],
    isolateCpu.rows.map((row) => [
      row.route,
      row.isolateCpuMs,
      (row.runsMs ?? []).join(" / "),
      ratioTo(row.isolateCpuMs, isolateCpu.floorMs),
      processMs[row.route] ?? "–",
      processMs[row.route] ? ratioTo(row.isolateCpuMs, processMs[row.route]) : "–",
      row.non2xx,
    ]),
  );
}

function formatSoak(soak) {
  const rows = Object.entries(soak.phases).map(([name, phase]) => [
    name,
    phase.requests,
    phase.status5xx,
    phase.p50Ms,
    phase.p99Ms,
  ]);
  const outage = soak.outage;
  return [
    table(
      `Soak (${soak.file}: ${soak.durationSeconds} s, ${soak.connections} connections, scale ${soak.scale}; ${soak.requests} requests, ${soak.status5xx} 5xx)`,
      ["phase", "requests", "5xx", "p50 ms", "p99 ms"],
      rows,
    ),
    `PocketBase stopped: ${outage.staleContent} answers with stored content, ${outage.overlay} with the notice/overlay, ` +
      `${outage.notFound} 404/redirect, ${outage.failed} without answer; workerd memory ${soak.memoryStartMb} → ${soak.memoryEndMb} MiB`,
  ].join("\n");
}

/** Writes bench/results/<YYYY-MM-DD>.json (one file per day; a later run that day replaces it). */
export function writeResults(results) {
  const dir = path.join(repoRoot, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${results.meta.startedAt.slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return path.relative(repoRoot, file);
}

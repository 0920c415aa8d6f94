import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib/pocketbase.mjs";
import { BUDGETS, TARGETS } from "./budgets.mjs";

const KiB = 1024;

const kib = (bytes) => (bytes / KiB).toFixed(1);
const pad = (cells, widths) => cells.map((cell, i) => String(cell ?? "–").padStart(widths[i] ?? 10)).join(" ");
const table = (title, head, rows, first = 40) => {
  const widths = [first, ...head.slice(1).map((cell) => Math.max(9, cell.length))];
  const line = (cells) => `${String(cells[0]).padEnd(first)} ${pad(cells.slice(1), widths.slice(1))}`;
  return [`\n${title}`, line(head), ...rows.map(line)].join("\n");
};

/** Target and budget verdicts, computed from the results (a missing figure fails its check). */
export function verdicts(results) {
  const home = results.lighthouse.find((run) => new URL(run.url).pathname === "/" && run.preset === "mobile");
  const warm = results.load.pages.filter((row) => row.cache === "warm");
  const cold = results.load.pages.filter((row) => row.cache === "off");
  const worst = (values) => Math.max(...values.map((value) => value ?? Number.POSITIVE_INFINITY));
  const jsMax = worst(results.pages.map((page) => page.bytes.js.gzip));
  const cssMax = worst(results.pages.map((page) => page.bytes.css.gzip));
  const fonts = results.pages.flatMap((page) => page.fonts).length;
  const homeScore = home?.scores.performance ?? null;
  const minRatio = Math.min(...warm.map((row) => row.vsStatic.reqPerSec ?? 0));
  const warmCpu = worst(warm.map((row) => row.cpuMsPerRequest));
  const coldCpu = worst(cold.map((row) => row.cpuMsPerRequest));
  const warmBackend = worst(results.pages.map((page) => page.backend.warm.total));
  const check = (name, value, ok) => ({ name, value, ok });
  return [
    check(`JS ≤ ${kib(BUDGETS.jsGzip)} KiB gzip on every page`, `${kib(jsMax)} KiB max`, jsMax <= BUDGETS.jsGzip),
    check(`CSS ≤ ${kib(BUDGETS.cssGzip)} KiB gzip on every page`, `${kib(cssMax)} KiB max`, cssMax <= BUDGETS.cssGzip),
    check("no font files", `${fonts} fonts`, fonts === 0),
    check(
      `worker bundle ≤ ${kib(BUDGETS.workerGzip)} KiB gzip`,
      `${kib(results.bundle.gzip)} KiB`,
      results.bundle.gzip <= BUDGETS.workerGzip,
    ),
    check(
      `Lighthouse mobile ≥ ${TARGETS.lighthouseMobileHome} on /`,
      homeScore,
      homeScore !== null && homeScore >= TARGETS.lighthouseMobileHome,
    ),
    check(
      `warm throughput ≥ ${TARGETS.warmThroughputVsStatic * 100} % of static`,
      `${minRatio} min`,
      minRatio >= TARGETS.warmThroughputVsStatic,
    ),
    check(`worker CPU ≤ ${TARGETS.warmCpuMs} ms per warm request`, `${warmCpu} ms max`, warmCpu <= TARGETS.warmCpuMs),
    check(`worker CPU ≤ ${TARGETS.coldCpuMs} ms per cold render`, `${coldCpu} ms max`, coldCpu <= TARGETS.coldCpuMs),
    check("0 backend requests per warm page view", `${warmBackend} max`, warmBackend === 0),
  ];
}

export function formatReport(results) {
  const { meta } = results;
  const header =
    `Schulwebsite bench ${meta.startedAt} – commit ${meta.commit}${meta.uncommittedSourceChanges ? " (+ local changes)" : ""}, ` +
    `Node ${meta.node}, ${meta.chromium}, ${meta.cores} cores, load average ${meta.loadAverage1m}`;
  const bytes = table(
    "Bytes per page view (Chromium, empty browser cache; KiB gzip / raw)",
    ["route", "status", "HTML", "JS", "CSS", "images", "fonts", "other", "requests"],
    results.pages.map(({ route, status, bytes: b }) => [
      route,
      status,
      ...["html", "js", "css", "img", "font", "other"].map((kind) => `${kib(b[kind].gzip)}/${kib(b[kind].raw)}`),
      Object.values(b).reduce((sum, kind) => sum + kind.count, 0),
    ]),
  );
  const lighthouse = table(
    "Lighthouse (simulated throttling; scores 0–1, times in ms)",
    ["page", "perf", "a11y", "best-pr", "seo", "FCP", "LCP", "TBT", "CLS"],
    results.lighthouse.map((run) => [
      `${run.url.replace(/^https?:\/\/[^/]+/, "")} ${run.preset}${run.error ? ` (${run.error})` : ""}`,
      ...["performance", "accessibility", "best-practices", "seo"].map((id) => run.scores[id]),
      run.fcpMs,
      run.lcpMs,
      run.tbtMs,
      run.cls,
    ]),
  );
  const { static: reference, pages } = results.load;
  const load = table(
    `Edge load (autocannon ${results.meta.load.durationSeconds} s, ${results.meta.load.connections} connections; ` +
      `static = ${reference.target}, ${kib(reference.size)} KiB; mean page HTML ${kib(reference.htmlTargetSize)} KiB)`,
    ["target", "req/s", "p50 ms", "p99 ms", "×static req/s", "×p50", "×p99", "CPU ms/req", "backend", "non-2xx"],
    [reference, ...pages].map((row) => [
      `${row.cache === "static" ? "static asset" : `${row.target} (cache ${row.cache})`}`,
      row.reqPerSec,
      row.p50Ms,
      row.p99Ms,
      row.vsStatic?.reqPerSec ?? 1,
      row.vsStatic?.p50 ?? 1,
      row.vsStatic?.p99 ?? 1,
      row.cpuMsPerRequest,
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
  const bundle = `\nWorker bundle (wrangler deploy --dry-run): ${kib(results.bundle.raw)} KiB raw, ${kib(results.bundle.gzip)} KiB gzip`;
  const checks = results.checks.map(({ name, value, ok }) => `  ${ok ? "✓" : "✗"} ${name}: ${value}`);
  return [header, bytes, lighthouse, load, backend, bundle, "\nTargets and budgets", ...checks].join("\n");
}

/** Writes bench/results/<YYYY-MM-DD>.json (one file per day; a later run that day replaces it). */
export function writeResults(results) {
  const dir = path.join(repoRoot, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${results.meta.startedAt.slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return path.relative(repoRoot, file);
}

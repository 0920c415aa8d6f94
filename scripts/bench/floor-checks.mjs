import { emulatesMidTierPhone } from "./cpu-slowdown.mjs";
import { KEY_ROUTES } from "./routes.mjs";

/**
 * Issue 32's goals, each a ratio to the floor measured in the same run (or to the static asset, for throughput), and
 * issue 46's yardstick: TBT by the median of Lighthouse's runs, cold render by the isolate's own CPU (what Cloudflare
 * counts), the median of its runs of 20 views, every page within 10 ms.
 */
export const FLOOR_GOALS = {
  tbtRoutes: ["/", "/posts"],
  tbtMs: 50,
  tbtVsFloor: 1.5,
  coldMs: 10,
  throughputRoute: KEY_ROUTES[2],
  throughputVsStatic: 0.8,
};

/** The phase each goal's figures come from (scripts/bench.mjs names them). */
export const PHASE_OF = { tbt: "Lighthouse", cold: "Isolate-CPU", throughput: "Last" };

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The floor's figures: cold render CPU (mean of its measurements between the site's pages), warm CPU, TBT. */
export function floorFigures(floor) {
  return {
    coldCpuMs: round(mean(floor.coldCpu.map((row) => row.underLoadCpuMs))),
    coldCpuRuns: floor.coldCpu.map((row) => row.underLoadCpuMs),
    oneAtATimeCpuMs: round(mean(floor.coldCpu.map((row) => row.oneAtATimeCpuMs))),
    warmCpuMs: floor.load.cpuMsPerRequest,
    warmReqPerSec: floor.load.reqPerSec,
    tbtMs: floor.lighthouse.tbtMs,
    tbtRuns: floor.lighthouse.tbtRuns,
  };
}

/**
 * The machine Lighthouse measured in these entries' runs (their benchmarkIndex) and whether the CPU slowdown they
 * simulated is the calibrated one for it (scripts/bench/cpu-slowdown.mjs); runs from before it was recorded count.
 */
function machineOf(entries) {
  const runs = entries.flatMap((entry) =>
    (entry?.benchmarkIndexRuns ?? []).map((benchmarkIndex) => ({ benchmarkIndex, cpuSlowdown: entry.cpuSlowdown })),
  );
  const known = runs.map((run) => run.benchmarkIndex).filter((index) => index !== null);
  if (known.length === 0) return { phoneClass: true, text: "", slowdown: undefined };
  const phoneClass = runs.every(emulatesMidTierPhone);
  const slowdown = runs[0].cpuSlowdown;
  return {
    phoneClass,
    slowdown,
    text: `; benchmarkIndex ${Math.min(...known)}–${Math.max(...known)}${phoneClass ? `: ${slowdown}× is a mid-tier phone here` : ""}`,
  };
}

/** value ÷ base, two decimals; null without a base. */
export const ratioTo = (value, base) =>
  value === null || value === undefined || !base ? null : round(value / base, 2);

/**
 * The goals of issue 32 for one bench run. A goal whose phase was not quiet (scripts/bench/quiet.mjs) is not judged:
 * `ok` is null and `why` says so; TBT is not judged either where the slowdown does not fit the machine.
 * @returns {{ floor: ReturnType<typeof floorFigures>, checks: { name: string, value: string, ok: boolean | null, phase: string, why?: string }[] }}
 */
export function floorChecks(results) {
  const floor = floorFigures(results.floor);
  const goals = FLOOR_GOALS;
  const phaseNamed = (prefix) => results.phases.find((phase) => phase.name.startsWith(prefix));
  const check = (name, value, ok, prefix, unjudgedBecause) => {
    const phase = phaseNamed(prefix);
    const judged = phase?.quiet && ok !== null;
    return {
      name,
      value,
      ok: judged ? ok : null,
      phase: phase?.name ?? prefix,
      ...(judged ? {} : { why: phase?.quiet ? unjudgedBecause : "busy machine" }),
    };
  };

  const tbtLimit = Math.min(goals.tbtMs, goals.tbtVsFloor * (floor.tbtMs ?? 0));
  const tbtChecks = goals.tbtRoutes.map((route) => {
    const run = results.lighthouse.find((entry) => entry.preset === "mobile" && new URL(entry.url).pathname === route);
    const runs = run?.tbtRuns ?? [];
    const median = run?.tbtMs ?? null;
    // A TBT is a mid-tier phone's only where the slowdown fits the machine: otherwise it is reported, not judged.
    const machine = machineOf([results.floor.lighthouse, run]);
    return check(
      `TBT ${route} (mobile), the median of ${runs.length} runs ≤ ${goals.tbtMs} ms and ≤ ${goals.tbtVsFloor}× the floor's median ${floor.tbtMs} ms`,
      `${runs.join(" / ")} ms, median ${median} ms${floor.tbtMs ? ` = ${ratioTo(median, floor.tbtMs)}× floor` : ""}${machine.text}`,
      machine.phoneClass ? median !== null && median <= tbtLimit : null,
      PHASE_OF.tbt,
      `${machine.slowdown}× is not a mid-tier phone in every run`,
    );
  });

  // What Cloudflare counts: the isolate's own CPU per render, the median of its runs (scripts/bench/isolate-cpu.mjs).
  const isolateRows = results.isolateCpu?.rows ?? [];
  const heaviest = isolateRows.reduce((worst, row) => (row.isolateCpuMs > worst.isolateCpuMs ? row : worst), {
    route: "–",
    isolateCpuMs: 0,
    runsMs: [],
  });
  const over = isolateRows.filter((row) => row.isolateCpuMs > goals.coldMs);
  const runsPerPage = heaviest.runsMs?.length ?? 0;
  const coldCheck = check(
    `cold render, the isolate's own CPU (median of ${runsPerPage} runs of 20 views), every page ≤ ${goals.coldMs} ms`,
    `${heaviest.route} ${heaviest.isolateCpuMs} ms (runs ${heaviest.runsMs?.join(" / ")}; ` +
      `${ratioTo(heaviest.isolateCpuMs, results.isolateCpu?.floorMs)}× the floor's ${results.isolateCpu?.floorMs} ms); ` +
      `${over.length} of ${isolateRows.length} over`,
    isolateRows.length > 0 ? over.length === 0 : null,
    PHASE_OF.cold,
    "no isolate figures in this run",
  );

  const row = results.load.pages.find((page) => page.cache === "warm" && page.target === goals.throughputRoute);
  const throughput = row?.vsStatic.reqPerSec ?? null;
  const throughputCheck = check(
    `warm ${goals.throughputRoute} ≥ ${goals.throughputVsStatic}× the req/s of the static asset measured beside it`,
    row?.staticBeside
      ? `${throughput}× (${row.reqPerSec} against ${row.staticBeside.reqPerSec} req/s)`
      : `${throughput}×`,
    throughput !== null && throughput >= goals.throughputVsStatic,
    PHASE_OF.throughput,
  );
  return { floor, checks: [...tbtChecks, coldCheck, throughputCheck] };
}

import { describe, expect, test } from 'vitest';
import { FLOOR_GOALS, floorChecks } from '../../../scripts/bench/floor-checks.mjs';

const quiet = (name: string) => ({ name, seconds: 60, loadBefore: 0.5, loadAfter: 1.5, otherCores: 0.01, quiet: true });
const POST = FLOOR_GOALS.throughputRoute;

/** One bench run's results as scripts/bench.mjs collects them, reduced to what the floor goals read. */
function run({
  floorCold = [6, 6],
  floorTbt = 40,
  /** The isolate's CPU per render of each page: each run's mean (scripts/bench/isolate-cpu.mjs). */
  isolate = { '/': [9, 9.5, 9.8], '/posts': [7, 8, 8] } as Record<string, number[]>,
  isolateFloor = 4,
  tbt = { '/': [10, 20, 30, 20, 20], '/posts': [0, 5, 10, 5, 5] } as Record<string, number[]>,
  throughput = 0.9,
  busy = [] as string[],
  /** Lighthouse's benchmarkIndex of each run of the floor and the pages (4× slowdown); none: older runs. */
  benchmarkIndex = undefined as { floor: number[]; pages: number[] } | undefined,
} = {}) {
  const machine = (indexes: number[] | undefined) =>
    indexes === undefined ? {} : { benchmarkIndexRuns: indexes, cpuSlowdown: 4 };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const phases = ['Lighthouse', 'Last (10 s × 8)', 'CPU je Render aller Seiten (TTL 0)', 'Isolate-CPU je Render'].map(
    (name) => ({
      ...quiet(name),
      ...(busy.some((prefix) => name.startsWith(prefix)) ? { otherCores: 0.8, quiet: false } : {}),
    }),
  );
  return {
    phases,
    floor: {
      coldCpu: floorCold.map((underLoadCpuMs) => ({ route: '/', underLoadCpuMs, oneAtATimeCpuMs: underLoadCpuMs * 2 })),
      load: { cpuMsPerRequest: 5, reqPerSec: 200 },
      lighthouse: { tbtMs: floorTbt, tbtRuns: [floorTbt, floorTbt, floorTbt], ...machine(benchmarkIndex?.floor) },
    },
    lighthouse: Object.entries(tbt).map(([route, runs]) => ({
      url: `http://127.0.0.1:1${route}`,
      preset: 'mobile',
      tbtRuns: runs,
      tbtMs: median(runs),
      ...machine(benchmarkIndex?.pages),
    })),
    coldCpu: [],
    isolateCpu: {
      floorMs: isolateFloor,
      rows: Object.entries(isolate).map(([route, runsMs]) => ({ route, runsMs, isolateCpuMs: median(runsMs) })),
    },
    load: { pages: [{ target: POST, cache: 'warm', vsStatic: { reqPerSec: throughput } }] },
  };
}

const verdict = (results: ReturnType<typeof run>, start: string) =>
  floorChecks(results).checks.find((check) => check.name.startsWith(start))?.ok;

describe('bench goals (issues 32 and 46)', () => {
  test('the floor is the mean of its measurements between the pages', () => {
    expect(floorChecks(run({ floorCold: [5.5, 6.5] })).floor.coldCpuMs).toBe(6);
  });

  test('cold render: the isolate’s own CPU, every page’s median of its runs within 10 ms', () => {
    expect(verdict(run({ isolate: { '/': [10, 10, 10], '/posts': [9, 9, 9] } }), 'cold render')).toBe(true);
    expect(verdict(run({ isolate: { '/': [10.1, 10.1, 10.1], '/posts': [9, 9, 9] } }), 'cold render')).toBe(false);
    expect(verdict(run({ isolate: { '/': [9, 9, 9], '/posts': [10.1, 10.2, 10.3] } }), 'cold render')).toBe(false);
  });

  test('cold render: one run that met a hiccup of the machine does not decide, the median does', () => {
    expect(verdict(run({ isolate: { '/': [9, 25, 9.5] } }), 'cold render')).toBe(true);
    expect(verdict(run({ isolate: { '/': [9, 25, 10.5] } }), 'cold render')).toBe(false);
  });

  test('cold render: the check names the heaviest page, its runs and the floor', () => {
    const { value, name } = floorChecks(
      run({ isolate: { '/': [12, 11, 13], '/posts': [9, 9, 9] }, isolateFloor: 4 }),
    ).checks.find((check) => check.name.startsWith('cold render')) as { value: string; name: string };
    expect(name).toContain('median of 3 runs of 20 views');
    expect(value).toBe("/ 12 ms (runs 12 / 11 / 13; 3× the floor's 4 ms); 1 of 2 over");
  });

  test('TBT: the median of the runs of / and /posts within 1.5× the floor and within 50 ms', () => {
    expect(verdict(run({ floorTbt: 20, tbt: { '/': [30, 30, 30, 100, 0], '/posts': [0, 0, 0] } }), 'TBT /')).toBe(true);
    expect(verdict(run({ floorTbt: 20, tbt: { '/': [31, 31, 31, 0, 0], '/posts': [0, 0, 0] } }), 'TBT / ')).toBe(false);
    expect(verdict(run({ floorTbt: 20, tbt: { '/': [0, 0, 0], '/posts': [31, 31, 0] } }), 'TBT /posts')).toBe(false);
    expect(verdict(run({ floorTbt: 100, tbt: { '/': [50, 50, 0], '/posts': [0, 0, 0] } }), 'TBT / ')).toBe(true);
    expect(verdict(run({ floorTbt: 100, tbt: { '/': [51, 51, 0], '/posts': [0, 0, 0] } }), 'TBT / ')).toBe(false);
  });

  test('TBT is judged only where 4× slowdown makes this machine a mid-tier phone (its benchmarkIndex), and says so', () => {
    const fast = { floor: [1580, 1600, 1620], pages: [1523, 1623, 1600] };
    const judged = floorChecks(run({ benchmarkIndex: fast })).checks.find((check) => check.name.startsWith('TBT / '))!;
    expect(judged.ok).toBe(true);
    expect(judged.value).toContain('benchmarkIndex 1523–1623: 4× is a mid-tier phone here');
    // a run whose benchmark failed names no figure; runs from before the benchmarkIndex was recorded name none
    const oneUnknown = { ...fast, pages: [1523, null as unknown as number, 1600] };
    expect(floorChecks(run({ benchmarkIndex: oneUnknown })).checks[0]?.value).toContain('benchmarkIndex 1523–1620');
    expect(floorChecks(run()).checks[0]?.value).toBe('10 / 20 / 30 / 20 / 20 ms, median 20 ms = 0.5× floor');
    // a slower machine: 4× of it is a slower phone than Lighthouse means, in one page run or in the floor's
    const slowPage = floorChecks(run({ benchmarkIndex: { ...fast, pages: [1580, 1000, 1600] } })).checks;
    expect(slowPage.find((check) => check.name.startsWith('TBT / '))).toMatchObject({
      ok: null,
      value: '10 / 20 / 30 / 20 / 20 ms, median 20 ms = 0.5× floor; benchmarkIndex 1000–1620',
      why: '4× is not a mid-tier phone in every run',
    });
    expect(verdict(run({ benchmarkIndex: { ...fast, floor: [1580, 1000, 1600] } }), 'TBT /posts')).toBeNull();
    // the figures still decide on a machine that fits
    expect(verdict(run({ benchmarkIndex: fast, floorTbt: 20, tbt: { '/': [0, 31, 31] } }), 'TBT / ')).toBe(false);
  });

  test('throughput: warm post at 0.8× the static asset or better', () => {
    expect(verdict(run({ throughput: 0.8 }), 'warm')).toBe(true);
    expect(verdict(run({ throughput: 0.79 }), 'warm')).toBe(false);
  });

  test('a phase that ran on a busy machine is not judged, whatever its figures', () => {
    const results = run({ isolate: { '/': [30, 30, 30] }, throughput: 0.1, busy: ['Isolate-CPU', 'Last'] });
    expect(verdict(results, 'cold render')).toBeNull();
    expect(verdict(results, 'warm')).toBeNull();
    expect(verdict(results, 'TBT / ')).toBe(true);
    expect(floorChecks(results).checks.find((check) => check.name.startsWith('warm'))?.why).toBe('busy machine');
  });
});

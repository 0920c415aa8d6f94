import { describe, expect, test } from 'vitest';
import { FLOOR_GOALS, floorChecks } from '../../scripts/bench/floor-checks.mjs';

const quiet = (name: string) => ({ name, seconds: 60, loadBefore: 0.5, loadAfter: 1.5, otherCores: 0.01, quiet: true });
const POST = FLOOR_GOALS.throughputRoute;

/** One bench run's results as scripts/bench.mjs collects them, reduced to what the floor goals read. */
function run({
  floorCold = [6, 6],
  floorTbt = 40,
  cold = { '/': 11, '/posts': 9 } as Record<string, number>,
  /** The floor measured beside each page (scripts/bench/cold-cpu.mjs measureColdCpuBesideFloor); none: older runs. */
  floorBeside = {} as Record<string, number>,
  tbt = { '/': [10, 20, 30], '/posts': [0, 5, 10] } as Record<string, number[]>,
  throughput = 0.9,
  busy = [] as string[],
  /** Lighthouse's benchmarkIndex of each run of the floor and the pages (4× slowdown); none: older runs. */
  benchmarkIndex = undefined as { floor: number[]; pages: number[] } | undefined,
} = {}) {
  const machine = (indexes: number[] | undefined) =>
    indexes === undefined ? {} : { benchmarkIndexRuns: indexes, cpuSlowdown: 4 };
  const phases = ['Lighthouse', 'Last (10 s × 8)', 'CPU je Render aller Seiten (TTL 0)'].map((name) => ({
    ...quiet(name),
    ...(busy.some((prefix) => name.startsWith(prefix)) ? { otherCores: 0.8, quiet: false } : {}),
  }));
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
      ...machine(benchmarkIndex?.pages),
    })),
    coldCpu: Object.entries(cold).map(([route, underLoadCpuMs]) => ({
      route,
      underLoadCpuMs,
      ...(floorBeside[route] === undefined ? {} : { floorCpuMs: floorBeside[route] }),
    })),
    load: { pages: [{ target: POST, cache: 'warm', vsStatic: { reqPerSec: throughput } }] },
  };
}

const verdict = (results: ReturnType<typeof run>, start: string) =>
  floorChecks(results).checks.find((check) => check.name.startsWith(start))?.ok;

describe('bench goals set against the floor (issue 32)', () => {
  test('the floor is the mean of its measurements between the pages', () => {
    expect(floorChecks(run({ floorCold: [5.5, 6.5] })).floor.coldCpuMs).toBe(6);
  });

  test('cold render: every page within 2× the floor, the heaviest page decides', () => {
    expect(verdict(run({ cold: { '/': 12, '/posts': 9 } }), 'cold render')).toBe(true);
    expect(verdict(run({ cold: { '/': 12.1, '/posts': 9 } }), 'cold render')).toBe(false);
    expect(verdict(run({ cold: { '/': 9, '/posts': 12.1 } }), 'cold render')).toBe(false);
  });

  test('cold render: 10 ms is the line too when the floor renders in 5 ms or less, not above', () => {
    expect(verdict(run({ floorCold: [5, 5], cold: { '/': 10 } }), 'cold render')).toBe(true);
    expect(verdict(run({ floorCold: [5, 5], cold: { '/': 10.1 } }), 'cold render')).toBe(false);
    expect(verdict(run({ floorCold: [5.5, 5.5], cold: { '/': 10.9 } }), 'cold render')).toBe(true);
    expect(verdict(run({ floorCold: [4, 4], cold: { '/': 8.1 } }), 'cold render')).toBe(false);
  });

  test('cold render: each page is judged against the floor measured beside it, not the mean of all', () => {
    const drift = { floorCold: [6, 4, 3], cold: { '/': 11, '/posts': 7 } };
    expect(verdict(run({ ...drift, floorBeside: { '/': 5.5, '/posts': 3.5 } }), 'cold render')).toBe(true);
    expect(verdict(run({ ...drift, floorBeside: { '/': 5.5, '/posts': 3.4 } }), 'cold render')).toBe(false);
    // 10 ms applies where the floor beside the page is 5 ms or less, not by the mean floor (4.3 ms)
    expect(verdict(run({ floorCold: [6, 4, 3], cold: { '/': 10.5 }, floorBeside: { '/': 5.5 } }), 'cold render')).toBe(
      true,
    );
    expect(verdict(run({ floorCold: [6, 6, 6], cold: { '/': 10.5 }, floorBeside: { '/': 5 } }), 'cold render')).toBe(
      false,
    );
  });

  test('cold render: the check names the page furthest over its own floor', () => {
    const { value } = floorChecks(
      run({ cold: { '/': 12, '/posts': 9 }, floorBeside: { '/': 6, '/posts': 3 } }),
    ).checks.find((check) => check.name.startsWith('cold render')) as { value: string };
    expect(value).toBe('/posts 9 ms = 3× its floor of 3 ms; 1 of 2 over');
  });

  test('TBT: every run of / and /posts within 1.5× the floor and within 50 ms', () => {
    expect(verdict(run({ floorTbt: 20, tbt: { '/': [30, 0, 0], '/posts': [0, 0, 0] } }), 'TBT /')).toBe(true);
    expect(verdict(run({ floorTbt: 20, tbt: { '/': [0, 31, 0], '/posts': [0, 0, 0] } }), 'TBT / ')).toBe(false);
    expect(verdict(run({ floorTbt: 20, tbt: { '/': [0, 0, 0], '/posts': [0, 0, 31] } }), 'TBT /posts')).toBe(false);
    expect(verdict(run({ floorTbt: 100, tbt: { '/': [50, 0, 0], '/posts': [0, 0, 0] } }), 'TBT / ')).toBe(true);
    expect(verdict(run({ floorTbt: 100, tbt: { '/': [51, 0, 0], '/posts': [0, 0, 0] } }), 'TBT / ')).toBe(false);
  });

  test('TBT is judged only where 4× slowdown makes this machine a mid-tier phone (its benchmarkIndex), and says so', () => {
    const fast = { floor: [1580, 1600, 1620], pages: [1523, 1623, 1600] };
    const judged = floorChecks(run({ benchmarkIndex: fast })).checks.find((check) => check.name.startsWith('TBT / '))!;
    expect(judged.ok).toBe(true);
    expect(judged.value).toContain('benchmarkIndex 1523–1623: 4× is a mid-tier phone here');
    // a run whose benchmark failed names no figure; runs from before the benchmarkIndex was recorded name none
    const oneUnknown = { ...fast, pages: [1523, null as unknown as number, 1600] };
    expect(floorChecks(run({ benchmarkIndex: oneUnknown })).checks[0]?.value).toContain('benchmarkIndex 1523–1620');
    expect(floorChecks(run()).checks[0]?.value).toBe('10 / 20 / 30 ms, worst 0.75× floor');
    // a slower machine: 4× of it is a slower phone than Lighthouse means, in one page run or in the floor's
    const slowPage = floorChecks(run({ benchmarkIndex: { ...fast, pages: [1580, 1000, 1600] } })).checks;
    expect(slowPage.find((check) => check.name.startsWith('TBT / '))).toMatchObject({
      ok: null,
      value: '10 / 20 / 30 ms, worst 0.75× floor; benchmarkIndex 1000–1620',
      why: '4× is not a mid-tier phone in every run',
    });
    expect(verdict(run({ benchmarkIndex: { ...fast, floor: [1580, 1000, 1600] } }), 'TBT /posts')).toBeNull();
    // the figures still decide on a machine that fits
    expect(verdict(run({ benchmarkIndex: fast, floorTbt: 20, tbt: { '/': [0, 31, 0] } }), 'TBT / ')).toBe(false);
  });

  test('throughput: warm post at 0.8× the static asset or better', () => {
    expect(verdict(run({ throughput: 0.8 }), 'warm')).toBe(true);
    expect(verdict(run({ throughput: 0.79 }), 'warm')).toBe(false);
  });

  test('a phase that ran on a busy machine is not judged, whatever its figures', () => {
    const results = run({ cold: { '/': 30 }, throughput: 0.1, busy: ['CPU je Render', 'Last'] });
    expect(verdict(results, 'cold render')).toBeNull();
    expect(verdict(results, 'warm')).toBeNull();
    expect(verdict(results, 'TBT / ')).toBe(true);
    expect(floorChecks(results).checks.find((check) => check.name.startsWith('warm'))?.why).toBe('busy machine');
  });
});

import { describe, expect, test } from 'vitest';
import { FLOOR_GOALS, floorChecks } from '../../scripts/bench/floor-checks.mjs';

const quiet = (name: string) => ({ name, seconds: 60, loadBefore: 0.5, loadAfter: 1.5, otherCores: 0.01, quiet: true });
const POST = FLOOR_GOALS.throughputRoute;

/** One bench run's results as scripts/bench.mjs collects them, reduced to what the floor goals read. */
function run({
  floorCold = [6, 6],
  floorTbt = 40,
  cold = { '/': 11, '/posts': 9 } as Record<string, number>,
  tbt = { '/': [10, 20, 30], '/posts': [0, 5, 10] } as Record<string, number[]>,
  throughput = 0.9,
  busy = [] as string[],
} = {}) {
  const phases = ['Lighthouse', 'Last (10 s × 8)', 'CPU je Render aller Seiten (TTL 0)'].map((name) => ({
    ...quiet(name),
    ...(busy.some((prefix) => name.startsWith(prefix)) ? { otherCores: 0.8, quiet: false } : {}),
  }));
  return {
    phases,
    floor: {
      coldCpu: floorCold.map((underLoadCpuMs) => ({ route: '/', underLoadCpuMs, oneAtATimeCpuMs: underLoadCpuMs * 2 })),
      load: { cpuMsPerRequest: 5, reqPerSec: 200 },
      lighthouse: { tbtMs: floorTbt, tbtRuns: [floorTbt, floorTbt, floorTbt] },
    },
    lighthouse: Object.entries(tbt).map(([route, runs]) => ({
      url: `http://127.0.0.1:1${route}`,
      preset: 'mobile',
      tbtRuns: runs,
    })),
    coldCpu: Object.entries(cold).map(([route, underLoadCpuMs]) => ({ route, underLoadCpuMs })),
    load: { pages: [{ target: POST, cache: 'warm', vsStatic: { reqPerSec: throughput } }] },
  };
}

const verdict = (results: ReturnType<typeof run>, start: string) =>
  floorChecks(results).checks.find((check) => check.name.startsWith(start))?.ok;

describe('bench goals set against the floor (issue 32)', () => {
  test('the floor is the mean of its measurements before and after the pages', () => {
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

  test('TBT: every run of / and /posts within 1.5× the floor and within 50 ms', () => {
    expect(verdict(run({ floorTbt: 20, tbt: { '/': [30, 0, 0], '/posts': [0, 0, 0] } }), 'TBT /')).toBe(true);
    expect(verdict(run({ floorTbt: 20, tbt: { '/': [0, 31, 0], '/posts': [0, 0, 0] } }), 'TBT / ')).toBe(false);
    expect(verdict(run({ floorTbt: 20, tbt: { '/': [0, 0, 0], '/posts': [0, 0, 31] } }), 'TBT /posts')).toBe(false);
    expect(verdict(run({ floorTbt: 100, tbt: { '/': [50, 0, 0], '/posts': [0, 0, 0] } }), 'TBT / ')).toBe(true);
    expect(verdict(run({ floorTbt: 100, tbt: { '/': [51, 0, 0], '/posts': [0, 0, 0] } }), 'TBT / ')).toBe(false);
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
  });
});

import { describe, expect, test } from 'vitest';
import { medianOfRuns } from '../../../scripts/bench/lighthouse.mjs';

const run = (performance: number, fcpMs: number, lcpMs: number, tbtMs: number, cls = 0, error?: string) => ({
  scores: { performance, accessibility: 1 },
  fcpMs,
  lcpMs,
  tbtMs,
  cls,
  error,
});

describe('Lighthouse figures of three runs (npm run bench)', () => {
  test('each figure is the median of its own runs, not the figures of the run with the median score', () => {
    const summary = medianOfRuns([run(0.99, 700, 1400, 130), run(1, 650, 900, 20), run(1, 800, 1000, 40)]);
    expect(summary).toMatchObject({
      scores: { performance: 1, accessibility: 1 },
      fcpMs: 700,
      lcpMs: 1000,
      tbtMs: 40,
      cls: 0,
    });
  });

  test('every run stays in the result, a failed run names its error and counts no figure', () => {
    const summary = medianOfRuns([run(1, 600, 800, 10), run(0.98, 900, 1200, 90, 0.01, 'NO_FCP'), run(1, 700, 700, 0)]);
    expect(summary.runs).toEqual([1, 0.98, 1]);
    expect(summary.tbtRuns).toEqual([10, 90, 0]);
    expect(summary.lcpRuns).toEqual([800, 1200, 700]);
    expect(summary.error).toBe('NO_FCP');
    const missing = medianOfRuns([
      { scores: { performance: null }, fcpMs: null, lcpMs: null, tbtMs: null, cls: null },
      run(1, 600, 800, 30),
    ]);
    expect(missing).toMatchObject({ scores: { performance: 1 }, fcpMs: 600, tbtMs: 30 });
  });

  test('each run’s benchmarkIndex stays in the result, with the CPU slowdown the runs simulated', () => {
    const machine = (benchmarkIndex: number | null) => ({ ...run(1, 600, 800, 10), benchmarkIndex, cpuSlowdown: 4 });
    const summary = medianOfRuns([machine(1580), machine(null), machine(1623)]);
    expect(summary.benchmarkIndexRuns).toEqual([1580, null, 1623]);
    expect(summary.cpuSlowdown).toBe(4);
    expect(medianOfRuns([run(1, 600, 800, 10)]).cpuSlowdown).toBeUndefined();
  });
});

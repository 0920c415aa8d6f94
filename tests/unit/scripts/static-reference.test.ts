import { describe, expect, test } from 'vitest';
import { meanStatic, staticBeside, versusStatic } from '../../../scripts/bench/static-reference.mjs';

const run = (reqPerSec: number, p50Ms = 30, p99Ms = 60) => ({ reqPerSec, p50Ms, p99Ms });

describe('the static reference of a load run', () => {
  test('a page is read against the mean of the static runs right before and after it', () => {
    const statics = [run(300, 20, 40), run(400, 30, 60), run(200, 50, 90)];
    expect(staticBeside(statics, 0)).toEqual({ reqPerSec: 350, p50Ms: 25, p99Ms: 50, runs: [300, 400] });
    expect(staticBeside(statics, 1)).toEqual({ reqPerSec: 300, p50Ms: 40, p99Ms: 75, runs: [400, 200] });
  });

  test('a page the phase ends with is read against the run before it alone', () => {
    expect(staticBeside([run(300), run(250)], 1)).toEqual({ reqPerSec: 250, p50Ms: 30, p99Ms: 60, runs: [250] });
  });

  test('the drift between runs does not pass for a page’s cost', () => {
    // The machine slows down after the first static run: the page is as fast as the static asset beside it.
    const statics = [run(360), run(270), run(270)];
    const page = run(270);
    expect(versusStatic(page, staticBeside(statics, 1)).reqPerSec).toBe(1);
    expect(versusStatic(page, statics[0]!).reqPerSec).toBe(0.75);
  });

  test('the mean of every static run is rounded to a tenth', () => {
    expect(meanStatic([run(100.04), run(100.1), run(100.2)]).reqPerSec).toBe(100.1);
  });

  test('without a static run there is nothing to read a page against', () => {
    expect(() => meanStatic([])).toThrow(/no static run/);
  });

  test('ratios: req/s, p50 and p99 each to the reference, to two places', () => {
    expect(versusStatic(run(240, 45, 90), run(300, 30, 60))).toEqual({ reqPerSec: 0.8, p50: 1.5, p99: 1.5 });
    expect(versusStatic(run(200, 10, 20), run(300, 30, 60))).toEqual({ reqPerSec: 0.67, p50: 0.33, p99: 0.33 });
  });

  test('a reference of zero gives no ratio instead of Infinity', () => {
    expect(versusStatic(run(240), run(0, 0, 0))).toEqual({ reqPerSec: null, p50: null, p99: null });
  });
});

import { describe, expect, test } from 'vitest';
import { calibratedSlowdown, emulatesMidTierPhone } from '../../../scripts/bench/cpu-slowdown.mjs';

describe("Lighthouse's calibrated CPU slowdown for a machine (scripts/bench/cpu-slowdown.mjs)", () => {
  test.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
    [475, 1.5],
    [1050, 2.5],
  ])('benchmarkIndex %d: %d×, as the calculator Lighthouse links', (benchmarkIndex, multiplier) => {
    expect(calibratedSlowdown(benchmarkIndex)?.multiplier).toBeCloseTo(multiplier, 1);
  });

  test.each([
    [475, 1.25, 1.75],
    // 800 starts the bracket of the wider range
    [800, 1.25, 2.75],
    [1050, 1.75, 3.25],
    [1533, 3.25, 4.75],
    // above 4.5× the range widens with the multiplier
    [2000, 4.5, 7.5],
  ])('benchmarkIndex %d: the calculator’s range around its multiplier, %d× to %d×', (benchmarkIndex, low, high) => {
    const range = calibratedSlowdown(benchmarkIndex)!;
    expect(range.low).toBeCloseTo(low, 1);
    expect(range.high).toBeCloseTo(high, 1);
  });

  test('a machine too slow to emulate the phone, or an unknown one, has none', () => {
    expect(calibratedSlowdown(149)).toBeNull();
    expect(calibratedSlowdown(null)).toBeNull();
    expect(calibratedSlowdown(Number.NaN)).toBeNull();
  });

  test('4× is a mid-tier phone from benchmarkIndex 1358.25 to 1766, both ends included', () => {
    expect(emulatesMidTierPhone({ benchmarkIndex: 1358.25, cpuSlowdown: 4 })).toBe(true);
    expect(emulatesMidTierPhone({ benchmarkIndex: 1358, cpuSlowdown: 4 })).toBe(false);
    expect(emulatesMidTierPhone({ benchmarkIndex: 1766, cpuSlowdown: 4 })).toBe(true);
    expect(emulatesMidTierPhone({ benchmarkIndex: 1767, cpuSlowdown: 4 })).toBe(false);
    expect(emulatesMidTierPhone({ benchmarkIndex: 100, cpuSlowdown: 1 })).toBe(false);
  });

  test('a run without a recorded benchmarkIndex counts as calibrated (results from before it was recorded)', () => {
    expect(emulatesMidTierPhone({ benchmarkIndex: null, cpuSlowdown: 4 })).toBe(true);
    expect(emulatesMidTierPhone({ benchmarkIndex: 900 })).toBe(true);
    expect(emulatesMidTierPhone({ cpuSlowdown: 4 })).toBe(true);
  });
});

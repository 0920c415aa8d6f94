import { describe, expect, test } from 'vitest';
import { isolateRunMs } from '../../../scripts/bench/isolate-cpu.mjs';

const nodes = [
  { id: 1, callFrame: { functionName: '(root)' } },
  { id: 2, callFrame: { functionName: '(idle)' } },
  { id: 3, callFrame: { functionName: 'render' } },
  { id: 4, callFrame: { functionName: '(garbage collector)' } },
];

describe('the time the isolate ran, from a CPU profile', () => {
  test('is its samples times the interval the sampler kept while it ran', () => {
    // Six samples 400 µs apart: 2.4 ms.
    const profile = { nodes, samples: [3, 3, 4, 3, 3, 3], timeDeltas: [400, 400, 400, 400, 400, 400] };
    expect(isolateRunMs(profile)).toBeCloseTo(2.4);
  });

  test('a wait between two runs makes one delta long, and that delta does not set the interval', () => {
    const profile = { nodes, samples: [3, 3, 3, 3, 3], timeDeltas: [350, 350, 50_000, 350, 350] };
    expect(isolateRunMs(profile)).toBeCloseTo(1.75);
  });

  test('idle samples are no running time', () => {
    const profile = { nodes, samples: [3, 2, 2, 2, 3], timeDeltas: [300, 300, 300, 300, 300] };
    expect(isolateRunMs(profile)).toBeCloseTo(0.6);
  });

  test('an empty profile ran for no time', () => {
    expect(isolateRunMs({ nodes, samples: [], timeDeltas: [] })).toBe(0);
  });
});

describe('the figure of several runs', () => {
  test('is their median: one run that met a busy machine moves it not at all', async () => {
    const { median } = await import('../../../scripts/bench/isolate-cpu.mjs');
    expect(median([9, 25, 9.5])).toBe(9.5);
    expect(median([9, 10, 11, 30])).toBe(10.5);
    expect(median([7])).toBe(7);
  });
});

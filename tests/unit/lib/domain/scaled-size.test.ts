import { describe, expect, test } from 'vitest';
import { scaledSize } from '../../../../src/lib/domain/scaled-size';

describe('scaledSize', () => {
  test('a landscape photo over the limit gets the limit as its width, proportions kept', () => {
    expect(scaledSize(6000, 4000, 2560)).toEqual({ width: 2560, height: 1707 });
  });

  test('a portrait photo over the limit gets the limit as its height', () => {
    expect(scaledSize(3024, 4032, 2560)).toEqual({ width: 1920, height: 2560 });
  });

  test('a square photo gets the limit on both sides', () => {
    expect(scaledSize(5000, 5000, 2560)).toEqual({ width: 2560, height: 2560 });
  });

  test('a photo at or under the limit keeps its size and is never scaled up', () => {
    expect(scaledSize(2560, 1440, 2560)).toEqual({ width: 2560, height: 1440 });
    expect(scaledSize(800, 600, 2560)).toEqual({ width: 800, height: 600 });
  });

  test('a very thin panorama keeps at least one pixel on its short side', () => {
    expect(scaledSize(100_000, 10, 2560)).toEqual({ width: 2560, height: 1 });
  });

  test('the long side never exceeds the limit, whatever the rounding', () => {
    for (let width = 2561; width < 2700; width += 7) {
      for (const height of [1, 999, 2560, 2561, 4999]) {
        const size = scaledSize(width, height, 2560);
        expect(Math.max(size.width, size.height)).toBe(2560);
      }
    }
  });

  test('sizes no browser decodes (zero, NaN) are returned unchanged rather than divided by', () => {
    expect(scaledSize(0, 0, 2560)).toEqual({ width: 0, height: 0 });
    expect(scaledSize(Number.NaN, 3000, 2560)).toEqual({ width: Number.NaN, height: 3000 });
  });
});

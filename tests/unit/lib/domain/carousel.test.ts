import { describe, expect, test } from 'vitest';
import { toCarouselEntry } from '../../../../src/lib/content/mappers';
import type { CarouselRecord } from '../../../../src/lib/content/records';
import { byCarouselOrder, carouselSlides } from '../../../../src/lib/domain/carousel-slides';
import type { CarouselEntry } from '../../../../src/lib/domain/types';

const image = { name: 'a.jpg', url: '/api/files/c/r/a.jpg', isImage: true };
const entry = (id: string, created: string, idx: number, withImage = true): CarouselEntry => ({
  id,
  created,
  idx,
  ...(withImage ? { image } : {}),
});
const record = (fields: Partial<CarouselRecord>): CarouselRecord => ({
  id: 'carousel0000001',
  collectionId: 'pbc_carousel',
  created: '2026-01-01 10:00:00.000Z',
  updated: '2026-01-01 10:00:00.000Z',
  ...fields,
});

describe('carousel (seed-spec section 5)', () => {
  test('newest entry first; entries created at the same moment by idx, lowest first', () => {
    const slides = carouselSlides([
      entry('old', '2026-01-01 10:00:00.000Z', 0),
      entry('same2', '2026-02-01 10:00:00.000Z', 2),
      entry('new', '2026-03-01 10:00:00.000Z', 9),
      entry('same1', '2026-02-01 10:00:00.000Z', 1),
    ]);
    expect(slides.map((slide) => slide.id)).toEqual(['new', 'same1', 'same2', 'old']);
    expect(byCarouselOrder(entry('a', '2026-01-01', 1), entry('b', '2026-01-01', 1))).toBe(0);
  });

  test('entries without an image are left out', () => {
    const slides = carouselSlides([entry('with', '2026-01-01', 0), entry('without', '2026-01-02', 0, false)]);
    expect(slides.map((slide) => slide.id)).toEqual(['with']);
  });

  test('an empty description or author is absent, not an empty caption', () => {
    const mapped = toCarouselEntry(record({ image: 'a.jpg', description: '  ', author: '' }));
    expect(mapped.description).toBeUndefined();
    expect(mapped.author).toBeUndefined();
    const filled = toCarouselEntry(record({ image: 'a.jpg', description: ' Schulhof ', author: 'Lea' }));
    expect(filled).toMatchObject({ description: 'Schulhof', author: 'Lea', image: { name: 'a.jpg' } });
    expect(toCarouselEntry(record({ image: '' })).image).toBeUndefined();
    expect(toCarouselEntry(record({ idx: undefined })).idx).toBe(0);
  });
});

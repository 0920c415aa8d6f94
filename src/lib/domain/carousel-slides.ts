import type { CarouselEntry, CarouselSlide } from './types';

/** The spec's carousel order: newest entry first; entries created together by idx. */
export function byCarouselOrder(a: CarouselEntry, b: CarouselEntry): number {
  if (a.created !== b.created) return a.created < b.created ? 1 : -1;
  return a.idx - b.idx;
}

/** What visitors see: the entries in order, those without an image left out. */
export function carouselSlides(entries: CarouselEntry[]): CarouselSlide[] {
  return entries
    .slice()
    .sort(byCarouselOrder)
    .flatMap((entry) => (entry.image ? [{ ...entry, image: entry.image }] : []));
}

import { bindFilter, DEFAULT_PAGE_SIZE, expectItems, FULL_LIST_BATCH, read, toPage } from './client';
import type { Read } from './read-result';
import { carouselSlides } from '../domain/carousel-slides';
import { toBikelineBest, toCarouselEntry, toFact, toMedia, toSaying } from './mappers';
import type { BikelineBest, CarouselSlide, Fact, Media, Page, Saying } from '../domain/types';
import { SAYING_ORDER, SAYING_SHOWN } from '../domain/content-order';
import type { BikelineRecord, CarouselRecord, FactRecord, MediaRecord, SayingRecord } from './records';

export type MediaKey = 'posts_headline_bg' | 'teacher_group_pic' | 'sprechstunden';

/** The general_media entry with this key, or undefined. @throws BackendUnavailableError */
export async function getMedia(filename: MediaKey): Promise<Read<Media | undefined>> {
  const record = await read<MediaRecord | undefined>(
    (pb) =>
      pb.collection('general_media').getFirstListItem<MediaRecord>(bindFilter('filename = {:filename}', { filename })),
    { missing: () => undefined },
  );
  return record.map((found) => found && toMedia(found));
}

/** Slides in the spec's order; entries without an image are dropped. @throws BackendUnavailableError */
export async function getCarousel(): Promise<Read<CarouselSlide[]>> {
  const records = await read((pb) => pb.collection('carousel').getFullList<CarouselRecord>({ batch: FULL_LIST_BATCH }));
  return records.map((list) => carouselSlides(expectItems<CarouselRecord>(list).map(toCarouselEntry)));
}

/** Bike-line ranking, best first. @throws BackendUnavailableError */
export async function getBikelineBests(): Promise<Read<BikelineBest[]>> {
  const records = await read((pb) =>
    pb.collection('bikeline_bests').getFullList<BikelineRecord>({ batch: FULL_LIST_BATCH, sort: '-ranking' }),
  );
  return records.map((list) => expectItems<BikelineRecord>(list).map(toBikelineBest));
}

async function newestPage<R extends { created: string }>(collection: string, page: number, perPage: number) {
  const result = await read((pb) => pb.collection(collection).getList<R>(page, perPage, { sort: '-created' }));
  return result.map((list) => toPage(list, page, perPage, (record: R) => record));
}

/** Sayings of the week, this week's first (SAYING_ORDER); none planned for a week to come. @throws BackendUnavailableError */
export async function getSayings(page = 1, perPage = DEFAULT_PAGE_SIZE): Promise<Read<Page<Saying>>> {
  const result = await read((pb) =>
    pb
      .collection('saying_of_the_week')
      .getList<SayingRecord>(page, perPage, { sort: SAYING_ORDER, filter: SAYING_SHOWN }),
  );
  return result.map((list) => toPage(list, page, perPage, toSaying));
}

/** Did-you-know facts, newest first. @throws BackendUnavailableError */
export async function getFacts(page = 1, perPage = DEFAULT_PAGE_SIZE): Promise<Read<Page<Fact>>> {
  const result = await newestPage<FactRecord>('do_you_know', page, perPage);
  return result.map((list) => ({ ...list, items: list.items.map(toFact) }));
}

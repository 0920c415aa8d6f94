import { bindFilter, DEFAULT_PAGE_SIZE, expectItems, FULL_LIST_BATCH, isNotFound, read, toPage } from './client';
import { carouselSlides } from '../domain/carousel-slides';
import { toBikelineBest, toCarouselEntry, toFact, toMedia, toSaying } from './mappers';
import type { BikelineBest, CarouselSlide, Fact, Media, Page, Saying } from '../domain/types';
import type { BikelineRecord, CarouselRecord, FactRecord, MediaRecord, SayingRecord } from './records';

export type MediaKey = 'posts_headline_bg' | 'teacher_group_pic' | 'sprechstunden';

/** The general_media entry with this key, or undefined. @throws BackendUnavailableError */
export async function getMedia(filename: MediaKey): Promise<Media | undefined> {
  try {
    const record = await read((pb) =>
      pb.collection('general_media').getFirstListItem<MediaRecord>(bindFilter('filename = {:filename}', { filename })),
    );
    return toMedia(record);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Slides in the spec's order; entries without an image are dropped. @throws BackendUnavailableError */
export async function getCarousel(): Promise<CarouselSlide[]> {
  const records = await read((pb) => pb.collection('carousel').getFullList<CarouselRecord>({ batch: FULL_LIST_BATCH }));
  return carouselSlides(expectItems<CarouselRecord>(records).map(toCarouselEntry));
}

/** Bike-line ranking, best first. @throws BackendUnavailableError */
export async function getBikelineBests(): Promise<BikelineBest[]> {
  const records = await read((pb) =>
    pb.collection('bikeline_bests').getFullList<BikelineRecord>({ batch: FULL_LIST_BATCH, sort: '-ranking' }),
  );
  return expectItems<BikelineRecord>(records).map(toBikelineBest);
}

async function newestPage<R extends { created: string }>(collection: string, page: number, perPage: number) {
  const result = await read((pb) => pb.collection(collection).getList<R>(page, perPage, { sort: '-created' }));
  return toPage(result, page, perPage, (record: R) => record);
}

/** Sayings of the week, newest first. @throws BackendUnavailableError */
export async function getSayings(page = 1, perPage = DEFAULT_PAGE_SIZE): Promise<Page<Saying>> {
  const result = await newestPage<SayingRecord>('saying_of_the_week', page, perPage);
  return {
    ...result,
    items: result.items.map(toSaying),
  };
}

/** Did-you-know facts, newest first. @throws BackendUnavailableError */
export async function getFacts(page = 1, perPage = DEFAULT_PAGE_SIZE): Promise<Page<Fact>> {
  const result = await newestPage<FactRecord>('do_you_know', page, perPage);
  return { ...result, items: result.items.map(toFact) };
}

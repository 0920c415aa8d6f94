import { bindFilter, DEFAULT_PAGE_SIZE, expectItems, FULL_LIST_BATCH, isNotFound, read } from './client';
import { present, toBikelineBest, toFile } from './mappers';
import type {
  BikelineBest,
  BikelineRecord,
  CarouselRecord,
  CarouselSlide,
  Fact,
  FactRecord,
  Media,
  MediaRecord,
  Page,
  Saying,
  SayingRecord,
} from './types';

export type MediaKey = 'posts_headline_bg' | 'teacher_group_pic' | 'sprechstunden';

/** The general_media entry with this key, or undefined. @throws BackendUnavailableError */
export async function getMedia(filename: MediaKey): Promise<Media | undefined> {
  try {
    const record = await read((pb) =>
      pb.collection('general_media').getFirstListItem<MediaRecord>(bindFilter('filename = {:filename}', { filename })),
    );
    return {
      id: record.id,
      filename: record.filename,
      file: toFile(record, record.file),
      description: present(record.description),
    };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Slides newest first, then by idx; entries without an image are dropped. @throws BackendUnavailableError */
export async function getCarousel(): Promise<CarouselSlide[]> {
  const records = await read((pb) =>
    pb.collection('carousel').getFullList<CarouselRecord>({ batch: FULL_LIST_BATCH, sort: '-created,idx' }),
  );
  return expectItems<CarouselRecord>(records).flatMap((record) => {
    const image = toFile(record, record.image);
    if (!image) return [];
    return [
      {
        id: record.id,
        image,
        description: present(record.description),
        author: present(record.author),
        idx: record.idx ?? 0,
      },
    ];
  });
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
  return {
    items: expectItems<R>(result.items),
    page,
    perPage,
    totalItems: Number(result.totalItems) || 0,
    totalPages: Number(result.totalPages) || 0,
  };
}

/** Sayings of the week, newest first. @throws BackendUnavailableError */
export async function getSayings(page = 1, perPage = DEFAULT_PAGE_SIZE): Promise<Page<Saying>> {
  const result = await newestPage<SayingRecord>('saying_of_the_week', page, perPage);
  return {
    ...result,
    items: result.items.map((r) => ({
      id: r.id,
      text: present(r.text) ?? '',
      author: present(r.author),
      created: r.created,
    })),
  };
}

/** Did-you-know facts, newest first. @throws BackendUnavailableError */
export async function getFacts(page = 1, perPage = DEFAULT_PAGE_SIZE): Promise<Page<Fact>> {
  const result = await newestPage<FactRecord>('do_you_know', page, perPage);
  return { ...result, items: result.items.map((r) => ({ id: r.id, text: present(r.text) ?? '', created: r.created })) };
}

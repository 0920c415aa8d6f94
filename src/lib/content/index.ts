/** The site's only door to PocketBase: pages import from here, never from 'pocketbase'. */

export { getCalendarEntries, getCalendarMonth, getCountdown, getUpcomingEvents } from './calendar';
export { BackendUnavailableError, isRecordId, ReadRefusedError, SetupIncompleteError } from './client';
export * from './dashboard';
export type { MediaKey } from './media';
export { getBikelineBests, getCarousel, getFacts, getMedia, getSayings } from './media';
export {
  getAreaPost,
  getArchivePage,
  getListsUpdated,
  getNewestPosts,
  getPinnedPosts,
  getPostPage,
  getPostsByIds,
  getSitemapPosts,
  POSTS_PER_PAGE,
} from './posts';
export { getSchool } from './school-record';
export { getPublicSectionProblems, type SectionProblem } from './site-health';
export { getClasses, getTeachers } from './teachers-and-classes';
export type { Settled } from './settle';
export { settle } from './settle';
export type * from '../domain/types';

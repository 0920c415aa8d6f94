/** The site's only door to PocketBase: pages import from here, never from 'pocketbase'. */

export { getCalendarMonth, getCountdown, getUpcomingEvents } from './calendar';
export { BackendUnavailableError, isRecordId } from './client';
export * from './dashboard';
export { pickBackgroundImage, thumbUrl } from './mappers';
export type { MediaKey } from './media';
export { getBikelineBests, getCarousel, getFacts, getMedia, getSayings } from './media';
export {
  getArchivedPosts,
  getCreativePosts,
  getCurrentProjects,
  getOldButGreatProjects,
  getPinnedPosts,
  getPost,
  getPostPage,
  getProjects,
  POSTS_PER_PAGE,
} from './posts';
export { getClasses, getTeachers } from './school';
export type { Settled } from './settle';
export { settle } from './settle';
export type * from './types';

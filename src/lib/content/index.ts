/** The site's only door to PocketBase: pages import from here, never from 'pocketbase'. */
export { BackendUnavailableError, isRecordId } from './client';
export { getCalendarMonth, getCountdown, getUpcomingEvents } from './calendar';
export { thumbUrl, pickBackgroundImage } from './mappers';
export { getBikelineBests, getCarousel, getFacts, getMedia, getSayings } from './media';
export type { MediaKey } from './media';
export {
  POSTS_PER_PAGE,
  POST_SORTS,
  getArchivedPosts,
  getCreativePosts,
  getCurrentProjects,
  getOldButGreatProjects,
  getPinnedPosts,
  getPost,
  getPostPage,
  getProjects,
} from './posts';
export type { PostSort } from './posts';
export { getClasses, getTeachers } from './school';
export { settle } from './settle';
export type { Settled } from './settle';
export type * from './types';

import { extensionOf, isPhotoName, listedTypeOf } from './file-types';
import type { ThumbSize } from './thumb-sizes';
import type { FileRef, Post } from './types';

/** The spec's list for the random background image (seed-spec section 5). */
const BACKGROUND_IMAGE = /\.(jpg|png|jpeg|webp|bmp)$/i;

/**
 * The alt text of a post's photo at one place of the site: the editor's own, "" for a photo marked decorative, and
 * otherwise what that place gives a photo without one (`fallback`).
 */
export function photoAlt(file: FileRef, fallback: string): string {
  return file.alt ?? fallback;
}

/** A resized copy through PocketBase thumbs, in one of the sizes the site uses; vector and animated images as they are. */
export function thumbUrl(file: FileRef, size: ThumbSize): string {
  if (!isPhotoName(file.name) || extensionOf(file.name) === 'gif') return file.url;
  return `${file.url}${file.url.includes('?') ? '&' : '?'}thumb=${size}`;
}

/**
 * The first post file that can serve as a background (seed-spec section 5), among the photos the site serves as images
 * (a BMP is not one of them: pocketbase/pb_hooks/files.json).
 */
export function pickBackgroundImage(posts: Post[]): FileRef | undefined {
  for (const post of posts) {
    const image = post.files.find((file) => BACKGROUND_IMAGE.test(file.name) && isPhotoName(file.name));
    if (image) return image;
  }
  return undefined;
}

/** The post's first photo, which can stand for it when shared, in feeds and in search results, or undefined. */
export function shareImageOf(post: Pick<Post, 'files'>): FileRef | undefined {
  return post.files.find((file) => isPhotoName(file.name));
}

/** The MIME type of a share image, from its name. */
export function imageType(file: FileRef): string {
  return listedTypeOf(file.name)?.mime ?? 'application/octet-stream';
}

import type { ThumbSize } from './thumb-sizes';
import type { FileRef, Post } from './types';

const IMAGE = /\.(jpe?g|png|webp|bmp|gif|avif|svg)$/i;
/** The spec's list for the random background image (seed-spec section 5). */
const BACKGROUND_IMAGE = /\.(jpg|png|jpeg|webp|bmp)$/i;

/** Images can be shown inline; everything else is a download. */
export function isImageName(filename: string): boolean {
  return IMAGE.test(filename);
}

/**
 * The alt text of a post's photo at one place of the site: the editor's own, "" for a photo marked decorative, and
 * otherwise what that place gives a photo without one (`fallback`).
 */
export function photoAlt(file: FileRef, fallback: string): string {
  return file.alt ?? fallback;
}

/** A resized copy through PocketBase thumbs, in one of the sizes the site uses; vector and animated images as they are. */
export function thumbUrl(file: FileRef, size: ThumbSize): string {
  if (!file.isImage || /\.(svg|gif)$/i.test(file.name)) return file.url;
  return `${file.url}${file.url.includes('?') ? '&' : '?'}thumb=${size}`;
}

/** The first post file that can serve as a background (seed-spec section 5). */
export function pickBackgroundImage(posts: Post[]): FileRef | undefined {
  for (const post of posts) {
    const image = post.files.find((file) => BACKGROUND_IMAGE.test(file.name));
    if (image) return image;
  }
  return undefined;
}

/** Formats messengers, search engines and feed readers all show; SVG and BMP are not among them. */
const SHARE_IMAGE = /\.(jpe?g|png|webp|gif)$/i;

/** The post's first image that can stand for it when shared, in feeds and in search results, or undefined. */
export function shareImageOf(post: Pick<Post, 'files'>): FileRef | undefined {
  return post.files.find((file) => SHARE_IMAGE.test(file.name));
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The MIME type of a share image, from its name. */
export function imageType(file: FileRef): string {
  return IMAGE_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/**
 * The PocketBase thumb sizes the site asks for. pocketbase/pb_migrations configures exactly these
 * (a test compares them) and the file proxy passes no other: each new size would make PocketBase
 * resize an original again.
 */
export const THUMB_SIZES = [
  '320x180',
  '640x360',
  '720x405',
  '960x540',
  '1280x720',
  '1600x900',
  '160x160',
  '320x320',
] as const;
export type ThumbSize = (typeof THUMB_SIZES)[number];
export type ThumbRatio = 'wide' | 'square';

const RATIO: Record<ThumbRatio, number> = { wide: 16 / 9, square: 1 };

function dimensions(size: ThumbSize): [number, number] {
  const [width = 0, height = 0] = size.split('x').map(Number);
  return [width, height];
}

export function isThumbSize(value: string | null | undefined): value is ThumbSize {
  return (THUMB_SIZES as readonly string[]).includes(value ?? '');
}

/** The listed sizes of a ratio, narrowest first. */
function sizesOf(ratio: ThumbRatio): ThumbSize[] {
  return THUMB_SIZES.filter((size) => {
    const [w, h] = dimensions(size);
    return Math.abs(w / h - RATIO[ratio]) < 0.01;
  }).sort((a, b) => dimensions(a)[0] - dimensions(b)[0]);
}

// Every image of every render asks: sorted once.
const BY_RATIO: Record<ThumbRatio, ThumbSize[]> = { wide: sizesOf('wide'), square: sizesOf('square') };

/** The smallest listed size of a ratio at least `width` wide (the largest when none is). */
export function thumbSize(width: number, ratio: ThumbRatio = 'wide'): ThumbSize {
  const sizes = BY_RATIO[ratio];
  return sizes.find((size) => dimensions(size)[0] >= width) ?? (sizes[sizes.length - 1] as ThumbSize);
}

export function thumbDimensions(size: ThumbSize): { width: number; height: number } {
  const [width, height] = dimensions(size);
  return { width, height };
}

/**
 * How wide an image in <main> is on a phone: the viewport less main's padding (`space.md`, 1rem, each side; see
 * src/pages/_layout.tsx). It ends the `sizes` of full-width images, so a phone at 1.75× density picks the 720 px
 * thumb, not the 960 px one. (Not in styles/theme.ts: a new export there made wyw-in-js fail every other build
 * with UnknownDependencyGraphResetError.)
 */
export const PHONE_IMAGE_WIDTH = 'calc(100vw - 2rem)';

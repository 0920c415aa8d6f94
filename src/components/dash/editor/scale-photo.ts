import { scaledSize } from '../../../lib/domain/scaled-size';

/** Photos scaled in the browser, each re-encoded in its own format; GIF (animation), SVG and PDF stay as they are. */
const QUALITY: Record<string, number | undefined> = { 'image/jpeg': 0.85, 'image/png': undefined, 'image/webp': 0.85 };

export const isScalable = (file: File) => file.type in QUALITY;

/** Whether this browser can scale and hand the result back to a file input. */
export function canScale(): boolean {
  try {
    return typeof createImageBitmap === 'function' && new DataTransfer().files !== undefined;
  } catch {
    return false;
  }
}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    // Turned upright by its EXIF orientation; the new file carries no EXIF (and so no location) at all.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return createImageBitmap(file);
  }
}

/**
 * The photo scaled to at most `maxLongSide` on its long side, same name and type; undefined when it is small
 * enough already. Throws when the browser cannot decode or encode it (the caller keeps the original).
 */
export async function scalePhoto(file: File, maxLongSide: number): Promise<File | undefined> {
  const bitmap = await decode(file);
  try {
    const size = scaledSize(bitmap.width, bitmap.height, maxLongSide);
    if (size.width === bitmap.width && size.height === bitmap.height) return undefined;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, QUALITY[file.type]));
    // A browser that cannot write the format (WebP in older Safari) silently writes PNG instead: not ours to send.
    if (!blob || blob.type !== file.type) throw new Error(`cannot encode ${file.type}`);
    return new File([blob], file.name, { type: file.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

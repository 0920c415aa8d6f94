import type { FileRef } from '../lib/content';
import { thumbUrl } from '../lib/domain/images';
import { type ThumbRatio, thumbDimensions, thumbSize } from '../lib/domain/thumb-sizes';

type ResponsiveImageProps = {
  file: FileRef;
  alt: string;
  /** CSS sizes attribute, e.g. '(min-width: 960px) 33vw, calc(100vw - 2rem)'. */
  sizes: string;
  widths?: number[];
  ratio?: ThumbRatio;
  /** The largest image above the fold loads eagerly with high priority; all others lazily. */
  priority?: boolean;
  className?: string;
};

/** An <img> with width/height (no layout shift) and a srcset of PocketBase thumbs. */
export function ResponsiveImage({
  file,
  alt,
  sizes,
  widths = [320, 640, 720, 960],
  ratio = 'wide',
  priority,
  className,
}: ResponsiveImageProps) {
  const sizesOf = widths.map((width) => thumbSize(width, ratio));
  const largest = thumbDimensions(sizesOf[sizesOf.length - 1] ?? thumbSize(640, ratio));
  return (
    <img
      src={thumbUrl(file, sizesOf[1] ?? sizesOf[0] ?? thumbSize(640, ratio))}
      srcSet={sizesOf.map((size) => `${thumbUrl(file, size)} ${thumbDimensions(size).width}w`).join(', ')}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

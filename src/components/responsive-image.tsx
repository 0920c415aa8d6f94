import { type FileRef, thumbUrl } from '../lib/content';

/** Aspect ratios we ask PocketBase thumbs for; the migration lists the same sizes. */
const RATIOS = { wide: [16, 9], square: [1, 1] } as const;

type ResponsiveImageProps = {
  file: FileRef;
  alt: string;
  /** CSS sizes attribute, e.g. '(min-width: 960px) 33vw, 100vw'. */
  sizes: string;
  widths?: number[];
  ratio?: keyof typeof RATIOS;
  /** The largest image above the fold loads eagerly with high priority; all others lazily. */
  priority?: boolean;
  className?: string;
};

/** An <img> with width/height (no layout shift) and a srcset of PocketBase thumbs. */
export function ResponsiveImage({
  file,
  alt,
  sizes,
  widths = [320, 640, 960],
  ratio = 'wide',
  priority,
  className,
}: ResponsiveImageProps) {
  const [w, h] = RATIOS[ratio];
  const size = (width: number) => `${width}x${Math.round((width * h) / w)}`;
  const largest = widths[widths.length - 1] ?? 640;
  return (
    <img
      src={thumbUrl(file, size(widths[1] ?? largest))}
      srcSet={widths.map((width) => `${thumbUrl(file, size(width))} ${width}w`).join(', ')}
      sizes={sizes}
      width={largest}
      height={Math.round((largest * h) / w)}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

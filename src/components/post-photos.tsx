import { coverImage } from '../styles/layout';
import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import type { FileRef } from '../lib/content';
import { photoAlt } from '../lib/domain/images';
import { PHONE_IMAGE_WIDTH } from '../lib/domain/thumb-sizes';
import { media } from '../styles/theme';
import { ResponsiveImage } from './responsive-image';

/**
 * A photo linked to its full size. A decorative one stands without the link: its alt is empty, so a link around it
 * would have no name, and it has nothing to show at full size.
 */
function PhotoLink({ file, className, children }: { file: FileRef; className?: string; children: ReactNode }) {
  if (file.alt === '') return <div className={className}>{children}</div>;
  return (
    <a href={file.url} className={className}>
      {children}
    </a>
  );
}

/** A post's first photo, above its text; without an alt text it is named by the post's title. */
export function PostCover({ file, title }: { file: FileRef; title: string }) {
  return (
    <PhotoLink file={file} className={coverLink}>
      <ResponsiveImage
        file={file}
        alt={photoAlt(file, title)}
        sizes={`(min-width: 1280px) 72rem, ${PHONE_IMAGE_WIDTH}`}
        widths={[640, 720, 960, 1280]}
        priority
        className={headerImage}
      />
    </PhotoLink>
  );
}

/** A post's other photos; without an alt text each is named by the post's title and its place (the cover is 1). */
export function PostGallery({ files, title }: { files: FileRef[]; title: string }) {
  return (
    <section aria-labelledby="galerie">
      <h2 id="galerie">Bilder</h2>
      <ul className={galleryGrid}>
        {files.map((file, index) => (
          <li key={file.name}>
            <PhotoLink file={file}>
              <ResponsiveImage
                file={file}
                alt={photoAlt(file, `${title} – Bild ${index + 2}`)}
                sizes={`(min-width: 960px) 33vw, (min-width: 600px) 50vw, ${PHONE_IMAGE_WIDTH}`}
                className={galleryImage}
              />
            </PhotoLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

const coverLink = css`
  display: block;
  margin-bottom: 1.5rem;
`;

const headerImage = css`
  ${coverImage}
  border-radius: var(--radius);
`;

const galleryGrid = css`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const galleryImage = css`
  ${coverImage}
  border-radius: 0.5rem;
`;

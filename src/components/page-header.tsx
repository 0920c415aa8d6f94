import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import type { FileRef } from '../lib/content';
import { contentWidth, fontSize } from '../styles/theme';
import { ResponsiveImage } from './responsive-image';
import { StaticHtml } from './static-html';
import { PHONE_IMAGE_WIDTH } from '../lib/domain/thumb-sizes';

/** The page's one h1 with an optional lead and background image. */
export function PageHeader({
  title,
  lead,
  background,
  children,
}: {
  title: string;
  lead?: ReactNode;
  background?: FileRef;
  children?: ReactNode;
}) {
  return (
    <StaticHtml as="header" className={background ? withImage : plain}>
      {background && (
        <ResponsiveImage
          file={background}
          alt=""
          sizes={`(min-width: ${contentWidth}) ${contentWidth}, ${PHONE_IMAGE_WIDTH}`}
          widths={[640, 720, 960, 1280, 1600]}
          className={backdrop}
          priority
        />
      )}
      <div className={background ? overlayText : undefined}>
        <h1 className={heading}>{title}</h1>
        {lead && <p className={leadText}>{lead}</p>}
        {children}
      </div>
    </StaticHtml>
  );
}

const plain = css`
  margin-bottom: 1.5rem;
`;

const withImage = css`
  position: relative;
  margin-bottom: 1.5rem;
  min-height: 11rem;
  border-radius: var(--radius);
  overflow: hidden;
  display: flex;
  align-items: flex-end;
`;

const backdrop = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const overlayText = css`
  position: relative;
  width: 100%;
  padding: 1.25rem 1.5rem;
  background: linear-gradient(transparent, rgb(0 0 0 / 0.75));
  color: #fff;
  h1 {
    color: #fff;
  }
  p {
    color: #f5f5f4;
  }
`;

const heading = css`
  margin-bottom: 0.25rem;
`;

const leadText = css`
  margin: 0;
  max-width: 48rem;
  color: var(--color-text-muted);
  font-size: ${fontSize.base};
`;

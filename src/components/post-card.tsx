import { css } from '@linaria/core';
import type { Post } from '../lib/content';
import { formatDate } from '../lib/domain/dates';
import { CATIGORY_LABELS, detailHref, isMarked } from '../lib/domain/post-areas';
import { photoAlt } from '../lib/domain/images';
import { excerpt } from '../lib/domain/text';
import { ClassChips } from './class-chips';
import { ResponsiveImage } from './responsive-image';
import { PHONE_IMAGE_WIDTH } from '../lib/domain/thumb-sizes';
import { fontSize } from '../styles/theme';

const CARD_SIZES = `(min-width: 1280px) 22rem, (min-width: 600px) 45vw, ${PHONE_IMAGE_WIDTH}`;

type PostCardProps = {
  post: Post;
  /** 2 when the cards sit right under the page's h1, 3 under a section's h2: headings never skip a level. */
  headingLevel: 2 | 3;
  priority?: boolean;
  showCategory?: boolean;
};

export function PostCard({ post, headingLevel, priority, showCategory }: PostCardProps) {
  const image = post.files.find((file) => file.isImage);
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={card}>
      <div className={media}>
        {image ? (
          // Without an alt text the photo stays silent: the card's title link already names the post.
          <ResponsiveImage
            file={image}
            alt={photoAlt(image, '')}
            sizes={CARD_SIZES}
            priority={priority}
            className={picture}
          />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 16 9" className={picture}>
            <rect width="16" height="9" fill="var(--color-surface-alt)" />
            <path d="M5 6.5 7.5 3.5 9.5 5.5 11 4l2 2.5z" fill="var(--color-border)" />
          </svg>
        )}
        {post.pin && <span className={pin}>Angeheftet</span>}
      </div>
      <div className={body}>
        <p className={meta}>
          {(showCategory || isMarked(post)) && <span>{CATIGORY_LABELS[post.catigory]} · </span>}
          {post.date && <time dateTime={post.date.replace(' ', 'T')}>{formatDate(post.date)}</time>}
        </p>
        <Title className={title}>
          <a href={detailHref(post)} className={link}>
            {post.title}
          </a>
        </Title>
        <p className={text}>{excerpt(post.description, 140)}</p>
        <ClassChips classes={post.classes} />
      </div>
    </article>
  );
}

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  overflow: hidden;
  transition:
    box-shadow 250ms ease-in-out,
    transform 250ms ease-in-out;
  &:hover,
  &:focus-within {
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

const media = css`
  position: relative;
  aspect-ratio: 16 / 9;
  background: var(--color-surface-alt);
`;

const picture = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const pin = css`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-size: ${fontSize.small};
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.25rem 1.25rem;
  flex: 1;
`;

const meta = css`
  margin: 0;
  font-size: ${fontSize.small};
  color: var(--color-text-muted);
`;

const title = css`
  margin: 0;
  font-size: ${fontSize.large};
`;

/* The whole card is clickable through the title link's stretched hit area. */
const link = css`
  color: var(--color-text);
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const text = css`
  margin: 0;
  color: var(--color-text-muted);
  flex: 1;
`;

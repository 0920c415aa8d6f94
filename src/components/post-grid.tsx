import { upToThreeColumns } from '../styles/layout';
import { css, cx } from '@linaria/core';
import type { Post } from '../lib/content';
import { media } from '../styles/theme';
import { PostCard } from './post-card';
import { StaticHtml } from './static-html';
import { gridList } from '../styles/lists';

type PostGridProps = {
  posts: Post[];
  headingLevel: 2 | 3;
  /** Shown when there is nothing to list. */
  empty?: string;
  /** The first card's image is above the fold on list pages: load it eagerly. */
  priorityFirst?: boolean;
  showCategory?: boolean;
};

export function PostGrid({
  posts,
  headingLevel,
  empty = 'Hier gibt es noch keine Beiträge.',
  priorityFirst,
  showCategory,
}: PostGridProps) {
  if (posts.length === 0) return <p className={emptyText}>{empty}</p>;
  // Cards hold no interactive parts: hydration leaves them as the server sent them.
  return (
    <StaticHtml as="ul" className={cx(gridList, grid)}>
      {posts.map((post, index) => (
        <li key={post.id} className={item}>
          <PostCard
            post={post}
            headingLevel={headingLevel}
            priority={priorityFirst && index === 0}
            showCategory={showCategory}
          />
        </li>
      ))}
    </StaticHtml>
  );
}

const grid = css`
  gap: 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${upToThreeColumns}
`;

const item = css`
  display: flex;
  > * {
    flex: 1;
  }
`;

const emptyText = css`
  padding: 2rem;
  text-align: center;
  color: var(--color-text-muted);
  background: var(--color-surface);
  border-radius: var(--radius);
`;

import type { FileRef, Post, Settled } from '../lib/content';
import { PageHeader } from './page-header';
import { PageMeta } from './page-meta';
import { PostGrid } from './post-grid';
import { SectionUnavailable } from './section-unavailable';

type PostCollectionPageProps = {
  title: string;
  lead: string;
  path: string;
  posts: Settled<Post[]>;
  empty: string;
  background?: FileRef;
  showCategory?: boolean;
};

/** The list pages of projects, current project, old-but-great, creative and archive: one implementation. */
export function PostCollectionPage({
  title,
  lead,
  path,
  posts,
  empty,
  background,
  showCategory,
}: PostCollectionPageProps) {
  return (
    <>
      <PageMeta title={title} description={lead} path={path} />
      <PageHeader title={title} lead={lead} background={background} />
      {posts.ok ? (
        <PostGrid posts={posts.value} headingLevel={2} empty={empty} priorityFirst showCategory={showCategory} />
      ) : (
        <SectionUnavailable what="Die Beiträge" />
      )}
    </>
  );
}

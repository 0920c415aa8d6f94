import type { FileRef, Page, Post, Settled } from '../lib/content';
import { postQueryString } from '../lib/domain/post-query';
import { setPageStatus } from '../lib/platform/request-context';
import { ErrorScreen } from './error-screen';
import { PageHeader } from './page-header';
import { PageMeta } from './page-meta';
import { Pagination } from './pagination';
import { PostGrid } from './post-grid';
import { SectionUnavailable } from './section-unavailable';

type PostCollectionPageProps = {
  title: string;
  lead: string;
  path: string;
  /** The page asked for (?page=N) and what PocketBase had for it. */
  page: number;
  posts: Settled<Page<Post>>;
  empty: string;
  background?: FileRef;
  showCategory?: boolean;
};

/**
 * The list pages of projects, current project, old-but-great, creative and archive: one implementation, paged like
 * /posts (8 a page, newest first); a page past the end answers 404 as /posts does.
 */
export function PostCollectionPage({
  title,
  lead,
  path,
  page,
  posts,
  empty,
  background,
  showCategory,
}: PostCollectionPageProps) {
  const href = (p: number) => `${path}${postQueryString({ page: p })}`;
  if (posts.ok && page > 1 && page > posts.value.totalPages) {
    setPageStatus(404);
    return (
      <>
        <PageMeta title="Seite nicht gefunden" path={path} noindex />
        <ErrorScreen status={404} message={`Page not found: ${href(page)}`} />
      </>
    );
  }
  return (
    <>
      <PageMeta title={page > 1 ? `${title} – Seite ${page}` : title} description={lead} path={href(page)} />
      <PageHeader title={title} lead={lead} background={background} />
      {posts.ok ? (
        <>
          <PostGrid
            posts={posts.value.items}
            headingLevel={2}
            empty={empty}
            priorityFirst
            showCategory={showCategory}
          />
          <Pagination page={page} totalPages={posts.value.totalPages} href={href} />
        </>
      ) : (
        <SectionUnavailable what="Die Beiträge" />
      )}
    </>
  );
}

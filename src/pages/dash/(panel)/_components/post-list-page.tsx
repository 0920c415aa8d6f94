import { Link } from 'waku';
import { requireStaffSession } from '../../../../lib/platform/request-context';
import { primaryButton } from '../../../../styles/controls';
import { PostTable } from '../../../../components/dash/post-table';
import { SettledSection } from '../../../../components/dash/settled-section';
import { PageHeader } from '../../../../components/page-header';
import { PageMeta } from '../../../../components/page-meta';
import { Pagination } from '../../../../components/pagination';
import { type DashPost, getKnownIds, type Page, settle } from '../../../../lib/content';
import { postQueryString } from '../../../../lib/domain/post-query';

type PostListPageProps = {
  title: string;
  lead: string;
  path: string;
  page: number;
  posts: Promise<Page<DashPost>>;
  /** Where a new post of this list is written, for staff whose role may write. */
  newHref?: string;
  /** The list is shown right after a post was deleted. */
  deleted?: boolean;
};

/**
 * A dashboard list of posts with their checks, a page at a time (DASH_ROWS_PER_PAGE); the posts and the ids their
 * relations may point to are read together.
 */
export async function PostListPage({ title, lead, path, page, posts, newHref, deleted }: PostListPageProps) {
  const result = await settle(Promise.all([posts, getKnownIds()]));
  const href = (p: number) => `${path}${postQueryString({ page: p })}`;
  return (
    <>
      <PageMeta title={`${title} – Verwaltung`} path={href(page)} noindex />
      <PageHeader title={title} lead={lead} />
      {deleted && <p role="status">Der Beitrag ist gelöscht.</p>}
      {newHref && requireStaffSession().role !== '' && (
        <p>
          <Link to={newHref} className={primaryButton}>
            Neuer Beitrag
          </Link>
        </p>
      )}
      <SettledSection result={result} what="Die Einträge">
        {([rows, known]) => (
          <>
            <PostTable caption={`${title} (${rows.totalItems})`} posts={rows.items} known={known} />
            <Pagination page={page} totalPages={rows.totalPages} href={href} />
          </>
        )}
      </SettledSection>
    </>
  );
}

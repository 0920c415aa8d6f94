import { Link } from 'waku';
import { requireStaffSession } from '../../../../lib/platform/request-context';
import { primaryButton } from '../../../../styles/controls';
import { PostTable } from '../../../../components/dash/post-table';
import { SettledSection } from '../../../../components/dash/settled-section';
import { PageHeader } from '../../../../components/page-header';
import { PageMeta } from '../../../../components/page-meta';
import { Pagination } from '../../../../components/pagination';
import { type DashPost, getKnownIds, type Page, settle } from '../../../../lib/content';
import { filterParams, isFiltered, type PostListFilter } from '../../../../lib/domain/post-list-filter';
import { PostFilterForm } from '../../../../components/dash/post-filter-form';

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
  /** Search and filters (an area's list): what it is narrowed to, and the classes to choose from. */
  narrowed?: { filter: PostListFilter; classes: Promise<Array<{ id: string; name: string }>> };
};

/**
 * A dashboard list of posts with their checks, a page at a time (DASH_ROWS_PER_PAGE); the posts and the ids their
 * relations may point to are read together.
 */
export async function PostListPage(props: PostListPageProps) {
  const { title, lead, path, page, posts, newHref, deleted, narrowed } = props;
  // Every read starts now, together; the classes to filter by never fail the page.
  const [result, classes] = await Promise.all([
    settle(Promise.all([posts, getKnownIds()])),
    narrowed?.classes.catch(() => []),
  ]);
  const href = (p: number) => {
    const query = new URLSearchParams([
      ...(narrowed ? filterParams(narrowed.filter) : []),
      ...(p > 1 ? [['page', String(p)]] : []),
    ]);
    return query.size ? `${path}?${query}` : path;
  };
  const filtered = narrowed && isFiltered(narrowed.filter);
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
      {narrowed && <PostFilterForm path={path} filter={narrowed.filter} classes={classes ?? []} areaLabel={title} />}
      <SettledSection result={result} what="Die Einträge">
        {([rows, known]) => (
          <>
            {filtered && rows.totalItems === 0 && (
              <p role="status">Keine Einträge passen zu dieser Suche. Ändern Sie sie oder zeigen Sie alle Einträge.</p>
            )}
            <PostTable
              caption={filtered ? `${title}: gefunden (${rows.totalItems})` : `${title} (${rows.totalItems})`}
              posts={rows.items}
              known={known}
            />
            <Pagination page={page} totalPages={rows.totalPages} href={href} />
          </>
        )}
      </SettledSection>
    </>
  );
}

import { PostCollectionPage } from '../../components/post-collection-page';
import { getPostPage, settle } from '../../lib/content';
import { type PostAreaId, postAreaById } from '../../lib/domain/post-areas';
import { parsePostQuery } from '../../lib/domain/post-query';

type AreaListPageProps = { area: PostAreaId; lead: string; empty: string; query: string };

/** The public list of one post area (projects, current project, old but great, creative), a page at a time. */
export async function AreaListPage({ area: id, lead, empty, query }: AreaListPageProps) {
  const area = postAreaById(id);
  const { page } = parsePostQuery(query);
  const posts = await settle(getPostPage(area, { page }));
  return <PostCollectionPage title={area.label} lead={lead} path={area.list} page={page} posts={posts} empty={empty} />;
}

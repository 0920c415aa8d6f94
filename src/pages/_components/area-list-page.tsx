import { PostCollectionPage } from '../../components/post-collection-page';
import { getAreaPosts, settle } from '../../lib/content';
import { type PostAreaId, postAreaById } from '../../lib/domain/post-areas';

type AreaListPageProps = { area: PostAreaId; lead: string; empty: string };

/** The public list of one post area (projects, current project, old but great, creative). */
export async function AreaListPage({ area: id, lead, empty }: AreaListPageProps) {
  const area = postAreaById(id);
  const posts = await settle(getAreaPosts(area));
  return <PostCollectionPage title={area.label} lead={lead} path={area.list} posts={posts} empty={empty} />;
}

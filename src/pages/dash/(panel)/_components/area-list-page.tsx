import { getDashAreaPosts } from '../../../../lib/content';
import { describeArea, type PostAreaId, postAreaById } from '../../../../lib/domain/post-areas';
import { PostListPage } from './post-list-page';

/** The dashboard list of one post area, archived posts included. */
export async function AreaListPage({ area: id }: { area: PostAreaId }) {
  const area = postAreaById(id);
  return (
    <PostListPage title={area.dashLabel} lead={describeArea(area)} path={area.dash} posts={getDashAreaPosts(area)} />
  );
}

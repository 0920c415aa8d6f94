import { getDashAreaPosts } from '../../../../lib/content';
import { describeArea, type PostAreaId, postAreaById } from '../../../../lib/domain/post-areas';
import { newPostHref } from '../../../../lib/domain/edit-routes';
import { parsePostQuery } from '../../../../lib/domain/post-query';
import { PostListPage } from './post-list-page';

/** The dashboard list of one post area, archived posts included, a page at a time. */
export async function AreaListPage({ area: id, query }: { area: PostAreaId; query: string }) {
  const area = postAreaById(id);
  const { page } = parsePostQuery(query);
  return (
    <PostListPage
      title={area.dashLabel}
      lead={describeArea(area)}
      path={area.dash}
      page={page}
      posts={getDashAreaPosts(area, page)}
      newHref={newPostHref(area)}
      deleted={new URLSearchParams(query).has('geloescht')}
    />
  );
}

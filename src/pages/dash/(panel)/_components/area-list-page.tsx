import { getDashAreaPosts, getDashClasses } from '../../../../lib/content';
import { parsePostListFilter } from '../../../../lib/domain/post-list-filter';
import { describeArea, type PostAreaId, postAreaById } from '../../../../lib/domain/post-areas';
import { newPostHref } from '../../../../lib/domain/edit-routes';
import { parsePostQuery } from '../../../../lib/domain/post-query';
import { PostListPage } from './post-list-page';

/** The dashboard list of one post area, archived posts included, a page at a time. */
export async function AreaListPage({ area: id, query }: { area: PostAreaId; query: string }) {
  const area = postAreaById(id);
  const { page } = parsePostQuery(query);
  const filter = parsePostListFilter(query);
  return (
    <PostListPage
      title={area.dashLabel}
      lead={describeArea(area)}
      path={area.dash}
      page={page}
      posts={getDashAreaPosts(area, page, filter)}
      narrowed={{
        filter,
        classes: getDashClasses().then((classes) => classes.map((c) => ({ id: c.id, name: c.displayName }))),
      }}
      newHref={newPostHref(area)}
      deleted={new URLSearchParams(query).has('geloescht')}
    />
  );
}

import { PostCollectionPage } from '../../components/post-collection-page';
import { getPostPage, settle } from '../../lib/content';
import { type ListedArea, postAreaById } from '../../lib/domain/post-areas';
import { parsePostQuery } from '../../lib/domain/post-query';

type AreaListPageProps = { area: ListedArea['id']; query: string };

/** The public list of one post area (projects, current project, old but great, creative), a page at a time. */
export async function AreaListPage({ area: id, query }: AreaListPageProps) {
  const area = postAreaById(id) as ListedArea;
  const { page } = parsePostQuery(query);
  const posts = await settle(getPostPage(area, { page }));
  return (
    <PostCollectionPage
      title={area.label}
      lead={area.lead}
      path={area.list}
      page={page}
      posts={posts}
      empty={area.empty}
    />
  );
}

import type { PageProps } from 'waku/router';
import { getDashPosts } from '../../../lib/content';
import { parsePostQuery } from '../../../lib/domain/post-query';
import { PostListPage } from './_components/post-list-page';
import { dynamicRender } from '../../_components/render';

export default async function DashTheaterPage({ query }: PageProps<'/dash/theater'>) {
  const { page } = parsePostQuery(query);
  return (
    <PostListPage
      page={page}
      posts={getDashPosts('theater', page)}
      title="Theater"
      lead="Beiträge jeder Kategorie, deren Titel oder Beschreibung „Theater“ enthält. Eine eigene Theaterseite hat die Website nicht: Wo jeder Beitrag erscheint, zeigt die Spalte „Auf der Website“."
      path="/dash/theater"
    />
  );
}

export const getConfig = dynamicRender;

import { getDashPosts } from '../../../lib/content';
import { PostListPage } from './_components/post-list-page';

export default async function DashTheaterPage() {
  return (
    <PostListPage
      posts={getDashPosts('theater')}
      title="Theater"
      lead="Beiträge jeder Kategorie, deren Titel oder Beschreibung „Theater“ enthält. Eine eigene Theaterseite hat die Website nicht: Wo jeder Beitrag erscheint, zeigt die Spalte „Auf der Website“."
      path="/dash/theater"
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import { getDashPosts } from '../../../lib/content';
import { PostListPage } from './_components/post-list-page';

export default async function DashTheaterPage() {
  return (
    <PostListPage
      posts={getDashPosts('theater')}
      title="Theater"
      lead="Beiträge jeder Kategorie, deren Titel oder Beschreibung „Theater“ enthält."
      path="/dash/theater"
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

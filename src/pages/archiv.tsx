import { PostCollectionPage } from '../components/post-collection-page';
import { getArchivedPosts, settle } from '../lib/content';

export default async function ArchivePage() {
  const posts = await settle(getArchivedPosts());
  return (
    <PostCollectionPage
      title="Archiv"
      lead="Ältere Beiträge und Projekte aus allen Bereichen, die neuesten zuerst."
      path="/archiv"
      posts={posts}
      empty="Das Archiv ist noch leer."
      showCategory
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

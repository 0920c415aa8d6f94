import { PostCollectionPage } from '../components/post-collection-page';
import { getArchivedPosts, settle } from '../lib/content';
import { ARCHIVE_LIST } from '../lib/domain/post-areas';

export default async function ArchivePage() {
  const posts = await settle(getArchivedPosts());
  return (
    <PostCollectionPage
      title={ARCHIVE_LIST.label}
      lead="Ältere Beiträge und Projekte aus allen Bereichen, die neuesten zuerst."
      path={ARCHIVE_LIST.path}
      posts={posts}
      empty="Das Archiv ist noch leer."
      showCategory
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import { PostCollectionPage } from '../../components/post-collection-page';
import { getOldButGreatProjects, settle } from '../../lib/content';

export default async function OldButGreatPage() {
  const posts = await settle(getOldButGreatProjects());
  return (
    <PostCollectionPage
      title="Old but great"
      lead="Abgeschlossene Projekte, auf die wir immer noch stolz sind."
      path="/old-but-great"
      posts={posts}
      empty="Noch keine abgeschlossenen Projekte."
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

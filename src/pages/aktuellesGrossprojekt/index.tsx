import { PostCollectionPage } from '../../components/post-collection-page';
import { getCurrentProjects, settle } from '../../lib/content';

export default async function CurrentProjectPage() {
  const posts = await settle(getCurrentProjects());
  return (
    <PostCollectionPage
      title="Aktuelles Großprojekt"
      lead="Unser großes Schulprojekt dieses Jahres – alle Neuigkeiten an einem Ort."
      path="/aktuellesGrossprojekt"
      posts={posts}
      empty="Gerade läuft kein Großprojekt."
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

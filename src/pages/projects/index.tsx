import { PostCollectionPage } from '../../components/post-collection-page';
import { getProjects, settle } from '../../lib/content';

export default async function ProjectsPage() {
  const posts = await settle(getProjects());
  return (
    <PostCollectionPage
      title="Projekte"
      lead="Woran unsere Klassen gerade arbeiten: Projekte aus Unterricht, Werkstatt und Schulleben."
      path="/projects"
      posts={posts}
      empty="Derzeit laufen keine Projekte."
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import { PostListPage } from '../../../../components/dash/post-list-page';

export default async function DashProjectsPage() {
  return (
    <PostListPage
      list="projects"
      title="Projekte"
      lead="Laufende Projekte: Kategorie project, nicht archiviert. Archivierte Projekte stehen unter „Old but great“."
      path="/dash/projects"
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

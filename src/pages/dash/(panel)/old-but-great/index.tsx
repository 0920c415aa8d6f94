import { PostListPage } from '../../../../components/dash/post-list-page';

export default async function DashOldButGreatPage() {
  return (
    <PostListPage
      list="oldButGreat"
      title="Old but great"
      lead="Archivierte Projekte: Kategorie project mit gesetztem „archiv“."
      path="/dash/old-but-great"
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import { PostListPage } from '../../../../components/dash/post-list-page';

export default async function DashPostsPage() {
  return (
    <PostListPage
      list="posts"
      title="Beiträge"
      lead="Alle Beiträge der Kategorien Beitrag (post), Veranstaltung (event) und Allgemein (all), neueste zuerst – auch archivierte."
      path="/dash/posts"
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

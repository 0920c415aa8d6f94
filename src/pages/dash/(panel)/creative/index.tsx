import { PostListPage } from '../../../../components/dash/post-list-page';

export default async function DashCreativePage() {
  return (
    <PostListPage
      list="creative"
      title="Kreatives"
      lead="Beiträge der Kategorie creative; die Website zeigt sie unter „Kreatives“."
      path="/dash/creative"
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

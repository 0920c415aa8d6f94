import { AreaListPage } from '../_components/area-list-page';

export default async function DashPostsPage() {
  return <AreaListPage area="posts" />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

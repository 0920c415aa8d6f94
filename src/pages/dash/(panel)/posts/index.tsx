import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';

export default async function DashPostsPage({ query }: PageProps<'/dash/posts'>) {
  return <AreaListPage area="posts" query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

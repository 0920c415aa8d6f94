import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';

export default async function DashProjectsPage({ query }: PageProps<'/dash/projects'>) {
  return <AreaListPage area="projects" query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import { AreaListPage } from '../_components/area-list-page';

export default async function DashProjectsPage() {
  return <AreaListPage area="projects" />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

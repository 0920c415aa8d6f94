import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';
import { dynamicRender } from '../../../_components/render';

export default async function DashProjectsPage({ query }: PageProps<'/dash/projects'>) {
  return <AreaListPage area="projects" query={query} />;
}

export const getConfig = dynamicRender;

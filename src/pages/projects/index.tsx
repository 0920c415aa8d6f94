import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';
import { dynamicRender } from '../_components/render';

export default async function ProjectsPage({ query }: PageProps<'/projects'>) {
  return <AreaListPage query={query} area="projects" />;
}

export const getConfig = dynamicRender;

import type { PageProps } from 'waku/router';
import { AreaDetailPage } from '../_components/area-detail-page';
import { dynamicRender } from '../_components/render';

export default async function ProjectPage({ id }: PageProps<'/projects/[id]'>) {
  return <AreaDetailPage area="projects" id={id} />;
}

export const getConfig = dynamicRender;

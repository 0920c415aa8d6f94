import type { PageProps } from 'waku/router';
import { AreaDetailPage } from '../_components/area-detail-page';

export default async function ProjectPage({ id }: PageProps<'/projects/[id]'>) {
  return <AreaDetailPage area="projects" id={id} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

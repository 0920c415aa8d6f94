import type { PageProps } from 'waku/router';
import { AreaPostPage } from '../_components/area-post-page';
import { dynamicRender } from '../../../_components/render';

export default async function DashProjectPage({ id, query }: PageProps<'/dash/projects/[id]'>) {
  return <AreaPostPage area="projects" postId={id} query={query} />;
}

export const getConfig = dynamicRender;

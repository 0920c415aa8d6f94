import type { PageProps } from 'waku/router';
import { AreaPostPage } from '../_components/area-post-page';
import { dynamicRender } from '../../../_components/render';

export default async function DashCreativePostPage({ id, query }: PageProps<'/dash/creative/[id]'>) {
  return <AreaPostPage area="creative" postId={id} query={query} />;
}

export const getConfig = dynamicRender;

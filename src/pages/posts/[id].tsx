import type { PageProps } from 'waku/router';
import { AreaDetailPage } from '../_components/area-detail-page';
import { dynamicRender } from '../_components/render';

export default async function PostPage({ id }: PageProps<'/posts/[id]'>) {
  return <AreaDetailPage area="posts" id={id} />;
}

export const getConfig = dynamicRender;

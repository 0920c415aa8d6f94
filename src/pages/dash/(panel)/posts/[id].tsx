import type { PageProps } from 'waku/router';
import { AreaPostPage } from '../_components/area-post-page';
import { dynamicRender } from '../../../_components/render';

export default async function DashPostPage({ id, query }: PageProps<'/dash/posts/[id]'>) {
  return <AreaPostPage area="posts" postId={id} query={query} />;
}

export const getConfig = dynamicRender;

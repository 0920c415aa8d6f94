import type { PageProps } from 'waku/router';
import { AreaPostPage } from '../_components/area-post-page';
import { dynamicRender } from '../../../_components/render';

export default async function DashOldButGreatProjectPage({ id, query }: PageProps<'/dash/old-but-great/[id]'>) {
  return <AreaPostPage area="oldButGreat" postId={id} query={query} />;
}

export const getConfig = dynamicRender;

import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';
import { dynamicRender } from '../../../_components/render';

export default async function DashPostsPage({ query }: PageProps<'/dash/posts'>) {
  return <AreaListPage area="posts" query={query} />;
}

export const getConfig = dynamicRender;

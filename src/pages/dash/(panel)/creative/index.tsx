import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';
import { dynamicRender } from '../../../_components/render';

export default async function DashCreativePage({ query }: PageProps<'/dash/creative'>) {
  return <AreaListPage area="creative" query={query} />;
}

export const getConfig = dynamicRender;

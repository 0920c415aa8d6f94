import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';
import { dynamicRender } from '../../../_components/render';

export default async function DashOldButGreatPage({ query }: PageProps<'/dash/old-but-great'>) {
  return <AreaListPage area="oldButGreat" query={query} />;
}

export const getConfig = dynamicRender;

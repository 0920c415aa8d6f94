import type { PageProps } from 'waku/router';
import { AreaDetailPage } from '../_components/area-detail-page';
import { dynamicRender } from '../_components/render';

export default async function CurrentProjectDetailPage({ id }: PageProps<'/aktuellesGrossprojekt/[id]'>) {
  return <AreaDetailPage area="current" id={id} />;
}

export const getConfig = dynamicRender;

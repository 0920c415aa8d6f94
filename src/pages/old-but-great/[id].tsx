import type { PageProps } from 'waku/router';
import { AreaDetailPage } from '../_components/area-detail-page';
import { dynamicRender } from '../_components/render';

export default async function OldButGreatDetailPage({ id }: PageProps<'/old-but-great/[id]'>) {
  return <AreaDetailPage area="oldButGreat" id={id} />;
}

export const getConfig = dynamicRender;

import type { PageProps } from 'waku/router';
import { AreaDetailPage } from '../_components/area-detail-page';

export default async function CurrentProjectDetailPage({ id }: PageProps<'/aktuellesGrossprojekt/[id]'>) {
  return <AreaDetailPage area="current" id={id} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

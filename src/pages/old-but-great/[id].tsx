import type { PageProps } from 'waku/router';
import { AreaDetailPage } from '../_components/area-detail-page';

export default async function OldButGreatDetailPage({ id }: PageProps<'/old-but-great/[id]'>) {
  return <AreaDetailPage area="oldButGreat" id={id} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

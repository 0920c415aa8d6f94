import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';

export default async function DashCreativePage({ query }: PageProps<'/dash/creative'>) {
  return <AreaListPage area="creative" query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

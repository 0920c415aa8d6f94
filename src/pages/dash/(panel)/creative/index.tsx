import { AreaListPage } from '../_components/area-list-page';

export default async function DashCreativePage() {
  return <AreaListPage area="creative" />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

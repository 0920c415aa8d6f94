import { AreaListPage } from '../_components/area-list-page';

export default async function DashOldButGreatPage() {
  return <AreaListPage area="oldButGreat" />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';

export default async function CurrentProjectPage({ query }: PageProps<'/aktuellesGrossprojekt'>) {
  return (
    <AreaListPage
      query={query}
      area="current"
      lead="Unser großes Schulprojekt dieses Jahres – alle Neuigkeiten an einem Ort."
      empty="Gerade läuft kein Großprojekt."
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

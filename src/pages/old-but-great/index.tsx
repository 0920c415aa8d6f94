import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';

export default async function OldButGreatPage({ query }: PageProps<'/old-but-great'>) {
  return (
    <AreaListPage
      query={query}
      area="oldButGreat"
      lead="Abgeschlossene Projekte, auf die wir immer noch stolz sind."
      empty="Noch keine abgeschlossenen Projekte."
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import type { PageProps } from 'waku/router';
import { AreaListPage } from './_components/area-list-page';

export default async function CreativePage({ query }: PageProps<'/kreatives'>) {
  return (
    <AreaListPage
      query={query}
      area="creative"
      lead="Gedichte, Bilder, Musik und mehr – Arbeiten unserer Schüler:innen."
      empty="Noch keine kreativen Arbeiten veröffentlicht."
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

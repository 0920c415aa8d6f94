import { AreaListPage } from './_components/area-list-page';

export default async function CreativePage() {
  return (
    <AreaListPage
      area="creative"
      lead="Gedichte, Bilder, Musik und mehr – Arbeiten unserer Schüler:innen."
      empty="Noch keine kreativen Arbeiten veröffentlicht."
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

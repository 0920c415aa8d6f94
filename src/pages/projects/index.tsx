import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';

export default async function ProjectsPage({ query }: PageProps<'/projects'>) {
  return (
    <AreaListPage
      query={query}
      area="projects"
      lead="Woran unsere Klassen gerade arbeiten: Projekte aus Unterricht, Werkstatt und Schulleben."
      empty="Derzeit laufen keine Projekte."
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

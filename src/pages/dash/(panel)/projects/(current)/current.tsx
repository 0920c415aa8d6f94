import type { PageProps } from 'waku/router';
import { AreaListPage } from '../../_components/area-list-page';
import { dynamicRender } from '../../../../_components/render';

// Waku 0.27 takes the first matching route in file order, and '[id].tsx' sorts before 'current.tsx', which would send
// /dash/projects/current to the detail page. The group folder '(current)' sorts first and leaves the URL as it is.
export default async function DashCurrentProjectPage({ query }: PageProps<'/dash/projects/current'>) {
  return <AreaListPage area="current" query={query} />;
}

export const getConfig = dynamicRender;

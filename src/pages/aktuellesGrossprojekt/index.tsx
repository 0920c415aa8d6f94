import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';
import { dynamicRender } from '../_components/render';

export default async function CurrentProjectPage({ query }: PageProps<'/aktuellesGrossprojekt'>) {
  return <AreaListPage query={query} area="current" />;
}

export const getConfig = dynamicRender;

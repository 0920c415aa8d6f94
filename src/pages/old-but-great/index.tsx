import type { PageProps } from 'waku/router';
import { AreaListPage } from '../_components/area-list-page';
import { dynamicRender } from '../_components/render';

export default async function OldButGreatPage({ query }: PageProps<'/old-but-great'>) {
  return <AreaListPage query={query} area="oldButGreat" />;
}

export const getConfig = dynamicRender;

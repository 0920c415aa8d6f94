import type { PageProps } from 'waku/router';
import { AreaListPage } from './_components/area-list-page';
import { dynamicRender } from './_components/render';

export default async function CreativePage({ query }: PageProps<'/kreatives'>) {
  return <AreaListPage query={query} area="creative" />;
}

export const getConfig = dynamicRender;

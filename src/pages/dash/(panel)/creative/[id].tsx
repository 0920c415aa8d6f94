import type { PageProps } from 'waku/router';
import { AreaPostPage } from '../_components/area-post-page';

export default async function DashCreativePostPage({ id, query }: PageProps<'/dash/creative/[id]'>) {
  return <AreaPostPage area="creative" postId={id} query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

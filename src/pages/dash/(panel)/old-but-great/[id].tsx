import type { PageProps } from 'waku/router';
import { AreaPostPage } from '../_components/area-post-page';

export default async function DashOldButGreatProjectPage({ id }: PageProps<'/dash/old-but-great/[id]'>) {
  return <AreaPostPage area="oldButGreat" postId={id} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

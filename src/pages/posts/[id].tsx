import type { PageProps } from 'waku/router';
import { AreaDetailPage } from '../_components/area-detail-page';

export default async function PostPage({ id }: PageProps<'/posts/[id]'>) {
  return <AreaDetailPage area="posts" id={id} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

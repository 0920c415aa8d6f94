import type { PageProps } from 'waku/router';
import { PostDetailView } from '../../../../components/dash/post-detail-view';

export default async function DashPostPage({ id }: PageProps<'/dash/posts/[id]'>) {
  return <PostDetailView id={id} areas={['posts']} list={{ href: '/dash/posts', label: 'Alle Beiträge' }} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

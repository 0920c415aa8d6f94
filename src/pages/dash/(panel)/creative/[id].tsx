import type { PageProps } from 'waku/router';
import { PostDetailView } from '../../../../components/dash/post-detail-view';

export default async function DashCreativePostPage({ id }: PageProps<'/dash/creative/[id]'>) {
  return (
    <PostDetailView id={id} areas={['creative']} list={{ href: '/dash/creative', label: 'Alle kreativen Beiträge' }} />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

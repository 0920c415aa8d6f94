import type { PageProps } from 'waku/router';
import { PostDetailView } from '../../../../components/dash/post-detail-view';

export default async function DashProjectPage({ id }: PageProps<'/dash/projects/[id]'>) {
  return (
    <PostDetailView id={id} areas={['projects', 'current']} list={{ href: '/dash/projects', label: 'Alle Projekte' }} />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

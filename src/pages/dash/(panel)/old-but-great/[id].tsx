import type { PageProps } from 'waku/router';
import { PostDetailView } from '../../../../components/dash/post-detail-view';

export default async function DashOldButGreatProjectPage({ id }: PageProps<'/dash/old-but-great/[id]'>) {
  return (
    <PostDetailView
      id={id}
      areas={['oldButGreat']}
      list={{ href: '/dash/old-but-great', label: 'Alle archivierten Projekte' }}
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import type { PageProps } from 'waku/router';
import { PostDetailPage } from '../../components/post-detail-page';

export default async function OldButGreatDetailPage({ id }: PageProps<'/old-but-great/[id]'>) {
  return <PostDetailPage id={id} kind="project" base="/old-but-great" backLabel="Alle abgeschlossenen Projekte" />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

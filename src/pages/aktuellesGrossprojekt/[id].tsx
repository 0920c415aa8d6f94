import type { PageProps } from 'waku/router';
import { PostDetailPage } from '../../components/post-detail-page';

export default async function CurrentProjectDetailPage({ id }: PageProps<'/aktuellesGrossprojekt/[id]'>) {
  return <PostDetailPage id={id} kind="project" base="/aktuellesGrossprojekt" backLabel="Zum Großprojekt" />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

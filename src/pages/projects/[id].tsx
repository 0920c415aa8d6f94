import type { PageProps } from 'waku/router';
import { PostDetailPage } from '../../components/post-detail-page';

export default async function ProjectPage({ id }: PageProps<'/projects/[id]'>) {
  return <PostDetailPage id={id} kind="project" base="/projects" backLabel="Alle Projekte" />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

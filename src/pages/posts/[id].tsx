import type { PageProps } from 'waku/router';
import { PostDetailPage } from '../../components/post-detail-page';

export default async function PostPage({ id }: PageProps<'/posts/[id]'>) {
  return <PostDetailPage id={id} kind="post" base="/posts" backLabel="Alle Beiträge" />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

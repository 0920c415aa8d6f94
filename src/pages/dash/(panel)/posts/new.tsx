import type { PageProps } from 'waku/router';
import { PostFormPage } from '../_components/post-form-page';

export default async function NewPostsPage({ query }: PageProps<'/dash/posts/new'>) {
  return <PostFormPage base="/dash/posts" query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import type { PageProps } from 'waku/router';
import { PostFormPage } from '../../_components/post-form-page';
import { dynamicRender } from '../../../../_components/render';

export default async function EditPostsPage({ id, query }: PageProps<'/dash/posts/[id]/edit'>) {
  return <PostFormPage base="/dash/posts" postId={id} query={query} />;
}

export const getConfig = dynamicRender;

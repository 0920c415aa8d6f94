import type { PageProps } from 'waku/router';
import { PostFormPage } from '../../_components/post-form-page';
import { dynamicRender } from '../../../../_components/render';

export default async function EditProjectsPage({ id, query }: PageProps<'/dash/projects/[id]/edit'>) {
  return <PostFormPage base="/dash/projects" postId={id} query={query} />;
}

export const getConfig = dynamicRender;

import type { PageProps } from 'waku/router';
import { PostFormPage } from '../../_components/post-form-page';
import { dynamicRender } from '../../../../_components/render';

export default async function EditOldButGreatPage({ id, query }: PageProps<'/dash/old-but-great/[id]/edit'>) {
  return <PostFormPage base="/dash/old-but-great" postId={id} query={query} />;
}

export const getConfig = dynamicRender;

import type { PageProps } from 'waku/router';
import { PostFormPage } from '../../_components/post-form-page';
import { dynamicRender } from '../../../../_components/render';

export default async function EditCreativePage({ id, query }: PageProps<'/dash/creative/[id]/edit'>) {
  return <PostFormPage base="/dash/creative" postId={id} query={query} />;
}

export const getConfig = dynamicRender;

import type { PageProps } from 'waku/router';
import { PostFormPage } from '../_components/post-form-page';

export default async function NewCreativePage({ query }: PageProps<'/dash/creative/new'>) {
  return <PostFormPage base="/dash/creative" query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import type { PageProps } from 'waku/router';
import { PostFormPage } from '../_components/post-form-page';

export default async function NewOldButGreatPage({ query }: PageProps<'/dash/old-but-great/new'>) {
  return <PostFormPage base="/dash/old-but-great" query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

import type { PageProps } from 'waku/router';
import { PostFormPage } from '../_components/post-form-page';

export default async function NewProjectsPage({ query }: PageProps<'/dash/projects/new'>) {
  return <PostFormPage base="/dash/projects" query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

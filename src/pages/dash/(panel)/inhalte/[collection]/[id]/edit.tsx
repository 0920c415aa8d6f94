import type { PageProps } from 'waku/router';
import { ContentFormPage } from '../../../_components/content-form-page';

export default async function EditContentPage({
  collection,
  id,
  query,
}: PageProps<'/dash/inhalte/[collection]/[id]/edit'>) {
  return <ContentFormPage collection={collection} recordId={id} query={query} />;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};

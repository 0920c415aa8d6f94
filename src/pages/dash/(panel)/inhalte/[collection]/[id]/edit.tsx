import type { PageProps } from 'waku/router';
import { ContentFormPage } from '../../../_components/content-form-page';
import { dynamicRender } from '../../../../../_components/render';

export default async function EditContentPage({
  collection,
  id,
  query,
}: PageProps<'/dash/inhalte/[collection]/[id]/edit'>) {
  return <ContentFormPage collection={collection} recordId={id} query={query} />;
}

export const getConfig = dynamicRender;

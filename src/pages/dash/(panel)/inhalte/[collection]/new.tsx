import type { PageProps } from 'waku/router';
import { ContentFormPage } from '../../_components/content-form-page';
import { dynamicRender } from '../../../../_components/render';

export default async function NewContentPage({ collection, query }: PageProps<'/dash/inhalte/[collection]/new'>) {
  return <ContentFormPage collection={collection} query={query} />;
}

export const getConfig = dynamicRender;

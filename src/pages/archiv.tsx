import type { PageProps } from 'waku/router';
import { PostCollectionPage } from '../components/post-collection-page';
import { getArchivePage, settle } from '../lib/content';
import { ARCHIVE_LIST } from '../lib/domain/post-areas';
import { parsePostQuery } from '../lib/domain/post-query';
import { dynamicRender } from './_components/render';

export default async function ArchivePage({ query }: PageProps<'/archiv'>) {
  const { page } = parsePostQuery(query);
  const posts = await settle(getArchivePage(page));
  return (
    <PostCollectionPage
      title={ARCHIVE_LIST.label}
      lead="Ältere Beiträge und Projekte aus allen Bereichen, die neuesten zuerst."
      path={ARCHIVE_LIST.path}
      page={page}
      posts={posts}
      empty="Das Archiv ist noch leer."
      showCategory
    />
  );
}

export const getConfig = dynamicRender;

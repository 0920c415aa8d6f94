import { type DashPostList, getDashPosts, getKnownIds, settle } from '../../lib/content';
import { PageHeader } from '../page-header';
import { PageMeta } from '../page-meta';
import { PostTable } from './post-table';
import { SettledSection } from './settled-section';

type PostListPageProps = { list: DashPostList; title: string; lead: string; path: string };

/** Body of the dashboard's post list routes: the list and the ids its relations may point to, read together. */
export async function PostListPage({ list, title, lead, path }: PostListPageProps) {
  const result = await settle(Promise.all([getDashPosts(list), getKnownIds()]));
  return (
    <>
      <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
      <PageHeader title={title} lead={lead} />
      <SettledSection result={result} what="Die Einträge">
        {([posts, known]) => <PostTable caption={`${title} (${posts.length})`} posts={posts} known={known} />}
      </SettledSection>
    </>
  );
}

import { PostTable } from '../../../../components/dash/post-table';
import { SettledSection } from '../../../../components/dash/settled-section';
import { PageHeader } from '../../../../components/page-header';
import { PageMeta } from '../../../../components/page-meta';
import { type DashPost, getKnownIds, settle } from '../../../../lib/content';

type PostListPageProps = { title: string; lead: string; path: string; posts: Promise<DashPost[]> };

/** A dashboard list of posts with their checks; the posts and the ids their relations may point to are read together. */
export async function PostListPage({ title, lead, path, posts }: PostListPageProps) {
  const result = await settle(Promise.all([posts, getKnownIds()]));
  return (
    <>
      <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
      <PageHeader title={title} lead={lead} />
      <SettledSection result={result} what="Die Einträge">
        {([rows, known]) => <PostTable caption={`${title} (${rows.length})`} posts={rows} known={known} />}
      </SettledSection>
    </>
  );
}

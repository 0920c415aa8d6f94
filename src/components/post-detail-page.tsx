import { getPost, settle } from '../lib/content';
import { setResponseStatus } from '../lib/platform/response-status';
import { PageMeta } from './page-meta';
import { PostDetail } from './post-detail';
import { SectionUnavailable } from './section-unavailable';

type PostDetailPageProps = {
  id: string;
  kind: 'post' | 'project';
  /** The list this detail belongs to, e.g. /projects. */
  base: string;
  backLabel: string;
};

/** Shared body of every detail route: reads the post (placeholder when unknown) and renders it. */
export async function PostDetailPage({ id, kind, base, backLabel }: PostDetailPageProps) {
  const result = await settle(getPost(id, kind));
  const path = `${base}/${encodeURIComponent(id)}`;
  if (!result.ok) {
    return (
      <>
        <PageMeta title={kind === 'project' ? 'Projekt' : 'Beitrag'} path={path} />
        <h1>{kind === 'project' ? 'Projekt' : 'Beitrag'}</h1>
        <SectionUnavailable what="Die Inhalte" />
      </>
    );
  }
  if (result.value.notFound) setResponseStatus(404);
  return <PostDetail post={result.value} path={path} back={{ href: base, label: backLabel }} />;
}

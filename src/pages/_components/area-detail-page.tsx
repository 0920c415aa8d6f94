import { PageMeta } from '../../components/page-meta';
import { PostDetail } from '../../components/post-detail';
import { SectionUnavailable } from '../../components/section-unavailable';
import { getAreaPost, settle } from '../../lib/content';
import { type PostArea, type PostAreaId, postAreaById } from '../../lib/domain/post-areas';
import { setPageStatus } from '../../lib/platform/request-context';

type AreaDetailPageProps = { area: PostAreaId; id: string };

/** Every public detail route: the post (the spec's placeholder, status 404, when it is not there) and a way back. */
export async function AreaDetailPage({ area: areaId, id }: AreaDetailPageProps) {
  const area = postAreaById(areaId);
  const result = await settle(getAreaPost(area, id));
  const path = `${area.detail}/${encodeURIComponent(id)}`;
  if (!result.ok) {
    const noun = area.kind === 'project' ? 'Projekt' : 'Beitrag';
    return (
      <>
        <PageMeta title={noun} path={path} />
        <h1>{noun}</h1>
        <SectionUnavailable what="Die Inhalte" />
      </>
    );
  }
  if (result.value.notFound) setPageStatus(404);
  return <PostDetail post={result.value} path={path} back={backLink(area)} />;
}

/** The way back from a detail page to its list. */
export function backLink(area: PostArea): { href: string; label: string } {
  return { href: area.list, label: 'backLabel' in area ? area.backLabel : area.label };
}

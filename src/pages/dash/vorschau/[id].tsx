import { Link } from 'waku';
import type { PageProps } from 'waku/router';
import { PageMeta } from '../../../components/page-meta';
import { PostDetail } from '../../../components/post-detail';
import { PreviewBanner } from '../../../components/dash/preview-banner';
import { SectionUnavailable } from '../../../components/section-unavailable';
import { getPreviewPost, settle } from '../../../lib/content';
import { detailHref, detailRouteArea } from '../../../lib/domain/post-areas';
import { previewHref } from '../../../lib/domain/publishing';
import { getStaffSession, setPageStatus } from '../../../lib/platform/request-context';
import { backLink } from '../../_components/area-detail-page';
import { dynamicRender } from '../../_components/render';

/**
 * A post as visitors will see it, for staff only (the edge guard lets nobody else through, and the read needs the
 * session): drafts, posts in review and scheduled ones. Same components as the public page, under a banner that says
 * it is a preview; never indexed, never kept (the guard answers every /dash page private, no-store).
 */
export default async function PreviewPage({ id }: PageProps<'/dash/vorschau/[id]'>) {
  if (!getStaffSession()) return null;
  const path = previewHref(id);
  const result = await settle(getPreviewPost(id));
  if (!result.ok) {
    return (
      <>
        <PageMeta title="Vorschau" path={path} noindex />
        <h1>Vorschau</h1>
        <SectionUnavailable what="Die Vorschau" />
      </>
    );
  }
  const post = result.value;
  if (!post) {
    setPageStatus(404);
    return (
      <>
        <PageMeta title="Vorschau" path={path} noindex />
        <h1>Beitrag nicht gefunden</h1>
        <p>
          Diesen Beitrag gibt es nicht (mehr).{' '}
          <Link to="/dash/publishing">Zu den Entwürfen und geplanten Beiträgen</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <PreviewBanner post={post} />
      <PostDetail post={post} path={detailHref(post)} back={backLink(detailRouteArea(post))} preview />
    </>
  );
}

export const getConfig = dynamicRender;

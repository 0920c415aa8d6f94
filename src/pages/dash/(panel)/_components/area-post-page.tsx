import { backLink } from '../../../../styles/controls';
import { Link } from 'waku';
import { PostFormPage } from './post-form-page';
import { PostDetailView } from '../../../../components/dash/post-detail-view';
import { PageMeta } from '../../../../components/page-meta';
import { SectionUnavailable } from '../../../../components/section-unavailable';
import { getKnownIds, getPreviewPost, settle } from '../../../../lib/content';
import { type PostAreaId, postAreaById, postAreaOf } from '../../../../lib/domain/post-areas';
import { currentRequest } from '../../../../lib/platform/request-context';
import { noticeText, postNotice } from '../../../../features/parents';

/** One post in the dashboard; a post whose dashboard page is under another route counts as not found. */
export async function AreaPostPage({ area: id, postId, query }: { area: PostAreaId; postId: string; query: string }) {
  const area = postAreaById(id);
  // Waku's router matches '/…/new' to this page's slug before the static route: the new post's form lives here.
  if (postId === 'new') return <PostFormPage base={area.dashDetail} query={query} />;
  // Its files with a file token: a draft's photos show to staff only.
  const request = currentRequest();
  const [result, notice] = await Promise.all([
    settle(Promise.all([getPreviewPost(postId), getKnownIds()])),
    request ? postNotice(request.bindings, request.config.siteId, postId) : undefined,
  ]);
  const path = `${area.dashDetail}/${encodeURIComponent(postId)}`;
  const back = (
    <Link to={area.dash} className={backLink}>
      ← {area.dashLabel}
    </Link>
  );
  if (!result.ok) {
    return (
      <>
        <PageMeta title="Eintrag – Verwaltung" path={path} noindex />
        {back}
        <h1>Eintrag</h1>
        <SectionUnavailable what="Die Angaben zu diesem Eintrag" />
      </>
    );
  }
  const [post, known] = result.value;
  if (!post || postAreaOf(post).dashDetail !== area.dashDetail) {
    return (
      <>
        <PageMeta title="Eintrag nicht gefunden – Verwaltung" path={path} noindex />
        {back}
        <h1>Eintrag nicht gefunden</h1>
        <p>
          In dieser Liste gibt es keinen Eintrag mit der ID „{postId}“. Vielleicht wurde er gelöscht oder einer anderen
          Kategorie zugeordnet.
        </p>
      </>
    );
  }
  return <PostDetailView post={post} known={known} path={path} back={back} notice={notice && noticeText(notice)} />;
}

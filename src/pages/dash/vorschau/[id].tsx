import { Link } from 'waku';
import type { PageProps } from 'waku/router';
import type { RecordModel } from 'pocketbase';
import { PageMeta } from '../../../components/page-meta';
import { PostDetail } from '../../../components/post-detail';
import { postSubject, ReviewPanel } from '../../../components/dash/review-panel';
import { SectionUnavailable } from '../../../components/section-unavailable';
import { getPreviewPost, settle } from '../../../lib/content';
import { ownedRecord } from '../../../lib/content/editable';
import { getEditableRecord } from '../../../lib/content/editing';
import { getStaffNames, getStoredVersions } from '../../../lib/content/review';
import { detailHref, detailRouteArea } from '../../../lib/domain/post-areas';
import { previewHref, publishingState } from '../../../lib/domain/publishing';
import {
  changesSincePublic,
  lastPublicVersion,
  REVIEW_ACTIONS,
  REVIEW_DONE,
  type ReviewValues,
} from '../../../lib/domain/review';
import { allowedActions, editsAll } from '../../../lib/domain/staff-roles';
import { loadKeptForm } from '../../../features/editing';
import { getStaffSession, setPageStatus } from '../../../lib/platform/request-context';
import { backLink } from '../../_components/area-detail-page';
import { dynamicRender } from '../../_components/render';

const optional = <T,>(promise: Promise<T>) => promise.catch(() => undefined);

/**
 * A post's review page, for staff only (the edge guard lets nobody else through, and the reads need the session):
 * the post as visitors will see it, with the same components as the public page, under a panel that says it is a
 * preview, who wrote it, what changed since it was last public, and the editors' decisions (review-form-post.ts).
 * Never indexed, never kept (the guard answers every /dash page private, no-store).
 */
export default async function PreviewPage({ id, query }: PageProps<'/dash/vorschau/[id]'>) {
  const session = getStaffSession();
  if (!session) return null;
  const path = previewHref(id);
  const params = new URLSearchParams(query);
  // Every read starts now, together; the review's own (names, versions, the kept form) never fail the page.
  const [result, record, names, versions, state] = await Promise.all([
    settle(getPreviewPost(id)),
    optional(getEditableRecord(session.token, 'posts', id)),
    optional(getStaffNames(session.token)),
    optional(getStoredVersions(session.token, id)),
    loadKeptForm<ReviewValues>(params),
  ]);
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
  const now = new Date();
  const owned = record && ownedRecord(record as RecordModel);
  const done = REVIEW_ACTIONS.find((action) => action === params.get('erledigt'));
  return (
    <>
      <ReviewPanel
        subject={postSubject(post)}
        facts={{
          ownerName: owned && names?.get(owned.owner),
          updated: String(record?.updated ?? ''),
          note: String(record?.review_note ?? ''),
        }}
        changes={
          versions &&
          changesSincePublic({ title: post.title, description: post.description ?? '' }, lastPublicVersion(versions))
        }
        decides={editsAll(session.role) && publishingState(post.publishing, now) !== 'public'}
        edits={allowedActions(session.role, owned, session.id, now).length > 0}
        values={state?.values ?? { publishAt: '', note: '' }}
        errors={state?.errors ?? {}}
        {...(state?.message ? { message: state.message } : {})}
        {...(done && !state ? { done: REVIEW_DONE[done] } : {})}
      />
      <PostDetail post={post} path={detailHref(post)} back={backLink(detailRouteArea(post))} preview />
    </>
  );
}

export const getConfig = dynamicRender;

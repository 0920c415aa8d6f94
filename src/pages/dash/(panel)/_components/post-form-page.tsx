import { backLink } from '../../../../styles/controls';
import { css } from '@linaria/core';
import type { RecordModel } from 'pocketbase';
import { Link } from 'waku';
import { ConfirmQuestion, DeleteForm, ReviewNote } from '../../../../components/dash/form/fields';
import { FormKeeper, PhotoInput } from '../../../../components/dash/client-components';
import { RichTextField } from '../../../../components/dash/editor/rich-text-field';
import { POST_FORM_ID, PostForm } from '../../../../components/dash/post-form';
import { draftKey } from '../../../../lib/domain/form-drafts';
import { PostVersions } from '../../../../components/dash/version-list';
import { PublishingCell } from '../../../../components/dash/cells';
import { PageMeta } from '../../../../components/page-meta';
import { SectionUnavailable } from '../../../../components/section-unavailable';
import { getDashClasses, getDashTeachers } from '../../../../lib/content';
import { getFileToken } from '../../../../lib/content/auth';
import { fileUrl } from '../../../../lib/content/client';
import { editablePost, ownedRecord } from '../../../../lib/content/editable';
import { getEditableRecord } from '../../../../lib/content/editing';
import { getPostVersions } from '../../../../lib/content/post-versions';
import { newPostDefaults } from '../../../../lib/domain/edit-routes';
import { POST_AREAS, postAreaOf } from '../../../../lib/domain/post-areas';
import { type PostFormValues, postFormValues } from '../../../../lib/domain/post-form-rules';
import { isPublic, previewHref, toPublishing } from '../../../../lib/domain/publishing';
import {
  allowedActions,
  CONFIRM_TEXT,
  type EditAction,
  pendingQuestion,
  ROLE_LABELS,
} from '../../../../lib/domain/staff-roles';
import { staffAuthClient } from '../../../../features/staff';
import { FORM_STATE_PARAM, type FormState, loadFormState } from '../../../../features/editing';
import { currentRequest, requireStaffSession } from '../../../../lib/platform/request-context';
import { detailHref } from '../../../../lib/domain/post-areas';

const SAVED: Record<string, string> = {
  speichern:
    'Gespeichert, der Status ist unverändert. Ist der Beitrag öffentlich, zeigt die Website die Änderung in wenigen Sekunden.',
  entwurf: 'Als Entwurf gespeichert. Nur angemeldete Lehrkräfte sehen ihn.',
  pruefung: 'Zur Prüfung eingereicht. Die Redaktion findet ihn unter „Entwürfe und Geplantes“.',
  veroeffentlichen: 'Veröffentlicht. Auf allen öffentlichen Seiten erscheint er innerhalb weniger Minuten.',
  planen: 'Geplant. Er erscheint zum angegebenen Zeitpunkt (Wiener Zeit).',
  zurueckziehen:
    'Zurückgezogen. Er ist wieder ein Entwurf und in wenigen Sekunden von allen öffentlichen Seiten verschwunden.',
  wiederherstellen: 'Die gewählte Version ist wiederhergestellt; die vorherige steht jetzt in der Versionsliste.',
};

const optional = <T,>(promise: Promise<T>) => promise.catch(() => undefined);

/** `/…/new` and `/…/{id}/edit` of a post area: the form, the post's status and its versions. */
export async function PostFormPage({ base, postId, query }: { base: string; postId?: string; query: string }) {
  const session = requireStaffSession();
  const request = currentRequest();
  const params = new URLSearchParams(query);
  const store = request && staffAuthClient(request.bindings, request.config.siteId);
  const path = postId ? `${base}/${postId}/edit` : `${base}/new`;
  const area = POST_AREAS.find((a) => a.dashDetail === base) ?? POST_AREAS[0];
  const back = (
    <Link to={area.dash} className={backLink}>
      ← {area.dashLabel}
    </Link>
  );
  // Every read starts now, together; the optional ones (kept form, file token, versions) never fail the page.
  const optionalReads = Promise.all([
    store
      ? optional(
          loadFormState<PostFormValues>(store, params.get(FORM_STATE_PARAM) ?? undefined, {
            browser: currentRequest()?.formBrowser,
            userId: session.id,
          }),
        )
      : undefined,
    postId ? getFileToken(session.token) : undefined,
    postId ? optional(getPostVersions(session.token, postId)) : undefined,
  ]);
  let record: RecordModel | undefined;
  let lists: [Array<{ id: string; displayName: string }>, Array<{ id: string; name: string }>];
  try {
    [record, ...lists] = await Promise.all([
      postId ? getEditableRecord(session.token, 'posts', postId) : Promise.resolve(undefined),
      getDashClasses(),
      getDashTeachers(),
    ]);
  } catch {
    return (
      <>
        <PageMeta title="Beitrag bearbeiten – Verwaltung" path={path} noindex />
        {back}
        <h1>Beitrag bearbeiten</h1>
        <SectionUnavailable what="Der Beitrag und seine Auswahllisten" />
      </>
    );
  }
  const [classes, teachers] = lists;
  if (
    postId &&
    (!record || postAreaOf({ catigory: record.catigory, archiv: Boolean(record.archiv) }).dashDetail !== base)
  ) {
    return (
      <>
        <PageMeta title="Eintrag nicht gefunden – Verwaltung" path={path} noindex />
        {back}
        <h1>Eintrag nicht gefunden</h1>
        <p>{`In dieser Liste gibt es keinen Eintrag mit der ID „${postId}“. Vielleicht wurde er gelöscht oder einer anderen Kategorie zugeordnet.`}</p>
      </>
    );
  }
  const [state, fileToken, versions] = await optionalReads;
  const now = new Date();
  const defaults = newPostDefaults(base);
  const stored = record && editablePost(record);
  const values: PostFormValues = state?.values ?? {
    ...postFormValues(stored, defaults.catigory, now),
    ...(stored ? {} : { archiv: defaults.archiv }),
  };
  const actions: EditAction[] = allowedActions(session.role, record && ownedRecord(record), session.id, now);
  const thumb = (name: string) =>
    record
      ? `${fileUrl(record.collectionId, record.id, name, '320x180')}${fileToken ? `&token=${encodeURIComponent(fileToken)}` : ''}`
      : '';
  const publishing = record && toPublishing(record.status, record.publish_at);
  const title = record ? `„${stored?.title}“ bearbeiten` : 'Neuer Beitrag';
  const savedAction = params.get('gespeichert') ?? '';
  const question = state?.confirm;
  const formQuestion = pendingQuestion(question?.action, actions);
  return (
    <>
      <PageMeta title={`${title} – Verwaltung`} path={path} noindex />
      {back}
      <h1>{title}</h1>
      <p className={facts}>
        {record && publishing && (
          <>
            Status: <PublishingCell publishing={publishing} now={now} />
            {' · '}
            {isPublic(publishing, now) ? (
              <Link to={detailHref({ id: record.id, catigory: record.catigory, archiv: Boolean(record.archiv) })}>
                Auf der Website ansehen
              </Link>
            ) : (
              <Link to={previewHref(record.id)}>Vorschau ansehen</Link>
            )}
            {' · '}
          </>
        )}
        {`Ihre Rolle: ${ROLE_LABELS[session.role]}`}
      </p>
      {question?.action === 'wiederherstellen' && question.version && (
        <ConfirmQuestion
          question={CONFIRM_TEXT.wiederherstellen ?? ''}
          action="wiederherstellen"
          yes="Ja, diese Version wiederherstellen"
          cancel={path}
          form={{ action: path, fields: { version: question.version } }}
        />
      )}
      <ReviewNote note={record?.review_note} />
      <FormKeeper formId={POST_FORM_ID} storageKey={draftKey(session.id, path)} saved={Boolean(SAVED[savedAction])} />
      <PostForm
        action={path}
        values={values}
        errors={state?.errors ?? {}}
        {...(state?.message && !question ? { message: state.message } : {})}
        {...(formQuestion ? { question: formQuestion } : {})}
        {...(SAVED[savedAction] && !state ? { saved: SAVED[savedAction] } : {})}
        filesAgain={state?.filesAgain ?? false}
        chosen={state?.chosen}
        actions={actions}
        classes={classes.map((c) => ({ id: c.id, name: c.displayName }))}
        teachers={teachers}
        thumb={thumb}
        textField={(props) => <RichTextField {...props} />}
        photoField={(props) => <PhotoInput {...props} />}
      />
      {record && actions.includes('loeschen') && <DeleteForm action={path} what="diesen Beitrag" />}
      {record && publishing && (
        <PostVersions
          versions={versions}
          current={{ title: String(record.title ?? ''), description: String(record.description ?? '') }}
          action={path}
          canRestore={actions.some((a) => a !== 'loeschen')}
          asks={isPublic(publishing, now)}
        />
      )}
    </>
  );
}

const facts = css`
  margin-bottom: 1.5rem;
`;

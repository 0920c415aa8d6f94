import type { RecordModel } from 'pocketbase';
import { getKnownIds } from '../../lib/content';
import { getEditableRecord, saveRecord, UNAVAILABLE_MESSAGE } from '../../lib/content/editing';
import { restoredFields } from '../../lib/content/post-versions';
import { isRecordId } from '../../lib/domain/record-id';
import { savePost } from '../../lib/content/save-post';
import { editPostHref, type EditRoute, newPostDefaults } from '../../lib/domain/edit-routes';
import type { FormReader } from '../../lib/domain/form-reader';
import { postAreaOf } from '../../lib/domain/post-areas';
import {
  checkPostForm,
  FIELD,
  type FormErrors,
  MISSING_ALT,
  newHeader,
  type PhotoValues,
  type PostFormValues,
  readPostForm,
  postFormValues,
  readPostUploads,
} from '../../lib/domain/post-form-rules';
import { editablePost, ownedRecord } from '../../lib/content/editable';
import { allowedActions, appearsAfter, CONFIRM_TEXT, type EditAction } from '../../lib/domain/staff-roles';
import { isPublic } from '../../lib/domain/publishing';
import { checkUploads } from '../../lib/domain/upload-check';
import type { Catigory } from '../../lib/domain/types';
import type { FormContext } from './dash-form-post';
import { actionRefusal, afterPublicWrite, confirmed, type EditForm, editFormAnswer } from './edit-form';
import type { FormState } from './form-state';

/** PocketBase's field names, as the form names them. */
const POCKETBASE_FIELDS: Record<string, string> = {
  title: FIELD.title,
  description: FIELD.description,
  date: FIELD.date,
  class: FIELD.classes,
  teacher: FIELD.teachers,
  publish_at: FIELD.publishAt,
  files: FIELD.newAttachments,
  alt_texts: FIELD.newAttachments,
};

const filesOf = (record: RecordModel | undefined) => (record?.files as string[] | undefined) ?? [];

/** How a post form looks when only the body is known (its session ended): names as the form listed them. */
export function unsavedPost(form: FormReader, route: EditRoute): FormState<PostFormValues> {
  const listed = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].flatMap((i) =>
    [form.text(FIELD.photoName(i)), form.text(FIELD.attachmentName(i))].filter(Boolean),
  );
  const values = readPostForm(form, listed, newPostDefaults(route.base).catigory);
  return { values, errors: {}, filesAgain: uploadsOf(form).chosen };
}

/**
 * The form's photos after a half-done save: the new ones are the post's now, with the alt texts typed for them (and
 * the header chosen among them, by its stored name).
 */
function withAdded(values: PostFormValues, added: Array<{ slot: number; name: string }>): PostFormValues {
  const photos: PhotoValues[] = added.map(({ slot, name }) => ({
    name,
    alt: values.newPhotos[slot]?.alt ?? '',
    decorative: values.newPhotos[slot]?.decorative ?? false,
    remove: false,
  }));
  const header = added.find(({ slot }) => newHeader(slot) === values.header)?.name ?? values.header;
  return { ...values, photos: [...values.photos, ...photos], newPhotos: [], header };
}

/** Messages at the stored photos that still need a description (their place in the form's list). */
function undescribedErrors(values: PostFormValues, names: string[]): FormErrors {
  const errors: FormErrors = {};
  values.photos.forEach((photo, i) => {
    if (names.includes(photo.name)) errors[FIELD.photoAlt(i)] = MISSING_ALT;
  });
  return errors;
}

/** Brings back a version's text and choices (files stay as they are); PocketBase's hook keeps the one replaced. */
async function restoreVersion(stored: RecordModel, mayEdit: boolean, { c, session, form, back, done }: FormContext) {
  const path = c.var.request.route.ok ? c.var.request.route.path : '';
  const values = postFormValues(editablePost(stored), 'post', new Date());
  const refuse = (message: string) => back(path, { values, errors: {}, message });
  if (!mayEdit) return refuse('Ihre Rolle darf diesen Beitrag nicht ändern, also auch keine Version wiederherstellen.');
  const versionId = form.text('version', 40);
  let version: RecordModel | undefined;
  try {
    version = isRecordId(versionId) ? await getEditableRecord(session.token, 'post_versions', versionId) : undefined;
  } catch {
    return refuse(UNAVAILABLE_MESSAGE);
  }
  if (!version || version.post !== stored.id) return refuse('Diese Version gibt es (nicht mehr) zu diesem Beitrag.');
  // Onto a public post, a version goes live at once: the page asks first.
  if (isPublic(ownedRecord(stored).publishing, new Date()) && !confirmed(form, 'wiederherstellen')) {
    return back(path, {
      values,
      errors: {},
      message: CONFIRM_TEXT.wiederherstellen,
      confirm: { action: 'wiederherstellen', version: version.id },
    });
  }
  const result = await saveRecord(
    session.token,
    'posts',
    stored.id,
    restoredFields(version, filesOf(stored)),
    'restore',
  );
  if (!result.ok) return refuse(result.problem.message);
  await afterPublicWrite(stored);
  const saved = result.record;
  return done(
    `${editPostHref({ id: saved.id, catigory: saved.catigory, archiv: saved.archiv })}?gespeichert=wiederherstellen`,
  );
}

const allowedOn = (session: FormContext['session'], stored: RecordModel | undefined) =>
  allowedActions(session.role, stored && ownedRecord(stored), session.id, new Date());

const uploadsOf = (form: FormReader) => {
  const uploads = readPostUploads(form);
  return { uploads, chosen: uploads.photos.length + uploads.attachments.length > 0 };
};

const postForm: EditForm<PostFormValues, { classIds: Set<string>; teacherIds: Set<string> }> = {
  collection: () => 'posts',
  unsaved: unsavedPost,
  read: (form, route, stored) => {
    const defaults = newPostDefaults(route.base);
    // PocketBase could not say what the post holds: the form as typed, its files to be chosen again.
    if (route.id && !stored) return { values: readPostForm(form, [], defaults.catigory), filesAgain: true };
    const values = readPostForm(form, filesOf(stored), (stored?.catigory as Catigory) ?? defaults.catigory);
    if (!stored) values.archiv = form.flag(FIELD.archiv) || (form.text(FIELD.catigory) === '' && defaults.archiv);
    return { values, filesAgain: uploadsOf(form).chosen };
  },
  shown: (_route, stored, typed) => postFormValues(stored && editablePost(stored), typed.catigory, new Date()),
  refusal: (session, stored, action) => actionRefusal(allowedOn(session, stored), action, 'diesen Eintrag'),
  extra: {
    wiederherstellen: (stored, context) =>
      restoreVersion(
        stored,
        allowedOn(context.session, stored).some((action) => action !== 'loeschen'),
        context,
      ),
  },
  known: () => getKnownIds(),
  check: async (values, { form, action, known, now, stored }) => {
    const { uploads } = uploadsOf(form);
    const publishing = stored && ownedRecord(stored).publishing;
    const appears = appearsAfter(action as EditAction, publishing, now);
    const publicNow = Boolean(publishing && isPublic(publishing, now));
    return {
      ...checkPostForm(values, uploads, action as EditAction, known, now, appears, publicNow),
      ...(await checkUploads([
        ...uploads.photos.map(({ file }) => ({ field: FIELD.newPhotos, kinds: ['photo'] as const, file })),
        ...uploads.attachments.map((file) => ({ field: FIELD.newAttachments, kinds: ['attachment'] as const, file })),
      ])),
    };
  },
  notSaved: 'Der Beitrag wurde noch nicht gespeichert. Bitte prüfen Sie die markierten Felder.',
  save: async (values, form, action, stored, { c, session }) => {
    const { uploads, chosen } = uploadsOf(form);
    const now = new Date();
    const outcome = await savePost({
      appears: appearsAfter(action as EditAction, stored && ownedRecord(stored).publishing, now),
      token: session.token,
      userId: session.id,
      role: session.role,
      stored,
      values,
      uploads,
      action: action as Exclude<EditAction, 'loeschen'>,
      siteUrl: c.var.request.config.siteUrl,
    });
    if (outcome.ok) return outcome;
    const { problem, record, added, uploaded, undescribed } = outcome;
    const shown = withAdded(values, added);
    return {
      ok: false,
      problem,
      state: {
        values: shown,
        ...(undescribed ? { errors: undescribedErrors(shown, undescribed) } : {}),
        message: undescribed
          ? problem.message
          : uploaded
            ? `Die neuen Dateien sind hochgeladen, der Rest noch nicht gespeichert. ${problem.message}`
            : problem.message,
        filesAgain: chosen && !uploaded,
      },
      target: record && editPostHref({ id: record.id, catigory: record.catigory, archiv: record.archiv }),
    };
  },
  fieldOf: (name) => POCKETBASE_FIELDS[name],
  deleted: (_route, stored) =>
    `${postAreaOf({ catigory: stored.catigory, archiv: Boolean(stored.archiv) }).dash}?geloescht=1`,
  saved: (saved, action) =>
    `${editPostHref({ id: saved.id, catigory: saved.catigory, archiv: saved.archiv })}?gespeichert=${action}`,
};

/** POST of a post form: `/dash/{area}/new` or `/dash/{area}/{id}/edit`. */
export const answerPostForm = editFormAnswer(postForm);

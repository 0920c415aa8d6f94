import type { RecordModel } from 'pocketbase';
import { getKnownIds } from '../content';
import { deleteRecord, getEditableRecord, saveRecord, UNAVAILABLE_MESSAGE } from '../content/editing';
import { restoredFields } from '../content/post-versions';
import { isRecordId } from '../domain/record-id';
import { savePost } from '../content/save-post';
import { editPostHref, type EditRoute, newPostDefaults } from '../domain/edit-routes';
import type { FormReader } from '../domain/form-reader';
import { postAreaOf } from '../domain/post-areas';
import {
  checkPostForm,
  FIELD,
  type FormErrors,
  type PhotoValues,
  type PostFormValues,
  readPostForm,
  postFormValues,
  readPostUploads,
} from '../domain/post-form-rules';
import { editablePost, ownedRecord } from '../content/editable';
import { allowedActions, type EditAction } from '../domain/staff-roles';
import { checkUploads } from '../domain/upload-check';
import type { Catigory } from '../domain/types';
import { answerDashForm, type FormContext } from './dash-form-post';
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
  return { values, errors: {}, filesAgain: readPostUploads(form).photos.length > 0 };
}

function pocketbaseErrors(fields: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const [name, message] of Object.entries(fields)) errors[POCKETBASE_FIELDS[name] ?? 'form'] ??= message;
  return errors;
}

/** The form's photos after a half-done save: the new ones are the post's now, with the alt texts typed for them. */
function withAdded(values: PostFormValues, added: Array<{ slot: number; name: string }>): PostFormValues {
  const photos: PhotoValues[] = added.map(({ slot, name }) => ({
    name,
    alt: values.newPhotos[slot]?.alt ?? '',
    decorative: values.newPhotos[slot]?.decorative ?? false,
    remove: false,
  }));
  return { ...values, photos: [...values.photos, ...photos] };
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
  const result = await saveRecord(session.token, 'posts', stored.id, restoredFields(version, filesOf(stored)));
  if (!result.ok) return refuse(result.problem.message);
  const saved = result.record;
  return done(
    `${editPostHref({ id: saved.id, catigory: saved.catigory, archiv: saved.archiv })}?gespeichert=wiederherstellen`,
  );
}

async function handlePost(context: FormContext): Promise<Response> {
  const { c, route, session, form, back, done } = context;
  const path = c.var.request.route.ok ? c.var.request.route.path : route.base;
  const defaults = newPostDefaults(route.base);
  let stored: RecordModel | undefined;
  if (route.id) {
    try {
      stored = await getEditableRecord(session.token, 'posts', route.id);
    } catch {
      const values = readPostForm(form, [], defaults.catigory);
      return back(path, { values, errors: {}, message: UNAVAILABLE_MESSAGE, filesAgain: true });
    }
    // Gone or not the staff member's to see: the page says so.
    if (!stored) return done(path);
  }
  const values = readPostForm(form, filesOf(stored), (stored?.catigory as Catigory) ?? defaults.catigory);
  if (!stored) values.archiv = form.flag(FIELD.archiv) || (form.text(FIELD.catigory) === '' && defaults.archiv);
  const uploads = readPostUploads(form);
  const filesAgain = uploads.photos.length + uploads.attachments.length > 0;
  const now = new Date();
  const owned = stored && ownedRecord(stored);
  const allowed = allowedActions(session.role, owned, session.id, now);
  const requested = form.text(FIELD.action);
  if (requested === 'wiederherstellen' && stored) {
    return restoreVersion(
      stored,
      allowed.some((a) => a !== 'loeschen'),
      context,
    );
  }
  const action = requested as EditAction;
  if (!allowed.includes(action)) {
    const message = allowed.length
      ? 'Diese Aktion steht Ihrer Rolle hier nicht zu. Wählen Sie eine der Schaltflächen unten.'
      : 'Ihre Rolle darf diesen Eintrag nicht ändern. Fragen Sie die Redaktion oder die IT Ihrer Schule.';
    return back(path, { values, errors: {}, message, filesAgain });
  }

  if (action === 'loeschen') {
    if (form.text('bestaetigt') !== 'ja') {
      const kept = postFormValues(stored && editablePost(stored), values.catigory, now);
      return back(path, {
        values: kept,
        errors: {},
        message: 'Bitte bestätigen Sie das Löschen mit dem Kästchen über „Löschen“.',
      });
    }
    const result = await deleteRecord(session.token, 'posts', route.id ?? '');
    if (!result.ok)
      return back(path, {
        values: postFormValues(stored && editablePost(stored), values.catigory, now),
        errors: {},
        message: result.problem.message,
      });
    const area = postAreaOf({ catigory: stored?.catigory ?? values.catigory, archiv: Boolean(stored?.archiv) });
    return done(`${area.dash}?geloescht=1`);
  }

  let known: { classIds: Set<string>; teacherIds: Set<string> };
  try {
    known = await getKnownIds();
  } catch {
    return back(path, { values, errors: {}, message: UNAVAILABLE_MESSAGE, filesAgain });
  }
  const errors = {
    ...checkPostForm(values, uploads, action, known, now),
    ...(await checkUploads([
      ...uploads.photos.map(({ slot, file }) => ({ field: FIELD.newPhoto(slot), kinds: ['photo'] as const, file })),
      ...uploads.attachments.map((file) => ({ field: FIELD.newAttachments, kinds: ['attachment'] as const, file })),
    ])),
  };
  if (Object.keys(errors).length > 0) {
    const message = 'Der Beitrag wurde noch nicht gespeichert. Bitte prüfen Sie die markierten Felder.';
    return back(path, { values, errors, message, filesAgain });
  }

  const siteUrl = c.var.request.config.siteUrl;
  const outcome = await savePost({
    token: session.token,
    userId: session.id,
    role: session.role,
    stored,
    values,
    uploads,
    action,
    siteUrl,
  });
  if (outcome.ok) {
    const saved = outcome.record;
    return done(
      `${editPostHref({ id: saved.id, catigory: saved.catigory, archiv: saved.archiv })}?gespeichert=${action}`,
    );
  }
  const { problem, record, added, uploaded } = outcome;
  const state: FormState<PostFormValues> = {
    values: withAdded(values, added),
    errors: pocketbaseErrors(problem.fields),
    message: uploaded
      ? `Die neuen Dateien sind hochgeladen, der Rest noch nicht gespeichert. ${problem.message}`
      : problem.message,
    filesAgain: filesAgain && !uploaded,
  };
  const target = record ? editPostHref({ id: record.id, catigory: record.catigory, archiv: record.archiv }) : path;
  return back(target, state);
}

/** POST of a post form: `/dash/{area}/new` or `/dash/{area}/{id}/edit`. */
export const answerPostForm = (c: FormContext['c'], route: EditRoute) =>
  answerDashForm(c, route, handlePost, unsavedPost);

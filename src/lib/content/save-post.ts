import type { RecordModel } from 'pocketbase';
import { fromViennaInput } from '../domain/dates';
import { editorHtml } from '../domain/editor-text';
import { isPhotoName } from '../domain/file-types';
import { altTextsOf, described, newHeader, type PostFormValues, type PostUploads } from '../domain/post-form-rules';
import { type EditAction, editsAll, publishingFields, type StaffRole } from '../domain/staff-roles';
import { saveRecord, type WriteProblem } from './editing';
import POSTS from '../../../pocketbase/pb_hooks/posts.json' with { type: 'json' };

export type SaveRequest = {
  token: string;
  userId: string;
  role: StaffRole;
  /** The stored post, undefined for a new one. */
  stored: RecordModel | undefined;
  values: PostFormValues;
  uploads: PostUploads;
  action: Exclude<EditAction, 'loeschen'>;
  /** Visitors will see the post after this save (appearsAfter): its photos need their descriptions. */
  appears: boolean;
  siteUrl: string;
};

/** `record`: what PocketBase holds now, also after a half-done save (photos uploaded, the rest refused). */
export type SaveOutcome =
  | { ok: true; record: RecordModel }
  | {
      ok: false;
      problem: WriteProblem;
      record?: RecordModel;
      /** Whether this save's new files reached PocketBase (the first step went through). */
      uploaded: boolean;
      added: Array<{ slot: number; name: string }>;
      /** New photos now stored that still need a description before the post can appear. */
      undescribed?: string[];
    };

/** Said when new photos were stored but the post cannot appear before they are described. */
export const UNDESCRIBED_MESSAGE =
  'Die neuen Fotos sind gespeichert, der Beitrag aber noch nicht: Bitte geben Sie jedem neuen Foto einen Alternativtext (oder „Dekorativ“) und speichern Sie dann erneut.';

const iso = (value: string) => fromViennaInput(value)?.toISOString() ?? '';

/**
 * The post's own fields as PocketBase takes them; a scheduled post is dated when it goes public. "Dringend" only from
 * editors: PocketBase refuses an author's request that names it (roles.cjs).
 */
function fieldsOf(values: PostFormValues, request: Pick<SaveRequest, 'siteUrl' | 'action' | 'role'>) {
  const { siteUrl, action, role } = request;
  return {
    ...(editsAll(role) ? { urgent: values.urgent } : {}),
    title: values.title.trim(),
    description: editorHtml(values.description, siteUrl),
    date: iso(action === 'planen' ? values.publishAt : values.date),
    catigory: values.catigory,
    pin: values.pin,
    archiv: values.archiv,
    class: values.classIds,
    teacher: values.teacherIds,
  };
}

function filesForm(payload: Record<string, unknown>, field: string, uploads: PostUploads): FormData {
  const form = new FormData();
  form.set('@jsonPayload', JSON.stringify(payload));
  for (const { file } of uploads.photos) form.append(field, file, file.name);
  for (const file of uploads.attachments) form.append(field, file, file.name);
  return form;
}

/** The stored names of this save's new photos, slot by slot: PocketBase appends uploads in the order they came. */
function addedPhotos(before: string[], after: RecordModel, uploads: PostUploads) {
  const fresh = ((after.files as string[] | undefined) ?? []).filter((name) => !before.includes(name));
  return uploads.photos.map(({ slot }, i) => ({ slot, name: fresh[i] ?? '' })).filter((photo) => photo.name);
}

/**
 * The post's files after this save, in order: the chosen header image first, the others as they were, without the
 * removed ones. Undefined when that is the order PocketBase already has (nothing to send).
 */
export function filesInOrder(
  current: string[],
  values: PostFormValues,
  added: Array<{ slot: number; name: string }>,
): string[] | undefined {
  const removed = new Set([...values.photos, ...values.attachments].filter((f) => f.remove).map((f) => f.name));
  const kept = current.filter((name) => !removed.has(name));
  const fromNew = added.find(({ slot }) => newHeader(slot) === values.header)?.name;
  const header = fromNew ?? (kept.includes(values.header) && isPhotoName(values.header) ? values.header : undefined);
  const ordered = header ? [header, ...kept.filter((name) => name !== header)] : kept;
  return ordered.length === current.length && ordered.every((name, i) => current[i] === name) ? undefined : ordered;
}

/**
 * Saves a post as the staff member. New files go up first (as a draft for a new post, or as additions only), so that
 * their stored names are known when the alt texts and the status are saved in the second step: a post never becomes
 * public with a photo that has no alt text.
 */
export async function savePost(request: SaveRequest): Promise<SaveOutcome> {
  const { token, userId, stored, values, uploads, siteUrl } = request;
  const withFiles = uploads.photos.length + uploads.attachments.length > 0;
  const fields: Record<string, unknown> = fieldsOf(values, request);
  const before = (stored?.files as string[] | undefined) ?? [];
  let record = stored;
  let added: Array<{ slot: number; name: string }> = [];

  if (withFiles) {
    const first = stored
      ? await saveRecord(token, 'posts', stored.id, filesForm({}, 'files+', uploads))
      : await saveRecord(
          token,
          'posts',
          undefined,
          filesForm({ ...fields, status: 'draft', owner: userId }, 'files', uploads),
        );
    if (!first.ok) return { ok: false, problem: first.problem, record, uploaded: false, added };
    record = first.record;
    added = addedPhotos(before, record, uploads);
    // Stored now, so never chosen again: a post that is to appear waits until each new photo is described.
    const undescribed = added.filter(
      ({ slot }) => !described(values.newPhotos[slot] ?? { alt: '', decorative: false }),
    );
    if (request.appears && undescribed.length > 0) {
      const problem: WriteProblem = { kind: 'invalid', message: UNDESCRIBED_MESSAGE, fields: {} };
      return { ok: false, problem, record, uploaded: true, added, undescribed: undescribed.map(({ name }) => name) };
    }
  }

  const files = filesInOrder((record?.files as string[] | undefined) ?? [], values, added);
  const rest = {
    ...fields,
    ...publishingFields(request.action, request.role, values.publishAt),
    alt_texts: altTextsOf(values, added),
    ...(files ? { files } : {}),
  };
  const second = record
    ? await saveRecord(token, 'posts', record.id, rest, withFiles ? POSTS.secondStep : undefined)
    : await saveRecord(token, 'posts', undefined, { ...rest, owner: userId });
  if (!second.ok) return { ok: false, problem: second.problem, record, uploaded: withFiles, added };
  return { ok: true, record: second.record };
}

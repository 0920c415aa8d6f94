import { parseViennaInput, toViennaInput, viennaInputMessage } from './dates';
import { EDIT_FORM_FIELD } from './edit-routes';
import type { FormReader } from './form-reader';
import posts from '../../../pocketbase/pb_hooks/posts.json' with { type: 'json' };
import { isPhotoName } from './file-types';
import { CATIGORY_LABELS } from './post-areas';
import { isRecordId } from './record-id';
import type { EditAction } from './staff-roles';
import type { Catigory } from './types';

/** How many new photos one save takes, each with its own alt text (more come with the next save). */
export const NEW_PHOTO_SLOTS = 3;
/** PocketBase keeps at most this many files per post (pocketbase/pb_hooks/posts.json, which the schema reads). */
export const MAX_FILES: number = posts.maxFiles;
export const MAX_TITLE = 200;
/** How many versions of a post the dashboard lists, as many as PocketBase's hook keeps (pocketbase/pb_hooks/posts.json). */
export const VERSIONS_KEPT: number = posts.versionsKept;
export const MAX_ALT = 300;

/** What a photo the post already has looks like in the form. */
export type PhotoValues = { name: string; alt: string; decorative: boolean; remove: boolean };

/** A post's own fields, in the stored record (dates as PocketBase stores them) and in the form (as typed). */
type PostFields = {
  title: string;
  description: string;
  date: string;
  catigory: Catigory;
  pin: boolean;
  archiv: boolean;
  classIds: string[];
  teacherIds: string[];
  publishAt: string;
};

/** Everything a post form holds, as typed (dates on Vienna's clock as the inputs take them). */
export type PostFormValues = PostFields & {
  photos: PhotoValues[];
  /** Attachments the post has, and whether to remove each. */
  attachments: Array<{ name: string; remove: boolean }>;
  /** Alt text and "Dekorativ" for each new photo slot. */
  newPhotos: Array<{ alt: string; decorative: boolean }>;
};

/** Field names the form posts; the page and the parser share them. */
export const FIELD = {
  title: 'title',
  description: 'description',
  date: 'date',
  catigory: 'catigory',
  pin: 'pin',
  archiv: 'archiv',
  classes: 'class',
  teachers: 'teacher',
  publishAt: 'publish_at',
  action: EDIT_FORM_FIELD.action,
  photoName: (i: number) => `foto_${i}_name`,
  photoAlt: (i: number) => `foto_${i}_alt`,
  photoDecorative: (i: number) => `foto_${i}_dekorativ`,
  photoRemove: (i: number) => `foto_${i}_entfernen`,
  attachmentName: (i: number) => `anhang_${i}_name`,
  attachmentRemove: (i: number) => `anhang_${i}_entfernen`,
  newPhoto: (i: number) => `neues_foto_${i}`,
  newPhotoAlt: (i: number) => `neues_foto_${i}_alt`,
  newPhotoDecorative: (i: number) => `neues_foto_${i}_dekorativ`,
  newAttachments: 'neue_anhaenge',
} as const;

/** Error messages by field name (FIELD's values), plus `form` for what concerns the whole form. */
export type FormErrors = Partial<Record<string, string>>;

/** A post as the form starts from: the stored record's fields that the form edits. */
export type EditablePost = PostFields & {
  files: string[];
  altTexts: Record<string, string>;
};

/** A post's photo (it needs an alt text); the other files are attachments. */
export const isPhoto = isPhotoName;

/** The form's values for a stored post, or a new one of `catigory` dated now. */
export function postFormValues(post: EditablePost | undefined, catigory: Catigory, now: Date): PostFormValues {
  const files = post?.files ?? [];
  return {
    title: post?.title ?? '',
    description: post?.description ?? '',
    date: toViennaInput(post ? post.date : now),
    catigory: post?.catigory ?? catigory,
    pin: post?.pin ?? false,
    archiv: post?.archiv ?? false,
    classIds: post?.classIds ?? [],
    teacherIds: post?.teacherIds ?? [],
    publishAt: toViennaInput(post?.publishAt),
    photos: files.filter(isPhoto).map((name) => {
      const alt = post?.altTexts[name];
      return { name, alt: alt ?? '', decorative: alt === '', remove: false };
    }),
    attachments: files.filter((name) => !isPhoto(name)).map((name) => ({ name, remove: false })),
    newPhotos: Array.from({ length: NEW_PHOTO_SLOTS }, () => ({ alt: '', decorative: false })),
  };
}

const isCatigory = (value: string): value is Catigory => Object.hasOwn(CATIGORY_LABELS, value);

/** The new files of one submission: a photo per filled slot (with its slot), attachments. */
export type PostUploads = { photos: Array<{ slot: number; file: File }>; attachments: File[] };

/**
 * What was typed, read from a post form's body. Stored file names come only from `stored` (the record's own list),
 * never from the form, so a crafted post cannot point at another record's files.
 */
export function readPostForm(form: FormReader, stored: string[], fallbackCatigory: Catigory): PostFormValues {
  const catigory = form.text(FIELD.catigory);
  const ids = (name: string) => [...new Set(form.texts(name).filter(isRecordId))];
  const photos = stored.filter(isPhoto);
  const attachments = stored.filter((name) => !isPhoto(name));
  const indexOf = (name: string, field: (i: number) => string, count: number) =>
    Array.from({ length: count }, (_, i) => i).find((i) => form.text(field(i)) === name);
  return {
    title: form.text(FIELD.title, 1000),
    description: form.text(FIELD.description),
    date: form.text(FIELD.date, 40),
    catigory: isCatigory(catigory) ? catigory : fallbackCatigory,
    pin: form.flag(FIELD.pin),
    archiv: form.flag(FIELD.archiv),
    classIds: ids(FIELD.classes),
    teacherIds: ids(FIELD.teachers),
    publishAt: form.text(FIELD.publishAt, 40),
    photos: photos.map((name) => {
      const i = indexOf(name, FIELD.photoName, photos.length);
      if (i === undefined) return { name, alt: '', decorative: false, remove: false };
      return {
        name,
        alt: form.text(FIELD.photoAlt(i), 1000),
        decorative: form.flag(FIELD.photoDecorative(i)),
        remove: form.flag(FIELD.photoRemove(i)),
      };
    }),
    attachments: attachments.map((name) => {
      const i = indexOf(name, FIELD.attachmentName, attachments.length);
      return { name, remove: i !== undefined && form.flag(FIELD.attachmentRemove(i)) };
    }),
    newPhotos: Array.from({ length: NEW_PHOTO_SLOTS }, (_, i) => ({
      alt: form.text(FIELD.newPhotoAlt(i), 1000),
      decorative: form.flag(FIELD.newPhotoDecorative(i)),
    })),
  };
}

export function readPostUploads(form: FormReader): PostUploads {
  const photos = Array.from({ length: NEW_PHOTO_SLOTS }, (_, slot) => ({
    slot,
    file: form.files(FIELD.newPhoto(slot))[0],
  })).filter((entry): entry is { slot: number; file: File } => entry.file !== undefined);
  return { photos, attachments: form.files(FIELD.newAttachments) };
}

/** What is wrong with a time typed for "Planen" (Vienna time): missing, skipped by the clocks, or not after now. */
export function scheduleProblem(value: string, what: string, now: Date): string | undefined {
  const at = parseViennaInput(value);
  if (!at.ok) return viennaInputMessage(at, `Bitte geben Sie an, wann ${what} erscheinen soll (Datum und Uhrzeit).`);
  if (at.date.getTime() <= now.getTime()) {
    return 'Dieser Zeitpunkt ist schon vorbei. Wählen Sie einen künftigen oder „Veröffentlichen“.';
  }
  return undefined;
}

/** Whether a photo is described: an alt text, or marked decorative. */
const described = (photo: { alt: string; decorative: boolean }) => photo.decorative || photo.alt.trim() !== '';

/**
 * German messages for what cannot be saved as asked, by field. `known` are the class and teacher ids that exist;
 * publishing and scheduling need every photo described (contract.md, "Dashboard").
 */
export function checkPostForm(
  values: PostFormValues,
  uploads: PostUploads,
  action: EditAction,
  known: { classIds: Set<string>; teacherIds: Set<string> },
  now: Date,
): FormErrors {
  const errors: FormErrors = {};
  if (action === 'loeschen') return errors;
  const title = values.title.trim();
  if (!title) errors[FIELD.title] = 'Bitte geben Sie einen Titel ein.';
  else if (title.length > MAX_TITLE) errors[FIELD.title] = `Der Titel ist zu lang (höchstens ${MAX_TITLE} Zeichen).`;
  const date = parseViennaInput(values.date);
  if (values.date.trim() && !date.ok) {
    errors[FIELD.date] = viennaInputMessage(
      date,
      'Bitte geben Sie Datum und Uhrzeit vollständig an (TT.MM.JJJJ, HH:MM).',
    );
  }
  if (values.classIds.some((id) => !known.classIds.has(id))) {
    errors[FIELD.classes] = 'Eine der gewählten Klassen gibt es nicht mehr. Bitte wählen Sie erneut.';
  }
  if (values.teacherIds.some((id) => !known.teacherIds.has(id))) {
    errors[FIELD.teachers] = 'Eine der gewählten Lehrkräfte gibt es nicht mehr. Bitte wählen Sie erneut.';
  }
  const schedule = action === 'planen' ? scheduleProblem(values.publishAt, 'der Beitrag', now) : undefined;
  if (schedule) errors[FIELD.publishAt] = schedule;
  const kept = values.photos.filter((p) => !p.remove).length + values.attachments.filter((a) => !a.remove).length;
  if (kept + uploads.photos.length + uploads.attachments.length > MAX_FILES) {
    errors[FIELD.newAttachments] ??= `Ein Beitrag hat höchstens ${MAX_FILES} Dateien. Entfernen Sie zuerst andere.`;
  }
  values.photos.forEach((photo, i) => {
    if (photo.alt.length > MAX_ALT) errors[FIELD.photoAlt(i)] = `Höchstens ${MAX_ALT} Zeichen.`;
  });
  values.newPhotos.forEach((photo, i) => {
    if (photo.alt.length > MAX_ALT) errors[FIELD.newPhotoAlt(i)] = `Höchstens ${MAX_ALT} Zeichen.`;
  });
  if (action === 'veroeffentlichen' || action === 'planen') {
    const missing = 'Ohne Alternativtext (oder „Dekorativ“) kann der Beitrag nicht erscheinen.';
    values.photos.forEach((photo, i) => {
      if (!photo.remove && !described(photo)) errors[FIELD.photoAlt(i)] ??= missing;
    });
    uploads.photos.forEach(({ slot }) => {
      if (!described(values.newPhotos[slot] ?? { alt: '', decorative: false }))
        errors[FIELD.newPhotoAlt(slot)] ??= missing;
    });
  }
  return errors;
}

/** The alt texts to store: kept photos' and new photos' (`added`: the stored names of the slots' uploads). */
export function altTextsOf(
  values: PostFormValues,
  added: Array<{ slot: number; name: string }>,
): Record<string, string> {
  const texts: Record<string, string> = {};
  const put = (name: string, photo: { alt: string; decorative: boolean }) => {
    if (photo.decorative) texts[name] = '';
    else if (photo.alt.trim()) texts[name] = photo.alt.trim().slice(0, MAX_ALT);
  };
  for (const photo of values.photos) if (!photo.remove) put(photo.name, photo);
  for (const { slot, name } of added) put(name, values.newPhotos[slot] ?? { alt: '', decorative: false });
  return texts;
}

import * as v from 'valibot';
import { parseViennaInput, toViennaInput, viennaInputMessage } from './dates';
import { type FormErrors, formErrors, type IssuePath, textProblem } from './form-schema';
import { EDIT_FORM_FIELD } from './edit-routes';
import type { FormReader } from './form-reader';
import { PLACE } from './form-drafts';
import posts from '../../../pocketbase/pb_hooks/posts.json' with { type: 'json' };
import { isPhotoName } from './file-types';
import { CATIGORY_LABELS } from './post-areas';
import { isRecordId } from './record-id';
import { appearsAfter, type EditAction } from './staff-roles';
import type { Catigory } from './types';

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
  /** "Dringend": parents are told at once, also at night (editors only). */
  urgent: boolean;
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
  /** Alt text and "Dekorativ" for each new photo, in the order they were chosen. */
  newPhotos: Array<{ alt: string; decorative: boolean }>;
  /** The header image: a stored photo's name, `neu:{i}` for the i-th new photo, or '' for the first photo. */
  header: string;
};

export { PLACE };

/** Field names the form posts; the page and the parser share them. */
export const FIELD = {
  title: 'title',
  description: 'description',
  date: 'date',
  catigory: 'catigory',
  pin: 'pin',
  urgent: 'urgent',
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
  newPhotos: 'neue_fotos',
  header: 'titelbild',
  newPhotoAlt: (i: number | typeof PLACE) => `neues_foto_${i}_alt`,
  newPhotoDecorative: (i: number | typeof PLACE) => `neues_foto_${i}_dekorativ`,
  newAttachments: 'neue_anhaenge',
} as const;

export type { FormErrors };

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
    urgent: post?.urgent ?? false,
    archiv: post?.archiv ?? false,
    classIds: post?.classIds ?? [],
    teacherIds: post?.teacherIds ?? [],
    publishAt: toViennaInput(post?.publishAt),
    photos: files.filter(isPhoto).map((name) => {
      const alt = post?.altTexts[name];
      return { name, alt: alt ?? '', decorative: alt === '', remove: false };
    }),
    attachments: files.filter((name) => !isPhoto(name)).map((name) => ({ name, remove: false })),
    newPhotos: [],
    header: files.find(isPhoto) ?? '',
  };
}

/** The header value of the i-th new photo (the form's radio "Titelbild"). */
export const newHeader = (i: number | typeof PLACE): string => `neu:${i}`;

const isCatigory = (value: string): value is Catigory => Object.hasOwn(CATIGORY_LABELS, value);

/** The new files of one submission: the photos in the order chosen (`slot`: their place, for their alt texts), attachments. */
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
    urgent: form.flag(FIELD.urgent),
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
    newPhotos: form
      .files(FIELD.newPhotos)
      .slice(0, MAX_FILES)
      .map((_, i) => ({
        alt: form.text(FIELD.newPhotoAlt(i), 1000),
        decorative: form.flag(FIELD.newPhotoDecorative(i)),
      })),
    header: form.text(FIELD.header, 200),
  };
}

export function readPostUploads(form: FormReader): PostUploads {
  const photos = form
    .files(FIELD.newPhotos)
    .slice(0, MAX_FILES)
    .map((file, slot) => ({ slot, file }));
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
export const described = (photo: { alt: string; decorative: boolean }) => photo.decorative || photo.alt.trim() !== '';

/** A title, trimmed: required, and not longer than MAX_TITLE (posts and calendar entries). */
export const titleSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Bitte geben Sie einen Titel ein.'),
  v.maxLength(MAX_TITLE, `Der Titel ist zu lang (höchstens ${MAX_TITLE} Zeichen).`),
);

/** Chosen ids that must still exist (`known`): a class or teacher deleted while the form was open. */
export const knownIds = (known: Set<string>, message: string) =>
  v.pipe(
    v.array(v.string()),
    v.check((ids) => ids.every((id) => known.has(id)), message),
  );

/** "Planen" needs a time to come; other actions leave the field alone. */
export const scheduleSchema = (action: EditAction, what: string, now: Date) =>
  action === 'planen'
    ? v.pipe(
        v.string(),
        textProblem((value) => scheduleProblem(value, what, now)),
      )
    : v.string();

export const MISSING_ALT = 'Ohne Alternativtext (oder „Dekorativ“) kann der Beitrag nicht erscheinen.';
const altText = v.pipe(v.string(), v.maxLength(MAX_ALT, `Höchstens ${MAX_ALT} Zeichen.`));

/** A photo's description, required (`needed`) when the post is to appear: an alt text, or "Dekorativ". */
const photoSchema = (needed: boolean) =>
  v.pipe(
    v.object({ name: v.string(), alt: altText, decorative: v.boolean(), remove: v.boolean() }),
    v.forward(
      v.partialCheck(
        [['alt'], ['decorative'], ['remove']],
        (photo) => !needed || photo.remove || described(photo),
        MISSING_ALT,
      ),
      ['alt'],
    ),
  );

/**
 * A new photo's description: needed before the upload only for a post that is public already (PocketBase takes no
 * undescribed photo onto it); any other post stores the photo first and asks then (savePost), so no file is lost.
 */
const newPhotoSchema = (needed: boolean) =>
  v.pipe(
    v.object({ alt: altText, decorative: v.boolean() }),
    v.forward(
      v.partialCheck([['alt'], ['decorative']], (photo) => !needed || described(photo), MISSING_ALT),
      ['alt'],
    ),
  );

type PostCheck = {
  uploads: PostUploads;
  action: EditAction;
  /** Visitors will see the post after this save (appearsAfter): every photo needs its description. */
  appears: boolean;
  /** The post is public already: new photos need theirs before they go up. */
  publicNow?: boolean;
  known: { classIds: Set<string>; teacherIds: Set<string> };
  now: Date;
};

/**
 * The post form's schema, with its German messages: what cannot be saved as asked. `known` are the class and teacher
 * ids that exist; publishing and scheduling need every photo described (contract.md, "Dashboard").
 */
export function postFormSchema({ uploads, action, appears, publicNow = false, known, now }: PostCheck) {
  const dateMessage = 'Bitte geben Sie Datum und Uhrzeit vollständig an (TT.MM.JJJJ, HH:MM).';
  return v.pipe(
    v.object({
      title: titleSchema,
      description: v.string(),
      date: v.pipe(
        v.string(),
        textProblem((value) => {
          const date = parseViennaInput(value);
          return value.trim() && !date.ok ? viennaInputMessage(date, dateMessage) : undefined;
        }),
      ),
      catigory: v.string(),
      pin: v.boolean(),
      urgent: v.boolean(),
      archiv: v.boolean(),
      classIds: knownIds(known.classIds, 'Eine der gewählten Klassen gibt es nicht mehr. Bitte wählen Sie erneut.'),
      teacherIds: knownIds(
        known.teacherIds,
        'Eine der gewählten Lehrkräfte gibt es nicht mehr. Bitte wählen Sie erneut.',
      ),
      publishAt: scheduleSchema(action, 'der Beitrag', now),
      photos: v.array(photoSchema(appears)),
      attachments: v.array(v.object({ name: v.string(), remove: v.boolean() })),
      newPhotos: v.tuple(uploads.photos.map(() => newPhotoSchema(appears && publicNow))),
      header: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [
          ['photos', '$', 'remove'],
          ['attachments', '$', 'remove'],
        ],
        ({ photos, attachments }) =>
          photos.filter((p) => !p.remove).length +
            attachments.filter((a) => !a.remove).length +
            uploads.photos.length +
            uploads.attachments.length <=
          MAX_FILES,
        `Ein Beitrag hat höchstens ${MAX_FILES} Dateien. Entfernen Sie zuerst andere.`,
      ),
      ['attachments'],
    ),
  );
}

/** The post form's field of a value's path in PostFormValues. */
function postFieldOf([key, index, part]: IssuePath): string {
  if (key === 'photos' && part === 'alt') return FIELD.photoAlt(Number(index));
  if (key === 'newPhotos' && part === 'alt') return FIELD.newPhotoAlt(Number(index));
  if (key === 'attachments') return FIELD.newAttachments;
  if (key === 'classIds') return FIELD.classes;
  if (key === 'teacherIds') return FIELD.teachers;
  if (key === 'publishAt') return FIELD.publishAt;
  return typeof key === 'string' && Object.hasOwn(FIELD, key) ? String(FIELD[key as keyof typeof FIELD]) : 'form';
}

/** German messages for what cannot be saved as asked, by field (postFormSchema); a deletion needs none. */
export function checkPostForm(
  values: PostFormValues,
  uploads: PostUploads,
  action: EditAction,
  known: { classIds: Set<string>; teacherIds: Set<string> },
  now: Date,
  appears: boolean = appearsAfter(action, undefined, now),
  publicNow = false,
): FormErrors {
  if (action === 'loeschen') return {};
  return formErrors(postFormSchema({ uploads, action, appears, publicNow, known, now }), values, postFieldOf);
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

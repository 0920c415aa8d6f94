import facts from '../../../pocketbase/pb_hooks/files.json' with { type: 'json' };

/**
 * What may be uploaded and how a stored file is served (contract.md, "Files"): pocketbase/pb_hooks/files.json is the
 * one list, which the schema and PocketBase's own hook (pocketbase/pb_hooks/file-rules.js) read as well. Names and
 * types only, so that any page may import it; what an upload's content is: ./upload-check.ts.
 */

type FileType = { mime: string; extensions: string[]; download?: boolean };
type Kind = { label: string; types: FileType[]; maxBytes: number; maxPixels?: number };

export type UploadKind = keyof typeof facts.kinds;
/** A file field of ours: `collection.field`. */
export type UploadField = keyof typeof facts.fields;

export const KINDS = facts.kinds as Record<UploadKind, Kind>;
const FIELDS = facts.fields as Record<UploadField, UploadKind[]>;
export const MESSAGES = facts.messages;
export const MB = 1024 * 1024;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
}

/** The last extension of a file name, lower case, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const typesOf = (kinds: readonly UploadKind[]) =>
  kinds.flatMap((kind) => KINDS[kind].types.map((type) => ({ ...type, kind })));

const extensionsOf = (kinds: readonly UploadKind[]) => new Set(typesOf(kinds).flatMap((type) => type.extensions));
const PHOTO_EXTENSIONS = extensionsOf(['photo']);
const ALL_TYPES = typesOf(Object.keys(KINDS) as UploadKind[]);
const IMAGE_EXTENSIONS = new Set(
  ALL_TYPES.filter((type) => type.mime.startsWith('image/')).flatMap((type) => type.extensions),
);

export const kindsOf = (field: UploadField): readonly UploadKind[] => FIELDS[field];
/** Every file field the list names. */
export const UPLOAD_FIELDS = Object.keys(FIELDS) as UploadField[];

/** Whether a stored file is a photo: shown as a picture, and it needs an alt text (or "Dekorativ") to be published. */
export function isPhotoName(name: string): boolean {
  return PHOTO_EXTENSIONS.has(extensionOf(name));
}

/** Whether a stored file can be shown as an image at all (photos, and a school's SVG logo). */
export function isImageName(name: string): boolean {
  return IMAGE_EXTENSIONS.has(extensionOf(name));
}

/** The MIME type the list gives a file of this name, or undefined when the list does not name its extension. */
export function listedTypeOf(name: string): FileType | undefined {
  const extension = extensionOf(name);
  return ALL_TYPES.find((type) => type.extensions.includes(extension));
}

/** The `accept` attribute of a file input for `kinds`: extensions and types, so every browser offers the same. */
export function acceptOf(kinds: readonly UploadKind[]): string {
  const types = typesOf(kinds);
  return [
    ...new Set([...types.map((type) => type.mime), ...types.flatMap((type) => type.extensions.map((e) => `.${e}`))]),
  ].join(',');
}

const displayNames = (kinds: readonly UploadKind[]) => [
  ...new Set(
    typesOf(kinds).map((type) => (type.mime === 'application/pdf' ? 'PDF' : type.extensions[0]!.toUpperCase())),
  ),
];

/** The hint under a file field: "JPEG, PNG, WebP oder GIF, höchstens 10 MB." */
export function hintOf(kinds: readonly UploadKind[]): string {
  const names = displayNames(kinds).map((name) => ({ JPG: 'JPEG', WEBP: 'WebP' })[name] ?? name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} oder ${names.at(-1)}` : (names[0] ?? '');
  return `${list}, höchstens ${Math.max(...kinds.map((kind) => KINDS[kind].maxBytes)) / MB} MB.`;
}

/** The largest upload a field takes, in bytes. */
export const maxBytesOf = (kinds: readonly UploadKind[]): number =>
  Math.max(...kinds.map((kind) => KINDS[kind].maxBytes));

const PHOTO_TYPES = new Set(typesOf(['photo']).map((type) => type.mime));

/**
 * How the files proxy answers a stored file: the listed type inline, or anything else as a download. A photo's thumb
 * may come in another photo type than its name says (PocketBase writes a WebP's thumbs as PNG): `sent`, PocketBase's
 * own type, counts then, and only then.
 */
export function servedAs(name: string, sent?: string | null): { type: string; disposition: 'inline' | 'attachment' } {
  const listed = listedTypeOf(name);
  if (!listed) return { type: 'application/octet-stream', disposition: 'attachment' };
  const actual = sent?.split(';')[0]?.trim().toLowerCase();
  const type = PHOTO_TYPES.has(listed.mime) && actual && PHOTO_TYPES.has(actual) ? actual : listed.mime;
  return { type, disposition: listed.download ? 'attachment' : 'inline' };
}

/** A stored file that the list would refuse today (put there before the list, or by hand): named for editors and IT. */
export function storedFileProblem(kinds: readonly UploadKind[], name: string): string | undefined {
  if (extensionsOf(kinds).has(extensionOf(name))) return undefined;
  return fill(MESSAGES.stored, { name, allowed: allowedOf(kinds) });
}

/** The message for a name whose extension the field does not take. */
export function typeProblem(kinds: readonly UploadKind[], name: string): string {
  return fill(MESSAGES.type, { name, allowed: allowedOf(kinds) });
}

/** "ein Foto (…) oder ein PDF" */
const allowedOf = (kinds: readonly UploadKind[]) => kinds.map((kind) => KINDS[kind].label).join(' oder ');

import { imageSize } from 'image-size';
import { extensionOf, fill, KINDS, MB, MESSAGES, typeProblem, typesOf, type UploadKind } from './file-types';

/**
 * What an upload's content is, before it goes to PocketBase (contract.md, "Files"): the same rule PocketBase's own
 * hook enforces (pocketbase/pb_hooks/file-rules.js), read here with image-size so that the teacher sees the message at
 * the field. tests/pocketbase/upload-rules.test.ts feeds the same files to both. Server code only (image-size stays out
 * of the browser's bundles).
 */

/** Bytes read to find an image's header: a JPEG's frame header can sit behind megabytes of EXIF and ICC data. */
const HEADER_BYTES = 4 * MB;

/** What the content is, as image-size reads it, or the PDF magic number. */
function sniff(head: Uint8Array): { mime: string; width?: number; height?: number } | undefined {
  if (new TextDecoder().decode(head.subarray(0, 5)) === '%PDF-') return { mime: 'application/pdf' };
  try {
    const { type, width, height } = imageSize(head);
    const mime = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml' }[
      type ?? ''
    ];
    return mime ? { mime, width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What keeps an upload out of a field of `kinds`, in German naming the file, or undefined: an extension the list does
 * not name for the field, content of another type (whatever type the browser claimed), too many bytes, or a photo over
 * the pixel limit, read from its header.
 */
export async function uploadProblem(kinds: readonly UploadKind[], file: File): Promise<string | undefined> {
  const name = file.name;
  const extension = extensionOf(name);
  const type = typesOf(kinds).find((candidate) => candidate.extensions.includes(extension));
  if (!type) return typeProblem(kinds, name);
  const kind = KINDS[type.kind];
  if (file.size > kind.maxBytes) {
    return fill(MESSAGES.bytes, {
      name,
      size: (file.size / MB).toFixed(1).replace('.', ','),
      max: Math.floor(kind.maxBytes / MB),
    });
  }
  const content = sniff(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  if (content?.mime !== type.mime) return fill(MESSAGES.content, { name, extension: extension.toUpperCase() });
  if (!kind.maxPixels || type.mime === 'image/svg+xml') return undefined;
  const { width = 0, height = 0 } = content;
  if (!(width > 0 && height > 0)) return fill(MESSAGES.unreadable, { name });
  const pixels = width * height;
  if (pixels > kind.maxPixels) {
    return fill(MESSAGES.pixels, { name, pixels: Math.round(pixels / 1e6), max: Math.round(kind.maxPixels / 1e6) });
  }
  return undefined;
}

/** One chosen file and the form field it was chosen in. */
export type ChosenUpload = { field: string; kinds: readonly UploadKind[]; file: File };

/** The messages for every refused file, by form field (several files of one field: their messages joined). */
export async function checkUploads(uploads: readonly ChosenUpload[]): Promise<Partial<Record<string, string>>> {
  const problems = await Promise.all(uploads.map(({ kinds, file }) => uploadProblem(kinds, file)));
  const errors: Partial<Record<string, string>> = {};
  uploads.forEach(({ field }, i) => {
    const problem = problems[i];
    if (problem) errors[field] = errors[field] ? `${errors[field]} ${problem}` : problem;
  });
  return errors;
}

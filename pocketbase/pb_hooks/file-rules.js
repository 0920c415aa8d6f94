// What may be uploaded, as PocketBase itself enforces it on every save (the dashboard, the API, the admin UI):
// files.json is the list. PocketBase's JavaScript runtime (goja) has no npm packages, so the few magic numbers and
// image headers are read here by hand; the site reads the same files with `image-size` (src/lib/domain/upload-check.ts),
// and tests/pocketbase/upload-rules.test.ts feeds both the same files. A photo's size is read from its header, never by
// decoding it. Not named *.pb.js: PocketBase loads it only when a handler requires it.

const FACTS = require(`${__hooks}/files.json`);

/** Bytes read at most to find a JPEG's frame header (past EXIF, ICC profiles and XMP). */
const JPEG_SCAN_LIMIT = 4 * 1024 * 1024;

function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));
}

/** The last extension of a file name, lower case, without the dot ('' when there is none). */
function extensionOf(name) {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

const PHOTO_EXTENSIONS = FACTS.kinds.photo.types.reduce((all, type) => all.concat(type.extensions), []);

/** Whether a stored or uploaded file is a photo (it needs an alt text to be published). */
function isPhotoName(name) {
  return PHOTO_EXTENSIONS.indexOf(extensionOf(name)) >= 0;
}

/** The types a field takes, from its kinds: [{ mime, extensions, kind }]. */
function typesOf(kinds) {
  const types = [];
  for (const kind of kinds) {
    for (const type of FACTS.kinds[kind].types) types.push({ mime: type.mime, extensions: type.extensions, kind });
  }
  return types;
}

/** "ein Foto (…) oder ein PDF" */
function allowedLabel(kinds) {
  return kinds.map((kind) => FACTS.kinds[kind].label).join(" oder ");
}

/** Random access to an upload's bytes: `read(offset, length)` gives up to `length` numbers (0–255). */
function byteSource(file) {
  const reader = file.reader.open();
  return {
    read(offset, length) {
      reader.seek(offset, 0);
      return toBytes(reader, length);
    },
    close() {
      reader.close();
    },
  };
}

const startsWith = (bytes, text, at) => {
  for (let i = 0; i < text.length; i++) if (bytes[(at || 0) + i] !== text.charCodeAt(i)) return false;
  return true;
};
const u16be = (b, i) => (b[i] << 8) | b[i + 1];
const u16le = (b, i) => b[i] | (b[i + 1] << 8);
const u24le = (b, i) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b, i) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);

/** The type the content says, from its first bytes ('' when none of the listed ones). */
function sniff(head) {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (head[0] === 0x89 && startsWith(head, "PNG\r\n\x1a\n", 1)) return "image/png";
  if (startsWith(head, "GIF87a") || startsWith(head, "GIF89a")) return "image/gif";
  if (startsWith(head, "RIFF") && startsWith(head, "WEBP", 8)) return "image/webp";
  if (startsWith(head, "%PDF-")) return "application/pdf";
  let text = "";
  for (let i = 0; i < head.length && i < 4096; i++) {
    if (head[i] === 0) return "";
    text += String.fromCharCode(head[i]);
  }
  if (
    /^(\ufeff|\xef\xbb\xbf)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)
  ) {
    return "image/svg+xml";
  }
  return "";
}

/** Width and height from a JPEG's first frame header (SOFn), walking the segments by their lengths. */
function jpegSize(source, size) {
  let at = 2;
  while (at + 9 < size && at < JPEG_SCAN_LIMIT) {
    const b = source.read(at, 9);
    if (b[0] !== 0xff) return null;
    const marker = b[1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: u16be(b, 7), height: u16be(b, 5) };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    at += 2 + u16be(b, 2);
  }
  return null;
}

/** Width and height as the header says, without decoding: null when it cannot be read. */
function dimensions(mime, source, head, size) {
  if (mime === "image/png")
    return head.length >= 24 && startsWith(head, "IHDR", 12)
      ? { width: u32be(head, 16), height: u32be(head, 20) }
      : null;
  if (mime === "image/gif") return head.length >= 10 ? { width: u16le(head, 6), height: u16le(head, 8) } : null;
  if (mime === "image/jpeg") return jpegSize(source, size);
  if (mime === "image/webp" && head.length >= 30) {
    if (startsWith(head, "VP8X", 12)) return { width: u24le(head, 24) + 1, height: u24le(head, 27) + 1 };
    if (startsWith(head, "VP8L", 12)) {
      const bits = head[21] | (head[22] << 8) | (head[23] << 16) | (head[24] << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (startsWith(head, "VP8 ", 12)) return { width: u16le(head, 26) & 0x3fff, height: u16le(head, 28) & 0x3fff };
  }
  return null;
}

/**
 * What keeps an upload out of a field of `kinds` (German, naming the file as the teacher chose it), or "" when it
 * may be stored: an extension the list does not name for the field, content of another type, too many bytes, or a
 * photo over the pixel limit.
 */
function uploadProblem(kinds, file) {
  const name = file.originalName || file.name;
  const messages = FACTS.messages;
  const extension = extensionOf(file.name);
  const type = typesOf(kinds).find((t) => t.extensions.indexOf(extension) >= 0);
  if (!type) return fill(messages.type, { name, allowed: allowedLabel(kinds) });
  const kind = FACTS.kinds[type.kind];
  if (file.size > kind.maxBytes) {
    return fill(messages.bytes, {
      name,
      size: (file.size / 1048576).toFixed(1).replace(".", ","),
      max: Math.floor(kind.maxBytes / 1048576),
    });
  }
  const source = byteSource(file);
  try {
    const head = source.read(0, 4096);
    if (sniff(head) !== type.mime) return fill(messages.content, { name, extension: extension.toUpperCase() });
    if (!kind.maxPixels || type.mime === "image/svg+xml") return "";
    const size = dimensions(type.mime, source, head, file.size);
    if (!size || !(size.width > 0) || !(size.height > 0)) return fill(messages.unreadable, { name });
    const pixels = size.width * size.height;
    if (pixels > kind.maxPixels) {
      return fill(messages.pixels, { name, pixels: Math.round(pixels / 1e6), max: Math.round(kind.maxPixels / 1e6) });
    }
    return "";
  } finally {
    source.close();
  }
}

/**
 * Refuses the save (400, German, at the field) when a new file breaks the list; files stored before stay as they are
 * (the doctor and the dashboard's content problems name them). Every collection: fields the list does not name are
 * left to PocketBase's own field options.
 */
function guardUploads(record) {
  const collection = record.collection().name;
  const errors = {};
  let first = "";
  for (const key in FACTS.fields) {
    const [owner, field] = key.split(".");
    if (owner !== collection) continue;
    const files = record.getUnsavedFiles(field);
    for (let i = 0; i < files.length; i++) {
      const file = files[i];
      const problem = uploadProblem(FACTS.fields[key], file);
      if (!problem) continue;
      if (!errors[field]) errors[field] = new ValidationError("validation_file_not_allowed", problem);
      first = first || problem;
    }
  }
  if (first) throw new BadRequestError(first, errors);
}

module.exports = { FACTS, extensionOf, isPhotoName, sniff, dimensions, uploadProblem, guardUploads };

import jpeg from 'jpeg-js';

/**
 * Files to upload, each with what the upload list (pocketbase/pb_hooks/files.json) says of it for a post: the same
 * bytes go to PocketBase's hook and to the site's own check, which must agree (tests/pocketbase/upload-rules.test.ts).
 */
export type UploadFixture = { name: string; bytes: Uint8Array; type: string; allowed: boolean; says?: string };

const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
const join = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};
const u32be = (value: number) => Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
const u16be = (value: number) => Uint8Array.of(value >>> 8, value & 0xff);
const u24le = (value: number) => Uint8Array.of(value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff);

/** A GIF header that is also JavaScript: `GIF89a` is an identifier, the rest a comment and a statement. */
export const POLYGLOT = bytes('GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=0;window.pwned=1;//');

/** The first bytes of a PNG of `width` × `height`: signature and IHDR, the rest never needed to know its size. */
export function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = join(u32be(width), u32be(height), Uint8Array.of(8, 2, 0, 0, 0));
  return join(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), u32be(13), bytes('IHDR'), ihdr, u32be(0));
}

/** A real 1×1 PNG. */
export const PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A real JPEG of 16 × 8 pixels behind 100 KB of APP segments, as phones write EXIF and ICC data before the frame. */
export function realJpeg(): Uint8Array {
  const encoded = jpeg.encode({ data: Buffer.alloc(16 * 8 * 4, 128), width: 16, height: 8 }, 80).data;
  const app = join(Uint8Array.of(0xff, 0xe2), u16be(50_002), new Uint8Array(50_000));
  return join(encoded.subarray(0, 2), app, app, encoded.subarray(2));
}

/** A JPEG whose frame header says `width` × `height`: SOI, APP0, SOF0; no scan data is needed to know its size. */
export function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = join(Uint8Array.of(0xff, 0xe0), u16be(16), bytes('JFIF\0'), Uint8Array.of(1, 1, 0, 0, 1, 0, 1, 0, 0));
  const sof0 = join(
    Uint8Array.of(0xff, 0xc0),
    u16be(17),
    Uint8Array.of(8),
    u16be(height),
    u16be(width),
    Uint8Array.of(3),
  );
  return join(Uint8Array.of(0xff, 0xd8), app0, sof0, new Uint8Array(9), Uint8Array.of(0xff, 0xd9));
}

/** An extended WebP (VP8X) of `width` × `height`. */
export function webpHeader(width: number, height: number): Uint8Array {
  const chunk = join(bytes('VP8X'), Uint8Array.of(10, 0, 0, 0), new Uint8Array(4), u24le(width - 1), u24le(height - 1));
  return join(bytes('RIFF'), Uint8Array.of(22, 0, 0, 0), bytes('WEBP'), chunk);
}

export const PDF = bytes('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const SVG = bytes(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
);

/** What a post's `files` field must refuse and take. */
export const POST_FILES: UploadFixture[] = [
  ...['js', 'mjs', 'css', 'html', 'xhtml', 'xml'].map((extension) => ({
    name: `mitteilung.${extension}`,
    bytes: POLYGLOT,
    type: 'application/pdf',
    allowed: false,
    says: 'kann hier nicht hochgeladen werden',
  })),
  { name: 'logo.svg', bytes: SVG, type: 'image/svg+xml', allowed: false, says: 'kann hier nicht hochgeladen werden' },
  {
    name: 'scan.bmp',
    bytes: bytes('BM'),
    type: 'image/bmp',
    allowed: false,
    says: 'kann hier nicht hochgeladen werden',
  },
  { name: 'bild.gif', bytes: POLYGLOT, type: 'image/gif', allowed: true },
  { name: 'foto.png', bytes: PIXEL_PNG, type: 'image/png', allowed: true },
  { name: 'foto.jpg', bytes: realJpeg(), type: 'image/jpeg', allowed: true },
  { name: 'plan.pdf', bytes: PDF, type: 'application/pdf', allowed: true },
  { name: 'weit.webp', bytes: webpHeader(4000, 3000), type: 'image/webp', allowed: true },
  { name: 'getarnt.jpg', bytes: PIXEL_PNG, type: 'image/jpeg', allowed: false, says: 'keine JPG-Datei' },
  { name: 'getarnt.pdf', bytes: POLYGLOT, type: 'application/pdf', allowed: false, says: 'keine PDF-Datei' },
  { name: 'riesig.png', bytes: pngHeader(40_000, 40_000), type: 'image/png', allowed: false, says: '1600 Megapixel' },
  { name: 'riesig.jpg', bytes: jpegHeader(20_000, 20_000), type: 'image/jpeg', allowed: false, says: '400 Megapixel' },
  { name: 'riesig.webp', bytes: webpHeader(10_000, 10_000), type: 'image/webp', allowed: false, says: '100 Megapixel' },
  { name: 'knapp.png', bytes: pngHeader(10_000, 5_000), type: 'image/png', allowed: true },
  { name: 'knapp-drueber.png', bytes: pngHeader(10_000, 5_001), type: 'image/png', allowed: false, says: 'Megapixel' },
];

import { describe, expect, test } from 'vitest';
import { checkUploads, uploadProblem } from '../../../../src/lib/domain/upload-check';
import { FIELD } from '../../../../src/lib/domain/post-form-rules';
import { PIXEL_PNG, POLYGLOT, pngHeader } from '../../../helpers/upload-fixtures';

const MB = 1024 * 1024;
const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
/** A real PNG header padded to `size` bytes: its content is a PNG however large. */
const pngOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PIXEL_PNG);
  return bytes;
};

describe("the site's own upload check", () => {
  test('photos of a refused type or over 10 MB are named at their slot', async () => {
    const errors = await checkUploads([
      { field: `foto_1`, kinds: ['photo'], file: file(new Uint8Array([1, 2]), 'a.txt', 'text/plain') },
      { field: `foto_2`, kinds: ['photo'], file: file(pngOf(10 * MB + 1), 'b.png', 'image/png') },
      { field: `foto_0`, kinds: ['photo'], file: file(pngOf(10 * MB), 'c.png', 'image/png') },
    ]);
    expect(errors[`foto_1`]).toContain('„a.txt“ kann hier nicht hochgeladen werden: erlaubt ist ein Foto');
    expect(errors[`foto_2`]).toContain('10,0 MB groß');
    expect(errors[`foto_0`]).toBeUndefined();
  });

  test('several refused attachments of one field are all named there', async () => {
    const errors = await checkUploads([
      { field: FIELD.newAttachments, kinds: ['attachment'], file: file(POLYGLOT, 'eins.pdf') },
      { field: FIELD.newAttachments, kinds: ['attachment'], file: file(POLYGLOT, 'zwei.js') },
    ]);
    expect(errors[FIELD.newAttachments]).toMatch(/„eins\.pdf“.*„zwei\.js“/);
  });

  test('the type the browser claims counts for nothing: the name and the content decide', async () => {
    expect(await uploadProblem(['attachment'], file(POLYGLOT, 'mitteilung.js', 'application/pdf'))).toContain(
      'kann hier nicht hochgeladen werden',
    );
    expect(await uploadProblem(['photo'], file(PIXEL_PNG, 'foto.png', 'application/pdf'))).toBeUndefined();
  });

  test('a photo is measured from its header, not decoded: 40,000 × 40,000 pixels in 33 bytes are refused', async () => {
    expect(await uploadProblem(['photo'], file(pngHeader(40_000, 40_000), 'klein.png'))).toContain('1600 Megapixel');
  });
});

import { describe, expect, test } from 'vitest';
import { SITE_COLLECTIONS } from '../../../../pocketbase/schema/site-schema.cjs';
import { isThumbSize, THUMB_SIZES, thumbSize } from '../../../../src/lib/domain/thumb-sizes';

describe('thumb sizes', () => {
  test('PocketBase is configured with exactly the sizes the site asks for, on every image field', () => {
    const imageFields = SITE_COLLECTIONS.flatMap((collection) => collection.fields).filter(
      (field) => field.type === 'file' && (field.mimeTypes as string[]).some((type) => type.startsWith('image/')),
    );
    expect(imageFields.length).toBeGreaterThan(5);
    for (const field of imageFields) expect(field.thumbs, field.name).toEqual([...THUMB_SIZES]);
  });

  test('a width maps to the smallest listed size of its ratio that is wide enough', () => {
    expect(thumbSize(320)).toBe('320x180');
    expect(thumbSize(700)).toBe('720x405');
    expect(thumbSize(721)).toBe('960x540');
    expect(thumbSize(5000)).toBe('1600x900');
    expect(thumbSize(160, 'square')).toBe('160x160');
    expect(thumbSize(200, 'square')).toBe('320x320');
  });

  test('only listed sizes are thumb sizes', () => {
    expect(isThumbSize('640x360')).toBe(true);
    for (const size of ['641x360', '640x360t', '0x0', '', null]) expect(isThumbSize(size), String(size)).toBe(false);
  });
});

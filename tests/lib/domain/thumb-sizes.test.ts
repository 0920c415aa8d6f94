import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { isThumbSize, THUMB_SIZES, thumbSize } from '../../../src/lib/domain/thumb-sizes';

const migrations = path.resolve(import.meta.dirname, '../../../pocketbase/pb_migrations');

describe('thumb sizes', () => {
  test('PocketBase is configured with exactly the sizes the site asks for', () => {
    const source = readdirSync(migrations)
      .map((file) => readFileSync(path.join(migrations, file), 'utf8'))
      .join('\n');
    const listed = /const THUMBS = (\[[^\]]*\])/.exec(source)?.[1];
    expect(JSON.parse(listed ?? '[]')).toEqual([...THUMB_SIZES]);
  });

  test('a width maps to the smallest listed size of its ratio that is wide enough', () => {
    expect(thumbSize(320)).toBe('320x180');
    expect(thumbSize(700)).toBe('960x540');
    expect(thumbSize(5000)).toBe('1600x900');
    expect(thumbSize(160, 'square')).toBe('160x160');
    expect(thumbSize(200, 'square')).toBe('320x320');
  });

  test('only listed sizes are thumb sizes', () => {
    expect(isThumbSize('640x360')).toBe(true);
    for (const size of ['641x360', '640x360t', '0x0', '', null]) expect(isThumbSize(size), String(size)).toBe(false);
  });
});

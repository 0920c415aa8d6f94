import { describe, expect, test } from 'vitest';
import { altTextOf, toPost } from '../../../../src/lib/content/mappers';
import type { PostRecord } from '../../../../src/lib/content/records';

const record = (fields: Partial<PostRecord> = {}): PostRecord => ({
  id: 'post0000000001',
  collectionId: 'pbc_posts',
  created: '2026-01-01 08:00:00.000Z',
  updated: '2026-01-01 08:00:00.000Z',
  title: 'Sporttag',
  catigory: 'post',
  files: ['lauf_a1b2c3.jpg', 'siegerehrung_d4e5f6.png', 'plan_g7h8i9.pdf'],
  ...fields,
});

const altsOf = (fields: Partial<PostRecord>) => toPost(record(fields)).files.map((file) => [file.name, file.alt]);

describe("a post's alt texts reach its files", () => {
  test('each file gets the text stored under its name; a file without an entry has none', () => {
    expect(altsOf({ alt_texts: { 'lauf_a1b2c3.jpg': 'Kinder laufen über die Ziellinie' } })).toEqual([
      ['lauf_a1b2c3.jpg', 'Kinder laufen über die Ziellinie'],
      ['siegerehrung_d4e5f6.png', undefined],
      ['plan_g7h8i9.pdf', undefined],
    ]);
  });

  test('an empty text marks a photo as decorative and stays empty, not missing', () => {
    expect(altsOf({ alt_texts: { 'siegerehrung_d4e5f6.png': '' } })[1]).toEqual(['siegerehrung_d4e5f6.png', '']);
  });

  test('a record from a PocketBase without the field, or with it empty, reads as no alt texts given', () => {
    for (const altTexts of [undefined, null, '', []]) {
      expect(altsOf({ alt_texts: altTexts }).map(([, alt]) => alt)).toEqual([undefined, undefined, undefined]);
    }
  });

  test('values that are no text and names the object inherits are not alt texts', () => {
    expect(altTextOf({ 'a.jpg': 42, 'b.jpg': null }, 'a.jpg')).toBeUndefined();
    expect(altTextOf({ 'a.jpg': 42, 'b.jpg': null }, 'b.jpg')).toBeUndefined();
    expect(altTextOf({}, 'constructor')).toBeUndefined();
    expect(altTextOf(JSON.parse('{"__proto__": "x"}'), 'toString')).toBeUndefined();
  });

  test('surrounding spaces are trimmed; spaces alone are no alt text, only an empty text is decorative', () => {
    expect(altTextOf({ 'a.jpg': '  Die 3B im Turnsaal ' }, 'a.jpg')).toBe('Die 3B im Turnsaal');
    expect(altTextOf({ 'a.jpg': '   ' }, 'a.jpg')).toBeUndefined();
  });
});

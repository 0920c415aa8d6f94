import { describe, expect, test } from 'vitest';
import { downloadName, isFileToken, MAX_FILE_TOKEN_LENGTH } from '../../../../src/lib/domain/files';

// PocketBase stores an upload as its snake-cased name plus '_' and ten random letters or digits.
const NAMES: Array<[behaviour: string, stored: string, shown: string]> = [
  ['the random suffix goes, the extension stays', 'plan_a1b2c3d4e5.pdf', 'plan.pdf'],
  ['a suffix in capitals and digits goes too', 'hausordnung_MFDNS5HlmS.pdf', 'hausordnung.pdf'],
  ['underscores and dashes the name had stay', 'anmeldung_2027-28_11ficqGG74.pdf', 'anmeldung_2027-28.pdf'],
  [
    'only the last suffix goes, a ten-letter word before it stays',
    'bericht_endfassung_k3J4h5G6f7.pdf',
    'bericht_endfassung.pdf',
  ],
  ['a name without extension loses its suffix as well', 'notizen_a1b2c3d4e5', 'notizen'],
  ['a name without suffix is kept as it is', 'plan.pdf', 'plan.pdf'],
  ['nine characters are no suffix', 'plan_a1b2c3d4e.pdf', 'plan_a1b2c3d4e.pdf'],
];

describe('download names: as the editor uploaded them', () => {
  test.each(NAMES)('%s', (_behaviour, stored, shown) => {
    expect(downloadName(stored)).toBe(shown);
  });
});

describe('file tokens: only what PocketBase issues is passed on', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6ImFiYyIsInR5cGUiOiJmaWxlIn0.c2lnbmF0dXJlLV8';
  test('a JWT is one', () => {
    expect(isFileToken(jwt)).toBe(true);
  });
  test.each([
    ['empty', ''],
    ['two parts', 'abc.def'],
    ['four parts', `${jwt}.x`],
    ['an empty part', 'abc..def'],
    ['padding', 'abc.def=.ghi'],
    ['a space', 'abc.de f.ghi'],
    ['a query sneaking in', 'abc.def.ghi&thumb=1x1'],
    ['a path', 'abc.def.ghi/../x'],
    ['too long', `${'a'.repeat(MAX_FILE_TOKEN_LENGTH)}.b.c`],
  ])('%s is not', (_behaviour, token) => {
    expect(isFileToken(token)).toBe(false);
  });
});

test('a file token of exactly the longest allowed length is accepted', () => {
  const token = `${'a'.repeat(MAX_FILE_TOKEN_LENGTH - 4)}.b.c`;
  expect(token).toHaveLength(MAX_FILE_TOKEN_LENGTH);
  expect(isFileToken(token)).toBe(true);
});

import { describe, expect, test } from 'vitest';
import { downloadName } from '../../../src/lib/domain/files';

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

import { describe, expect, test } from 'vitest';
import { hostOf } from '../../../../src/features/schools/rules/host-name';
import { hostName } from '../../../../scripts/lib/school-registry.mjs';

describe('hostOf: the host a Host header names, as the registry compares it', () => {
  test.each([
    ['www.MS-Beispiel.at', 'www.ms-beispiel.at'],
    ['schule-a.localhost:8787', 'schule-a.localhost'],
    ['schule.at.', 'schule.at'],
    ['schule.at.:443', 'schule.at'],
    ['[::1]:8787', '[::1]'],
    ['127.0.0.1:8787', '127.0.0.1'],
  ])('%s → %s', (header, host) => expect(hostOf(header)).toBe(host));

  test.each([
    undefined,
    '',
    ' ',
    'schule at',
    'schule.at/pfad',
    'user@schule.at',
    '-schule.at',
    'schule..at',
    'a'.repeat(64) + '.at',
    'schule.at:abc',
  ])('%s is no host', (header) => expect(hostOf(header)).toBeUndefined());

  test('npm run school accepts exactly the names the worker compares (scripts/lib/school-registry.mjs)', () => {
    for (const name of ['www.ms-beispiel.at', 'schule-a.localhost', 'x1.y2.z3'])
      expect(hostName(name)).toBe(hostOf(name));
    expect(hostName('WWW.Schule.AT.')).toBe(hostOf('WWW.Schule.AT.'));
    for (const name of ['schule at', 'https://schule.at', 'schule.at/x', '-x.at', 'schule..at']) {
      expect(() => hostName(name)).toThrow(/kein Hostname/);
      expect(hostOf(name)).toBeUndefined();
    }
  });
});

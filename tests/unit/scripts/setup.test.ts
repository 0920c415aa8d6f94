import { describe, expect, test } from 'vitest';
import { parseEnv } from 'node:util';
import { RATE_LIMIT_RULES } from '../../../pocketbase/schema/security-settings.cjs';
import path from 'node:path';
import { missingAnswers, parseSetupConfig, readSetupConfig } from '../../../scripts/lib/setup/config.mjs';
import { settingsChanges } from '../../../scripts/lib/setup/pocketbase-settings.mjs';
import { updateSiteEnvText } from '../../../scripts/lib/setup/site-env-writer.mjs';

const MAIL = { host: 'smtp.office365.com', port: 587, senderAddress: 'website@schule.at' };
const config = (extra: Record<string, unknown> = {}) =>
  parseSetupConfig({ site: 'https://www.schule.at', school: { name: 'BG Musterstadt' }, mail: MAIL, ...extra });

describe('site.env as setup writes it', () => {
  test('replaces the names it knows in place, keeps every other line and comment, and adds the rest', () => {
    const before = '# meine Notiz\nSITE_URL=https://alt.schule.at\nDEBUG=1\n';
    const { text, changed } = updateSiteEnvText(before, {
      SITE_URL: 'https://www.schule.at',
      SCHOOL_NAME: 'BG/BRG Musterstadt',
    });
    expect(changed).toEqual(['SITE_URL', 'SCHOOL_NAME']);
    expect(text).toBe('# meine Notiz\nSITE_URL=https://www.schule.at\nDEBUG=1\nSCHOOL_NAME="BG/BRG Musterstadt"\n');
    expect(parseEnv(text)).toMatchObject({ SCHOOL_NAME: 'BG/BRG Musterstadt', DEBUG: '1' });
  });

  test('the same values give the same text back, untouched', () => {
    const text = 'SITE_URL=https://www.schule.at\nSCHOOL_NAME="Mittelschule am See"\n';
    expect(updateSiteEnvText(text, { SITE_URL: 'https://www.schule.at', SCHOOL_NAME: 'Mittelschule am See' })).toEqual({
      text,
      changed: [],
    });
  });

  test('a value with quotes reads back as written', () => {
    const { text } = updateSiteEnvText('', { SCHOOL_NAME: 'Schule "Am Berg"' });
    expect(parseEnv(text).SCHOOL_NAME).toBe('Schule "Am Berg"');
  });
});

describe("PocketBase's settings", () => {
  const ready = () => settingsChanges({}, config()).patch;

  test('an empty PocketBase gets every setting the site needs', () => {
    const { patch, mailServerChanged } = settingsChanges({}, config());
    expect(Object.keys(patch).sort()).toEqual(['backups', 'meta', 'rateLimits', 'smtp', 'trustedProxy']);
    expect(patch.rateLimits).toMatchObject({ enabled: true, rules: RATE_LIMIT_RULES });
    expect(patch.trustedProxy).toEqual({ headers: ['CF-Connecting-IP'], useLeftmostIP: false });
    expect(patch.smtp).toMatchObject({ host: 'smtp.office365.com', port: 587, tls: false });
    expect(patch.meta).toMatchObject({ appName: 'BG Musterstadt', senderName: 'BG Musterstadt' });
    expect(mailServerChanged).toBe(true);
  });

  test('settings already right change nothing, even with the rules in another order', () => {
    const current = { ...ready(), rateLimits: { ...ready().rateLimits, rules: [...RATE_LIMIT_RULES].reverse() } };
    expect(settingsChanges(current, config())).toMatchObject({ patch: {}, changes: [], mailServerChanged: false });
  });

  test('port 465 means TLS; a new password alone is sent with a changed server only', () => {
    const tls = settingsChanges(ready(), config({ mail: { ...MAIL, port: 465, password: 'geheim' } }));
    expect(tls.patch.smtp).toMatchObject({ port: 465, tls: true, password: 'geheim' });
    const samePlace = settingsChanges(ready(), config({ mail: { ...MAIL, password: 'neu' } }));
    expect(samePlace.patch.smtp).toBeUndefined();
  });

  test('S3 for backups when given, with its secret', () => {
    const s3 = {
      endpoint: 'https://s3.eu-central-1.example',
      bucket: 'schule',
      region: 'eu-central-1',
      accessKey: 'AK',
      secret: 'SK',
    };
    const { patch, s3Changed } = settingsChanges(ready(), config({ backups: { s3 } }));
    expect(patch.backups.s3).toMatchObject({ enabled: true, bucket: 'schule', secret: 'SK' });
    expect(s3Changed).toBe(true);
  });
});

describe('the answers', () => {
  test('the example file of docs/ is a valid answer to every question', () => {
    const example = readSetupConfig(path.resolve(import.meta.dirname, '../../../docs/setup.example.json'));
    expect(missingAnswers(example)).toEqual([]);
  });

  test('name what a ready school still lacks, and the barriers only unless it conforms fully', () => {
    const paths = (extra: Record<string, unknown>) => missingAnswers(config(extra)).map(({ path }) => path);
    expect(paths({})).toEqual(
      expect.arrayContaining(['pocketbase.url', 'pocketbase.superuser.password', 'school.a11y_gaps', 'admin.email']),
    );
    expect(paths({})).not.toContain('school.name');
    expect(paths({ school: { name: 'X', a11y_status: 'full' } })).not.toContain('school.a11y_gaps');
  });

  test('a wrong answer is named with where it is', () => {
    expect(() => parseSetupConfig({ mail: { port: 70000 }, admin: { email: 'leitung' } })).toThrow(
      /mail\.port: 1 bis 65535[\s\S]*admin\.email \(die erste Administration\): keine E-Mail-Adresse/,
    );
  });
});

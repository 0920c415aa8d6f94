import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readSecrets, readSettings, siteEnv } from '../../../scripts/lib/settings.mjs';
import { secretsFromEnv, varsFromEnv } from '../../../scripts/lib/worker.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'site-env-'));
const file = path.join(dir, 'site.env');
writeFileSync(
  file,
  [
    '# BG Musterstadt',
    'SITE_URL=https://www.bg-musterstadt.example',
    'SCHOOL_NAME="BG/BRG Musterstadt"',
    'POCKETBASE_ACCESS_CLIENT_ID=id.access',
    'POCKETBASE_ACCESS_CLIENT_SECRET=geheim',
  ].join('\n'),
  { mode: 0o600 },
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a school's site.env is read, the environment wins over it, wrangler.toml fills the rest", () => {
  const env = siteEnv({ SITE_URL: 'https://www.andere.example' }, file);
  expect(readSettings(env)).toMatchObject({
    SITE_URL: 'https://www.andere.example',
    SCHOOL_NAME: 'BG/BRG Musterstadt',
    POCKETBASE_ACCESS_CLIENT_ID: 'id.access',
    POCKETBASE_URL: 'http://127.0.0.1:8090',
  });
});

test('without a site.env the environment alone counts', () => {
  expect(siteEnv({ SITE_URL: 'https://x.example' }, path.join(dir, 'fehlt.env'))).toEqual({
    SITE_URL: 'https://x.example',
  });
});

test('the Access secret is a secret: never among the settings or the vars a deploy passes with --var', () => {
  const env = siteEnv({}, file);
  expect(readSettings(env)).not.toHaveProperty('POCKETBASE_ACCESS_CLIENT_SECRET');
  expect(varsFromEnv(env)).not.toHaveProperty('POCKETBASE_ACCESS_CLIENT_SECRET');
  expect(varsFromEnv(env)).toHaveProperty('POCKETBASE_ACCESS_CLIENT_ID', 'id.access');
  expect(readSecrets(env)).toEqual({ POCKETBASE_ACCESS_CLIENT_SECRET: 'geheim' });
  // Locally (npm run preview) it reaches the local runtime through a file of its own, never as a var.
  expect(secretsFromEnv(env)).toEqual({ POCKETBASE_ACCESS_CLIENT_SECRET: 'geheim' });
});

test('a site.env that holds a secret and that others may read is refused, naming chmod 600', () => {
  const open = path.join(dir, 'offen.env');
  writeFileSync(open, 'POCKETBASE_ACCESS_CLIENT_SECRET=geheim\n', { mode: 0o644 });
  chmodSync(open, 0o644);
  expect(() => siteEnv({}, open)).toThrow(/POCKETBASE_ACCESS_CLIENT_SECRET.*chmod 600/);
  chmodSync(open, 0o600);
  expect(siteEnv({}, open)).toMatchObject({ POCKETBASE_ACCESS_CLIENT_SECRET: 'geheim' });
  const noSecret = path.join(dir, 'ohne.env');
  writeFileSync(noSecret, 'SITE_URL=https://x.example\n', { mode: 0o644 });
  expect(siteEnv({}, noSecret)).toMatchObject({ SITE_URL: 'https://x.example' });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readSecrets, readSettings, siteEnv } from '../../scripts/lib/settings.mjs';
import { varsFromEnv } from '../../scripts/lib/worker.mjs';

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
  // Locally (npm run preview) it is a var of the local runtime, uploaded nowhere.
  expect(varsFromEnv(env, { secrets: true })).toHaveProperty('POCKETBASE_ACCESS_CLIENT_SECRET', 'geheim');
});

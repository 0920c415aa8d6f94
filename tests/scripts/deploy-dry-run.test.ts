import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { type RunningPocketBase, startPocketBase, superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { DEMO_SCHOOL } from '../../pocketbase/seed/seed.mjs';
import { SERVICE_TOKEN, startAccessProxy } from '../helpers/access-proxy';
import { runScript } from './run-script';

// A file of its own, run alone (vitest.config.ts, runAlone): the dry run builds into dist/, from which the other
// files' workers are served. The deploy's refusals before building are tested with the doctor (doctor.test.ts).

const dir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-deploy-'));
const envFile = path.join(dir, 'site.env');
let pocketbase: RunningPocketBase;
let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
let access: Awaited<ReturnType<typeof startAccessProxy>>;

// contract.md, "Moving in": an empty PocketBase 0.40, then npm run setup with a file of answers, and nothing else by
// hand: the school's mail server (a real one on loopback), the Access service token the worker will send.
beforeAll(async () => {
  mailbox = await startMailCatcher();
  pocketbase = await startPocketBase({
    port: await getFreePort(),
    dir: path.join(dir, 'pb'),
    bare: true,
    hooks: false,
  });
  // Setup reaches PocketBase as the worker will: through Access, with the token.
  access = await startAccessProxy(pocketbase.url);
  const config = path.join(dir, 'setup.json');
  writeFileSync(
    config,
    JSON.stringify({
      site: 'https://www.bg-musterstadt.example',
      pocketbase: {
        url: 'https://cms.bg-musterstadt.example',
        connect: access.url,
        // Behind the proxy setup cannot tell which PocketBase answers: the school names its hooks folder.
        hooksDir: path.join(dir, 'pb', 'no_hooks'),
        superuser: superuserCredentials(),
        access: SERVICE_TOKEN,
      },
      school: DEMO_SCHOOL,
      mail: { host: '127.0.0.1', port: mailbox.port, senderAddress: 'website@bg-musterstadt.example' },
      admin: { email: 'direktion@bg-musterstadt.example' },
    }),
  );
  const setup = await runScript('setup.mjs', ['--config', config], { SITE_ENV_FILE: envFile });
  expect(setup.code, setup.stdout + setup.stderr).toBe(0);
}, 180_000);
afterAll(async () => {
  await access?.close();
  await pocketbase?.stop();
  await mailbox?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('after npm run setup, npm run deploy -- --dry-run builds and runs wrangler behind Access, uploading nothing', async () => {
  // Everything the deploy needs comes from the site.env setup wrote (the secret included, for the owner alone).
  const { code, stdout, stderr } = await runScript('deploy.mjs', ['--dry-run', '--url', access.url], {
    SITE_ENV_FILE: envFile,
  });
  // A failed build or wrangler run tells why on stderr: shown with the failure.
  expect(stdout, stderr).toContain('[build] waku build');
  expect(stdout, stderr).toContain('Probelauf fertig: nichts hochgeladen.');
  expect(code, stderr).toBe(0);
  // wrangler lists the vars it would upload, values included: the id is one, the secret never.
  expect(stdout).toContain('POCKETBASE_ACCESS_CLIENT_ID');
  expect(stdout + stderr).not.toContain(SERVICE_TOKEN.clientSecret);
}, 180_000);

import { afterAll, beforeAll, expect, test } from 'vitest';
import { superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { emptySchool } from '../helpers/moving-in';
import { DEMO_SCHOOL } from '../../pocketbase/seed/seed.mjs';
import { SERVICE_TOKEN, startAccessProxy } from '../helpers/access-proxy';
import { runScript } from './run-script';

// A file of its own, run alone (vitest.config.ts, runAlone): the dry run builds into dist/, from which the other
// files' workers are served. The deploy's refusals before building are tested with the doctor (doctor.test.ts).

let school: Awaited<ReturnType<typeof emptySchool>>;
let access: Awaited<ReturnType<typeof startAccessProxy>>;

// contract.md, "Moving in": an empty PocketBase 0.40, then npm run setup with a file of answers, and nothing else by
// hand: the school's mail server (a real one on loopback), the Access service token the worker will send.
beforeAll(async () => {
  school = await emptySchool();
  // Setup reaches PocketBase as the worker will: through Access, with the token.
  access = await startAccessProxy(school.pocketbase.url);
  const setup = await school.setup({
    site: 'https://www.bg-musterstadt.example',
    pocketbase: {
      url: 'https://cms.bg-musterstadt.example',
      connect: access.url,
      superuser: superuserCredentials(),
      access: SERVICE_TOKEN,
      // Behind the proxy setup cannot tell which PocketBase answers: the school names its hooks folder.
      hooksDir: school.hooksDir,
    },
    school: DEMO_SCHOOL,
    mail: { host: '127.0.0.1', port: school.mailbox.port, senderAddress: 'website@bg-musterstadt.example' },
    admin: { email: 'direktion@bg-musterstadt.example' },
  });
  expect(setup.code, setup.stdout + setup.stderr).toBe(0);
}, 180_000);
afterAll(async () => {
  await access?.close();
  await school?.stop();
});

test('after npm run setup, npm run deploy -- --dry-run builds and runs wrangler behind Access, uploading nothing', async () => {
  // Everything the deploy needs comes from the site.env setup wrote (the secret included, for the owner alone).
  const { code, stdout, stderr } = await runScript('deploy.mjs', ['--dry-run', '--url', access.url], {
    SITE_ENV_FILE: school.envFile,
  });
  // A failed build or wrangler run tells why on stderr: shown with the failure.
  expect(stdout, stderr).toContain('[build] waku build');
  expect(stdout, stderr).toContain('Probelauf fertig: nichts hochgeladen.');
  expect(code, stderr).toBe(0);
  // wrangler lists the vars it would upload, values included: the id is one, the secret never.
  expect(stdout).toContain('POCKETBASE_ACCESS_CLIENT_ID');
  expect(stdout + stderr).not.toContain(SERVICE_TOKEN.clientSecret);
}, 180_000);

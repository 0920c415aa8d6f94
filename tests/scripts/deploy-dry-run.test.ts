import { afterAll, beforeAll, expect, test } from 'vitest';
import { installSchema } from '../../scripts/lib/install-schema.mjs';
import { mailCatcherSettings, startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { SERVICE_TOKEN, startAccessProxy } from '../helpers/access-proxy';
import { seededPocketBaseFor, superuserOf } from '../helpers/seeded-pocketbase';
import { READY_PUSH_KEYS } from '../helpers/vapid';
import { runScript } from './run-script';

// A file of its own, run alone (vitest.config.ts, runAlone): the dry run builds into dist/, from which the other
// files' workers are served. The deploy's refusals before building are tested with the doctor (doctor.test.ts).

/** A site ready to go live, as far as settings go; PocketBase itself is checked at --url. */
const READY = {
  SITE_URL: 'https://www.bg-musterstadt.example',
  POCKETBASE_URL: 'https://cms.bg-musterstadt.example',
  ...READY_PUSH_KEYS,
};

const ready = seededPocketBaseFor('deploy-ready');
let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;

// Ready to go live: the school's mail server (a real one on loopback), the staff mails leading to SITE_URL.
beforeAll(async () => {
  mailbox = await startMailCatcher();
  const admin = await superuserOf(ready.url);
  await admin.settings.update(mailCatcherSettings(mailbox.port));
  await installSchema(admin, { siteUrl: READY.SITE_URL });
});
afterAll(async () => {
  await mailbox?.stop();
});

test('npm run deploy -- --dry-run builds and runs wrangler for a ready site behind Access, uploading nothing', async () => {
  const access = await startAccessProxy(ready.url);
  try {
    const { code, stdout, stderr } = await runScript('deploy.mjs', ['--dry-run', '--url', access.url], {
      ...READY,
      POCKETBASE_ACCESS_CLIENT_ID: SERVICE_TOKEN.clientId,
      POCKETBASE_ACCESS_CLIENT_SECRET: SERVICE_TOKEN.clientSecret,
    });
    // A failed build or wrangler run tells why on stderr: shown with the failure.
    expect(stdout, stderr).toContain('[build] waku build');
    expect(stdout, stderr).toContain('Probelauf fertig: nichts hochgeladen.');
    expect(code, stderr).toBe(0);
    // wrangler lists the vars it would upload, values included: the id is one, the secret never.
    expect(stdout).toContain('POCKETBASE_ACCESS_CLIENT_ID');
    expect(stdout + stderr).not.toContain(SERVICE_TOKEN.clientSecret);
  } finally {
    await access.close();
  }
}, 180_000);

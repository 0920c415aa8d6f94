import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import PocketBase from 'pocketbase';
import { startPocketBase, superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { mailCatcherSettings, startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { installParentMailKey, makeParentMailKey } from '../../scripts/lib/parent-mail-key.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { build, startWorker } from '../../scripts/lib/worker.mjs';
import { vapidKeys } from '../helpers/vapid';

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbaseUrl: string;
    siteUrl: string;
    /** ISO date the demo's relative content was computed from (tests/e2e/seed-facts.ts computes it again). */
    seededAt: string;
    /** The site's VAPID public key (base64url), so /benachrichtigungen offers notifications. */
    vapidPublicKey: string;
    /** A stopped PocketBase's data directory, migrated and seeded at `seededAt`: tests/helpers/seeded-pocketbase.ts. */
    pocketbaseTemplate: string;
    /** Where every mail of the run's PocketBases arrives, one JSON file each: tests/helpers/mailbox.ts reads them. */
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  // Both integration projects (vitest.config.ts) run this setup in one process: the worker is built once a run.
  const run = globalThis as { workerBuilt?: boolean };
  if (process.env.SKIP_BUILD !== '1' && !run.workerBuilt) build({ quiet: true });
  run.workerBuilt = true;
  const templateDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-pb-template-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-pb-'));
  // One clock for the seed and the tests' copy of it, so a run that crosses midnight agrees on every date.
  const seededAt = new Date();
  // Seeded once, stopped, then copied: for the shared PocketBase here and for every file that needs its own.
  const template = await startPocketBase({ port: await getFreePort(), dir: templateDir, seedAt: seededAt });
  // Every PocketBase of the run (the shared one, each file's copy) mails here: sign-in codes, invitations, resets.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-mail-'));
  const mailbox = await startMailCatcher({ dir: mailDir });
  const superuser = new PocketBase(template.url);
  const { email, password } = superuserCredentials();
  await superuser.collection('_superusers').authWithPassword(email, password);
  await superuser.settings.update(mailCatcherSettings(mailbox.port));
  // Parents' mails: the shared site offers them, through the run's mailbox (every copy of the template knows the key).
  const parentMailKey = makeParentMailKey();
  await installParentMailKey(superuser, parentMailKey);
  await template.stop();
  cpSync(templateDir, dataDir, { recursive: true });
  const pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir });
  const sitePort = await getFreePort();
  const vapid = await vapidKeys();
  const startSite = () =>
    startWorker({
      port: sitePort,
      vars: { POCKETBASE_URL: pocketbase.url, SITE_URL: `http://127.0.0.1:${sitePort}` },
      secrets: { ...vapid, PARENT_MAIL_KEY: parentMailKey },
      log: (line: string) => lastLines.push(line) > 40 && lastLines.shift(),
    });
  const lastLines: string[] = [];
  let site = await startSite();
  // The `alone` project's site waits idle while `integration` runs (a quarter of an hour, other wrangler devs
  // starting and stopping in the same project folder). Should its wrangler dev end meanwhile, it is started again on
  // the same address, and the run says so with its last words: the files after it test the site, not the machine.
  let stopping = false;
  const watch = (running: typeof site) =>
    void running.exited.then(async () => {
      if (stopping) return;
      console.warn(
        `[global-setup] wrangler dev of ${project.name} ended; started again. Last lines:\n${lastLines.join('\n')}`,
      );
      try {
        site = await startSite();
        watch(site);
      } catch (error) {
        console.error(`[global-setup] wrangler dev of ${project.name} did not start again: ${String(error)}`);
      }
    });
  watch(site);
  project.provide('pocketbaseUrl', pocketbase.url);
  project.provide('siteUrl', site.url);
  project.provide('seededAt', seededAt.toISOString());
  project.provide('vapidPublicKey', vapid.VAPID_PUBLIC_KEY);
  project.provide('pocketbaseTemplate', templateDir);
  project.provide('mailDir', mailDir);

  return async () => {
    stopping = true;
    await site.stop();
    await pocketbase.stop();
    await mailbox.stop();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(templateDir, { recursive: true, force: true });
  };
}

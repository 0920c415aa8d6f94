import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
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
  await template.stop();
  cpSync(templateDir, dataDir, { recursive: true });
  const pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir });
  const sitePort = await getFreePort();
  const vapid = await vapidKeys();
  const site = await startWorker({
    port: sitePort,
    vars: { POCKETBASE_URL: pocketbase.url, SITE_URL: `http://127.0.0.1:${sitePort}` },
    secrets: vapid,
  });
  project.provide('pocketbaseUrl', pocketbase.url);
  project.provide('siteUrl', site.url);
  project.provide('seededAt', seededAt.toISOString());
  project.provide('vapidPublicKey', vapid.VAPID_PUBLIC_KEY);
  project.provide('pocketbaseTemplate', templateDir);

  return async () => {
    await site.stop();
    await pocketbase.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(templateDir, { recursive: true, force: true });
  };
}

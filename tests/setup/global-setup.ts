import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { build, startWorker } from '../../scripts/lib/worker.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbaseUrl: string;
    siteUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.SKIP_BUILD !== '1') build({ quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-pb-'));
  const pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir });
  const sitePort = await getFreePort();
  const site = await startWorker({
    port: sitePort,
    vars: { POCKETBASE_URL: pocketbase.url, SITE_URL: `http://127.0.0.1:${sitePort}` },
  });
  project.provide('pocketbaseUrl', pocketbase.url);
  project.provide('siteUrl', site.url);

  return async () => {
    await site.stop();
    await pocketbase.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

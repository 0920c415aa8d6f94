import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { startWorker } from '../../scripts/lib/worker.mjs';
import { startSeededPocketBase, superuserOf } from './seeded-pocketbase';

/**
 * A seeded PocketBase and the built worker served on a port (for Chromium), both of one test file's own: for browser
 * tests that write content, which the shared PocketBase's readers must never see. `admin` writes as its superuser.
 */
export async function startServedSite(name: string, vars: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `schulwebsite-${name}-pb-`));
  const pocketbase = await startSeededPocketBase({ port: await getFreePort(), dir: dataDir });
  const port = await getFreePort();
  const site = await startWorker({
    port,
    vars: { POCKETBASE_URL: pocketbase.url, SITE_URL: `http://127.0.0.1:${port}`, ...vars },
  });
  return {
    url: site.url,
    pocketbase,
    admin: await superuserOf(pocketbase.url),
    async close() {
      await site.stop();
      await pocketbase.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { startWorker } from '../../scripts/lib/worker.mjs';
import { SERVICE_TOKEN, startAccessProxy } from '../helpers/access-proxy';

// npm run preview (and npm start) serve the build with wrangler dev: its secrets reach the worker through a file only
// its owner may read, never on a command line, which every process of the machine can read in /proc.
let access: Awaited<ReturnType<typeof startAccessProxy>>;
let site: Awaited<ReturnType<typeof startWorker>>;

beforeAll(async () => {
  access = await startAccessProxy(inject('pocketbaseUrl'));
  site = await startWorker({
    port: await getFreePort(),
    vars: { POCKETBASE_URL: access.url, POCKETBASE_ACCESS_CLIENT_ID: SERVICE_TOKEN.clientId },
    secrets: { POCKETBASE_ACCESS_CLIENT_SECRET: SERVICE_TOKEN.clientSecret },
  });
}, 90_000);
afterAll(async () => {
  await site?.stop();
  await access?.close();
});

/** Every process's command line on this machine, as anyone on it may read them. */
function commandLines(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')];
      } catch {
        return [];
      }
    });
}

test('the worker reads PocketBase with the Access secret, which no command line on the machine shows', async () => {
  const page = await fetch(`${site.url}/impressum`);
  expect(page.status).toBe(200);
  expect(access.passed.length, 'PocketBase was read through Access with the service token').toBeGreaterThan(0);
  expect(access.refused).toEqual([]);
  const lines = commandLines();
  expect(lines.some((line) => line.includes('wrangler') && line.includes('dev'))).toBe(true);
  expect(lines.filter((line) => line.includes(SERVICE_TOKEN.clientSecret))).toEqual([]);
});

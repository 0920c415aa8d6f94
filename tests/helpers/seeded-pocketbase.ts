import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import PocketBase from 'pocketbase';
import { startPocketBase, superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';

type StartOptions = Parameters<typeof startPocketBase>[0];

/**
 * A PocketBase of a test file's own with the demo content, without seeding it again: the global setup migrates and
 * seeds one template data directory once (tests/setup/global-setup.ts), and each file that needs a PocketBase of
 * its own starts on a copy of it (its marker says the demo is in, so nothing is seeded twice). Only for the demo as
 * the global setup seeds it: a test of seeding itself, of hooks switched off or of a bare PocketBase starts
 * `startPocketBase` directly.
 */
export async function startSeededPocketBase(
  options: Omit<StartOptions, 'seedContent' | 'bare' | 'hooks' | 'seedAt'> & { dir: string },
) {
  const template = inject('pocketbaseTemplate');
  const empty = !existsSync(options.dir) || readdirSync(options.dir).length === 0;
  if (empty) cpSync(template, options.dir, { recursive: true });
  return startPocketBase(options);
}

/** A client of the PocketBase at `url`, signed in as its superuser, for a test to write content with. */
export async function superuserOf(url: string): Promise<PocketBase> {
  const admin = new PocketBase(url);
  admin.autoCancellation(false);
  const { email, password } = superuserCredentials();
  await admin.collection('_superusers').authWithPassword(email, password);
  return admin;
}

/**
 * In a file or a describe block: a seeded PocketBase of its own for its tests, started before them and removed after
 * them. Its `url` is there once the block's tests (and later hooks) run.
 */
export function seededPocketBaseFor(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `schulwebsite-${name}-pb-`));
  let running: Awaited<ReturnType<typeof startPocketBase>> | undefined;
  beforeAll(async () => {
    running = await startSeededPocketBase({ port: await getFreePort(), dir });
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get url(): string {
      if (!running) throw new Error(`${name}: PocketBase runs only once the tests of its block do`);
      return running.url;
    },
  };
}

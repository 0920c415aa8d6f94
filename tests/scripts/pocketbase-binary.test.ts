import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ensurePocketBaseBinary, POCKETBASE } from '../../scripts/lib/pocketbase-binary.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'pocketbase-binary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('which PocketBase the scripts run', () => {
  test('POCKETBASE_BIN wins when it is an executable file', async () => {
    const own = path.join(dir, 'my-pocketbase');
    writeFileSync(own, '#!/bin/sh\n');
    chmodSync(own, 0o755);
    await expect(ensurePocketBaseBinary({ env: { POCKETBASE_BIN: own }, dir })).resolves.toBe(own);
  });

  test('a POCKETBASE_BIN that is not there is refused, naming both ways to get PocketBase', async () => {
    const error = await ensurePocketBaseBinary({ env: { POCKETBASE_BIN: '/nirgends/pocketbase' }, dir }).catch(
      (e: Error) => e,
    );
    expect(String(error)).toContain('POCKETBASE_BIN=/nirgends/pocketbase ist keine ausführbare Datei.');
    expect(String(error)).toContain(`releases/tag/v${POCKETBASE.version}`);
  });

  test('without Go and without a binary: a clear message that names what to install, nothing half-built', async () => {
    const error = await ensurePocketBaseBinary({ env: { PATH: '/nirgends' }, dir }).catch((e: Error) => e);
    expect(String(error)).toContain(
      `PocketBase ${POCKETBASE.version} fehlt, und es lässt sich nicht bauen: der Befehl „go“ fehlt.`,
    );
    expect(String(error)).toContain('Go installieren (https://go.dev/dl/, ab 1.21');
    expect(String(error)).toContain(`https://github.com/pocketbase/pocketbase/releases/tag/v${POCKETBASE.version}`);
    expect(String(error)).toContain('POCKETBASE_BIN=/pfad/zur/pocketbase');
  });

  test('a binary the project built before is used as it is', async () => {
    const built = path.join(dir, POCKETBASE.version, 'pocketbase');
    mkdirSync(path.dirname(built), { recursive: true });
    writeFileSync(built, '#!/bin/sh\n');
    chmodSync(built, 0o755);
    await expect(ensurePocketBaseBinary({ env: { PATH: '/nirgends' }, dir })).resolves.toBe(built);
  });
});

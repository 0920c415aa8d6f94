import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { startBackendProxy } from './backend-proxy';

type RunningPocketBase = Awaited<ReturnType<typeof startPocketBase>>;
type BackendProxy = Awaited<ReturnType<typeof startBackendProxy>>;

/**
 * A seeded PocketBase of one test file's own, behind a proxy that can fail on demand: for tests that write content
 * or stop PocketBase, which the shared one's readers must never see. `start` in beforeAll, `recover` in afterEach
 * (no fault, counts cleared, PocketBase running again), `close` in afterAll.
 */
export function ownBackend(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `schulwebsite-${name}-pb-`));
  let pocketbase: RunningPocketBase | undefined;
  let proxy: BackendProxy | undefined;
  let stopped = false;
  const running = () => {
    if (!pocketbase || !proxy) throw new Error('ownBackend: start() it in beforeAll first');
    return { pocketbase, proxy };
  };
  return {
    get pocketbase() {
      return running().pocketbase;
    },
    get proxy() {
      return running().proxy;
    },
    async start() {
      pocketbase = await startPocketBase({ port: await getFreePort(), dir });
      proxy = await startBackendProxy(pocketbase.url);
    },
    /** Stops PocketBase itself (not just the proxy); recover() starts it again on the same port and data. */
    async stopPocketBase() {
      stopped = true;
      await running().pocketbase.stop();
    },
    async recover() {
      running().proxy.setFault('none');
      running().proxy.reset();
      if (stopped) {
        pocketbase = await startPocketBase({ port: running().pocketbase.port, dir, seedContent: false });
        stopped = false;
      }
    },
    async close() {
      await proxy?.close();
      await pocketbase?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

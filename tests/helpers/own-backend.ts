import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import type { Miniflare } from 'miniflare';
import { startBackendProxy } from './backend-proxy';
import { startWorker, type WorkerVars } from './worker';
import { startSeededPocketBase, superuserOf } from './seeded-pocketbase';

type RunningPocketBase = Awaited<ReturnType<typeof startPocketBase>>;
type BackendProxy = Awaited<ReturnType<typeof startBackendProxy>>;

/**
 * A seeded PocketBase of one test file's own, behind a proxy that can fail on demand: for tests that write content
 * or stop PocketBase, which the shared one's readers must never see. `start` in beforeAll, `recover` in afterEach
 * (the test's workers gone, no fault, counts cleared, PocketBase running again), `close` in afterAll.
 */
export function ownBackend(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `schulwebsite-${name}-pb-`));
  let pocketbase: RunningPocketBase | undefined;
  let proxy: BackendProxy | undefined;
  let stopped = false;
  const workers: Miniflare[] = [];
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
      pocketbase = await startSeededPocketBase({ port: await getFreePort(), dir });
      proxy = await startBackendProxy(pocketbase.url);
    },
    /** The built worker reading this PocketBase through the proxy, with a cache of its own; gone at `recover`. */
    async worker(vars: WorkerVars = {}, options?: Parameters<typeof startWorker>[1]) {
      const worker = await startWorker({ POCKETBASE_URL: running().proxy.url, ...vars }, options);
      workers.push(worker);
      return worker;
    },
    /** A client of this PocketBase signed in as its superuser, for a test to write content with. */
    superuser: () => superuserOf(running().pocketbase.url),
    /** Stops PocketBase itself (not just the proxy); recover() starts it again on the same port and data. */
    async stopPocketBase() {
      stopped = true;
      await running().pocketbase.stop();
    },
    async recover() {
      // A test may have disposed one itself already.
      await Promise.all(workers.splice(0).map((worker) => worker.dispose().catch(() => undefined)));
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

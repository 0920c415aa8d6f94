import { readdirSync } from 'node:fs';
import path from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import type { SettingName } from '../../src/lib/platform/settings';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'dist/server');

function serverModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverModules(file);
    return entry.name.endsWith('.js') && file !== path.join(serverDir, 'build.js') ? [file] : [];
  });
}

/** Any of the worker's settings (src/lib/platform/settings.ts), as text. */
export type WorkerVars = Partial<Record<SettingName, string>>;

/**
 * The built worker (dist/) in Miniflare, the same workerd that wrangler runs, configured from
 * wrangler.toml (compatibility, vars, Durable Objects, assets) with `vars` on top.
 */
export async function startWorker(
  vars: WorkerVars,
  {
    onLog,
    cacheDir,
    location,
    schools,
    inspectorPort,
  }: {
    onLog?: (message: string) => void;
    /** Binds a registry of schools (D1 SCHOOLS, empty until tests/helpers/schools.ts fills it). */
    schools?: boolean;
    cacheDir?: string;
    /** Opens the isolate's DevTools inspector on this port (benchmarks read its CPU profile). */
    inspectorPort?: number;
    /**
     * One Cloudflare location of a deployment: a Cache API and isolates of its own, and the deployment's Durable
     * Objects, which the location named `owner` runs (found through Miniflare's dev registry in `registry`).
     */
    location?: { name: string; owner: string; registry: string };
  } = {},
): Promise<Miniflare> {
  const fromToml = unstable_getMiniflareWorkerOptions(path.join(root, 'wrangler.toml')).workerOptions;
  const entry = path.join(serverDir, 'serve-cloudflare.js');
  const others = serverModules(serverDir).filter((file) => file !== entry);
  const worker = new Miniflare(
    convertV4MiniflareOptions({
      modules: [entry, ...others].map((file) => ({ type: 'ESModule', path: file })),
      modulesRoot: serverDir,
      compatibilityDate: fromToml.compatibilityDate,
      compatibilityFlags: fromToml.compatibilityFlags,
      bindings: { ...(fromToml.bindings as Record<string, unknown>), ...vars },
      durableObjects: fromToml.durableObjects,
      assets: fromToml.assets,
      ...(schools ? { d1Databases: { SCHOOLS: 'schulwebsite-schools' } } : {}),
      ...(inspectorPort ? { inspectorPort } : {}),
      // Workers that share a cache directory play isolates of one location: they see each other's Cache API.
      ...(cacheDir ? { resourcePersistencePath: cacheDir } : {}),
      ...(location
        ? {
            name: location.name,
            enableDevRegistry: true,
            unsafeDevRegistryPath: location.registry,
            durableObjects:
              location.name === location.owner
                ? fromToml.durableObjects
                : Object.fromEntries(
                    Object.entries(fromToml.durableObjects ?? {}).map(([binding, object]) => [
                      binding,
                      { className: typeof object === 'string' ? object : object.className, scriptName: location.owner },
                    ]),
                  ),
          }
        : {}),
      ...(onLog ? { handleStructuredLogs: (log: { message: string }) => onLog(log.message) } : {}),
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  await worker.ready;
  return worker;
}

/** Fetches without following redirects, so tests see the worker's own answer. */
export async function get(worker: Miniflare, path: string, init: RequestInit = {}) {
  const response = await worker.dispatchFetch(`http://127.0.0.1:8787${path}`, { redirect: 'manual', ...init } as never);
  return { response, text: await response.text() };
}

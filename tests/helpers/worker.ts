import { readdirSync } from 'node:fs';
import path from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'dist/server');

function serverModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverModules(file);
    return entry.name.endsWith('.js') && file !== path.join(serverDir, 'build.js') ? [file] : [];
  });
}

export type WorkerVars = Partial<
  Record<'POCKETBASE_URL' | 'SCHOOL_NAME' | 'SCHOOL_SHORT_NAME' | 'SITE_URL' | 'CACHE_TTL_SECONDS', string>
>;

/** The built worker (dist/) in Miniflare, the same workerd that wrangler runs. */
export async function startWorker(vars: WorkerVars): Promise<Miniflare> {
  const entry = path.join(serverDir, 'serve-cloudflare.js');
  const others = serverModules(serverDir).filter((file) => file !== entry);
  const worker = new Miniflare(
    convertV4MiniflareOptions({
      modules: [entry, ...others].map((file) => ({ type: 'ESModule', path: file })),
      modulesRoot: serverDir,
      compatibilityDate: '2026-10-01',
      compatibilityFlags: ['nodejs_als'],
      bindings: { SITE_URL: 'http://127.0.0.1:8787', CACHE_TTL_SECONDS: '60', ...vars },
      assets: {
        directory: path.join(root, 'dist/public'),
        binding: 'ASSETS',
        routerConfig: { has_user_worker: true },
        assetConfig: { html_handling: 'drop-trailing-slash' },
      },
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

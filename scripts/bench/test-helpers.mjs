// The tests' helpers (TypeScript) for the benchmarks that drive the built worker as the tests do (bench:push,
// bench:mail): bundled with esbuild into .cache/{name}/, where their relative paths still resolve to the repository.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build as bundle } from "esbuild";
import { repoRoot } from "../lib/pocketbase.mjs";

/**
 * Bundles `source` (export lines naming files under tests/helpers, relative to .cache/{name}/) and imports it.
 * @param {string} name the bench's own folder under .cache
 * @param {string} source
 * @returns {Promise<{ dir: string, helpers: any }>} the folder (for the bench's own files) and the bundle's exports
 */
export async function importTestHelpers(name, source) {
  const dir = path.join(repoRoot, ".cache", name);
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, "helpers.mjs");
  await bundle({
    stdin: { contents: source, resolveDir: dir, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "node",
    packages: "external",
    outfile,
    logLevel: "error",
  });
  return { dir, helpers: await import(pathToFileURL(outfile).href) };
}

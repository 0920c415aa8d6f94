import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// dates.ts converts Vienna wall-clock times with temporal-polyfill (about 34 KiB gzip): fine in the worker, but public
// pages have no room for it (tests/worker/budgets.test.ts). The budget test would only say "too big"; this says why.
const root = path.resolve(import.meta.dirname, '../../../..');
const SERVER_ONLY = [path.join(root, 'src/lib/domain/dates.ts'), 'temporal-polyfill'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** What a module imports: resolved source files for relative paths, package names for the rest. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  const specifiers = [...text.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? '').filter(Boolean);
  return specifiers.map((specifier) => {
    if (!specifier.startsWith('.')) return specifier;
    const base = path.resolve(path.dirname(file), specifier);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
    return candidates.find((candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/)) ?? base;
  });
}

/** Every module a client component reaches, with the chain that leads there. */
function reachedFrom(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (!file.startsWith(root) || !existsSync(file)) continue;
    for (const next of importsOf(file)) {
      if (reached.has(next)) continue;
      reached.set(next, [...(reached.get(file) ?? []), next]);
      queue.push(next);
    }
  }
  return reached;
}

describe('Vienna time conversion stays on the server', () => {
  const clientComponents = sourceFiles(path.join(root, 'src')).filter((file) =>
    /^['"]use client['"]/.test(readFileSync(file, 'utf8')),
  );

  test('the client components are found, so the check below looks at real files', () => {
    expect(clientComponents.length).toBeGreaterThan(5);
  });

  test('no client component imports dates.ts or temporal-polyfill, directly or through other modules', () => {
    const leaks = clientComponents.flatMap((entry) => {
      const reached = reachedFrom(entry);
      return SERVER_ONLY.filter((module) => reached.has(module)).map((module) =>
        (reached.get(module) ?? []).map((file) => path.relative(root, file)).join(' → '),
      );
    });
    expect(leaks).toEqual([]);
  });
});

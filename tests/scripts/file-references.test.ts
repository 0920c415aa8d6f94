import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** The documents a school's IT person reads, and the config that names files. */
const DOCUMENTS = ['README.md', 'SECURITY.md', 'CHANGELOG.md', 'wrangler.toml'];
const REFERENCE = /(?<![\w/.])((?:src|tests|scripts|pocketbase|public|bench|\.ci)\/[\w./[\]-]*[\w\]])/g;

/** Paths git ignores (pb_data, backups, …) exist only once the site has run: naming them is fine. */
const ignored = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
  .filter((line) => line && !line.startsWith('#'));

test.each(DOCUMENTS)('%s names only files and folders that exist', (document) => {
  const text = readFileSync(path.join(root, document), 'utf8');
  const missing = [...new Set([...text.matchAll(REFERENCE)].map(([, reference]) => reference!))].filter(
    (reference) => !existsSync(path.join(root, reference)) && !ignored.some((entry) => reference.startsWith(entry)),
  );
  expect(missing).toEqual([]);
});

test('the version in package.json is the newest CHANGELOG entry, so a tag and its notes agree', () => {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const newest = /^## (\d+\.\d+\.\d+) – \d{4}-\d{2}-\d{2}$/m.exec(
    readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'),
  );
  expect(newest?.[1]).toBe(version);
});

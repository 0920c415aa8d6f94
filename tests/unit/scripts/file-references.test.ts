import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
/** Every document and every source file: comments name paths too, and a stale one misleads the next reader. */
const TEXTS = tracked.filter(
  (file) => /\.(md|ts|tsx|mjs|cjs|js|toml)$/.test(file) && existsSync(path.join(root, file)),
);
const MARKDOWN = TEXTS.filter((file) => file.endsWith('.md'));
const REFERENCE = /(?<![\w/.$:-])((?:src|tests|scripts|pocketbase|public|bench|docs|\.ci)\/[\w./[\]-]*[\w\]])/g;

/** Paths git ignores (pb_data, backups, …) exist only once the site has run: naming them is fine. */
const ignored = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
  .filter((line) => line && !line.startsWith('#'));

/** A markdown link whose text is the path itself ends in `]` right after the path: that bracket is no part of it. */
const withoutLinkEnd = (reference: string) => (reference.includes('[') ? reference : reference.replace(/\]+$/, ''));

test('the documents and sources name only files and folders that exist', () => {
  const missing = TEXTS.flatMap((file) =>
    [
      ...new Set(
        [...readFileSync(path.join(root, file), 'utf8').matchAll(REFERENCE)].map(([, r]) => withoutLinkEnd(r!)),
      ),
    ]
      .filter((reference) => !existsSync(path.join(root, reference)))
      .filter((reference) => !ignored.some((entry) => reference.startsWith(entry)))
      .map((reference) => `${file}: ${reference}`),
  );
  expect(missing).toEqual([]);
});

/** GitHub's anchors: the same slugger the site's host uses for headings. */
function anchorsOf(file: string) {
  const slugger = new GithubSlugger();
  const text = readFileSync(path.join(root, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slugger.slug(heading!)));
}

test('every link between the README, docs/ and the other documents resolves, anchors included', () => {
  const broken = MARKDOWN.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target]) => target!)
      .filter((target) => !/^[a-z]+:/i.test(target))
      .filter((target) => {
        const [where, anchor] = target.split('#') as [string, string | undefined];
        const linked = where ? path.normalize(path.join(path.dirname(file), where)) : file;
        if (!existsSync(path.join(root, linked))) return true;
        return anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(anchor);
      })
      .map((target) => `${file}: ${target}`);
  });
  expect(broken).toEqual([]);
});

test('the README stays one screen, and every guide in docs/ is linked from it', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  expect(readme.split('\n').length).toBeLessThanOrEqual(160);
  const guides = MARKDOWN.filter((file) => file.startsWith('docs/'));
  expect(guides.filter((guide) => !readme.includes(`](${guide})`))).toEqual([]);
});

test('the version in package.json is the newest CHANGELOG entry, so a tag and its notes agree', () => {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const newest = /^## (\d+\.\d+\.\d+) – \d{4}-\d{2}-\d{2}$/m.exec(
    readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'),
  );
  expect(newest?.[1]).toBe(version);
});

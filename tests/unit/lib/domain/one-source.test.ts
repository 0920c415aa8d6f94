import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import files from '../../../../pocketbase/pb_hooks/files.json';
import posts from '../../../../pocketbase/pb_hooks/posts.json';
import publishing from '../../../../pocketbase/pb_hooks/publishing.json';
import { AUTHOR_CREATE_RULE, AUTHOR_UPDATE_RULE } from '../../../../pocketbase/schema/roles.cjs';
import { SITE_COLLECTIONS, VERSIONED_FIELDS } from '../../../../pocketbase/schema/site-schema.cjs';
import { isImageName, isPhotoName, UPLOAD_FIELDS } from '../../../../src/lib/domain/file-types';
import { CATIGORY_LABELS } from '../../../../src/lib/domain/post-areas';
import { MAX_FILES, VERSIONS_KEPT } from '../../../../src/lib/domain/post-form-rules';
import { PUBLIC_FILTER, STATUS_VALUES, UNPUBLISHED_FILTER } from '../../../../src/lib/domain/publishing';

// Each fact lives in one place (pocketbase/pb_hooks/*.json); every other copy derives from it. These tests go red when
// a derived copy is written by hand and drifts. What the copies mean is tested against PocketBase itself
// (tests/pocketbase/publishing-rules.test.ts, upload-rules.test.ts, roles.test.ts).

const root = path.resolve(import.meta.dirname, '../../../..');
const collection = (name: string) => SITE_COLLECTIONS.find((c) => c.name === name)!;
const field = (owner: string, name: string) => collection(owner).fields.find((f) => f.name === name)!;
const quoted = (values: string[]) => values.map((value) => `'${value}'`);

describe('the publishing rule', () => {
  test("the site's filter is the anonymous read rule of posts and calendar", () => {
    for (const name of ['posts', 'calendar']) {
      const rules = collection(name).rules!;
      expect(rules.listRule, name).toBe(`${publishing.staffFilter} || (${PUBLIC_FILTER})`);
      expect(rules.viewRule, name).toBe(rules.listRule);
    }
  });

  test('the filter and its negation name exactly the public statuses', () => {
    const named = (filter: string, operator: string) =>
      [...filter.matchAll(new RegExp(`status ${operator} '([a-z]*)'`, 'g'))].map((match) => match[1]);
    expect(named(PUBLIC_FILTER, '=')).toEqual(publishing.publicStatuses);
    expect(named(UNPUBLISHED_FILTER, '!=')).toEqual(publishing.publicStatuses);
  });

  test('the schedule view counts the records public by status', () => {
    const query = collection(publishing.scheduleCollection).viewQuery!;
    const lists = [...query.matchAll(/status IN \(([^)]*)\)/g)].map((match) => match[1]);
    expect(lists.length).toBeGreaterThan(0);
    expect(new Set(lists)).toEqual(new Set([quoted(publishing.publicStatuses).join(', ')]));
  });

  test("authors' rules keep their records among the statuses that are not public", () => {
    const hidden = publishing.statuses.filter((status) => !publishing.publicStatuses.includes(status));
    for (const rule of [AUTHOR_CREATE_RULE, AUTHOR_UPDATE_RULE]) {
      const sent = [...rule.matchAll(/@request\.body\.status = '([a-z]+)'/g)].map((match) => match[1]);
      expect(sent).toEqual(hidden);
    }
  });

  test('the status type, the status field and publishing.json list the same statuses', () => {
    expect(Object.keys(STATUS_VALUES)).toEqual(publishing.statuses);
    expect(field('posts', 'status').values).toEqual(publishing.statuses);
    expect(field('calendar', 'status').values).toEqual(publishing.statuses);
  });

  test('no other source writes the rule by hand', () => {
    const handWritten = /status\s*!?=\s*'|status\s+IN\s*\(|status\s*[!=]==?\s*['"](published|draft|review|)['"]/;
    const sources = ['src', 'scripts', 'pocketbase/schema', 'pocketbase/pb_hooks', 'pocketbase/pb_migrations'].flatMap(
      (folder) => filesUnder(path.join(root, folder)),
    );
    const copies = sources
      .filter((file) => !file.endsWith('pb_hooks/publishing.cjs') && /\.(ts|tsx|mjs|cjs|js)$/.test(file))
      .filter((file) => handWritten.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(copies).toEqual([]);
  });
});

describe('the facts of posts', () => {
  test('the catigories of the schema, the labels and posts.json are the same', () => {
    expect(field('posts', 'catigory').values).toEqual(posts.catigories);
    expect(Object.keys(CATIGORY_LABELS)).toEqual(posts.catigories);
  });

  test('versions: the fields the schema keeps and how many the dashboard lists come from posts.json', () => {
    expect(VERSIONED_FIELDS).toEqual(posts.versionedFields);
    expect(VERSIONS_KEPT).toBe(posts.versionsKept);
    expect(MAX_FILES).toBe(posts.maxFiles);
    expect(field('posts', 'files').maxSelect).toBe(posts.maxFiles);
  });
});

describe('the upload list', () => {
  test("every file field of the schema takes exactly its kinds' types and sizes, and the list names no other field", () => {
    const schemaFields = SITE_COLLECTIONS.flatMap((c) =>
      c.fields.filter((f) => f.type === 'file').map((f) => ({ key: `${c.name}.${f.name}`, field: f })),
    );
    expect(schemaFields.map(({ key }) => key).sort()).toEqual([...UPLOAD_FIELDS].sort());
    for (const { key, field: schemaField } of schemaFields) {
      const kinds = (files.fields as Record<string, (keyof typeof files.kinds)[]>)[key] ?? [];
      const listed = kinds.map((kind) => files.kinds[kind]);
      expect(new Set(schemaField.mimeTypes as string[]), key).toEqual(
        new Set(listed.flatMap((kind) => kind.types.map((type) => type.mime))),
      );
      expect(schemaField.maxSize, key).toBe(Math.max(...listed.map((kind) => kind.maxBytes)));
    }
  });

  test("PocketBase's hook and the site count the same files as photos", () => {
    const hook = hookModule('file-rules.js') as { isPhotoName: (name: string) => boolean };
    const names = ['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'e.gif', 'f.avif', 'g.bmp', 'h.svg', 'i.pdf', 'j.js', 'k'];
    expect(names.filter(hook.isPhotoName)).toEqual(names.filter(isPhotoName));
    expect(names.filter(isPhotoName)).toEqual(['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'e.gif']);
    expect(isImageName('h.svg')).toBe(true);
  });
});

/**
 * A module of pocketbase/pb_hooks as PocketBase's runtime loads it (CommonJS, `__hooks` its folder), for the parts of
 * it that need none of PocketBase's globals.
 */
function hookModule(name: string): unknown {
  const folder = path.join(root, 'pocketbase/pb_hooks');
  const module = { exports: {} as unknown };
  const requireHere = createRequire(path.join(folder, name));
  const code = readFileSync(path.join(folder, name), 'utf8');
  runInNewContext(`(function (module, exports, require, __hooks) {${code}\n})`, {})(
    module,
    module.exports,
    (id: string) => (id.endsWith('.js') ? hookModule(path.basename(id)) : requireHere(id)),
    folder,
  );
  return module.exports;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (name === 'node_modules' || name === 'pb_data') return [];
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

import { superuserOf } from '../helpers/seeded-pocketbase';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { isPublic, PUBLIC_FILTER, toPublishing, UNPUBLISHED_FILTER } from '../../src/lib/domain/publishing';

// The one rule for "public" (contract.md, "Publishing") as PocketBase enforces it: its anonymous rules, the site's
// own filter and the site's code must agree on every combination of status and publish_at.
const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-rules-pb-'));
let pocketbase: Awaited<ReturnType<typeof startPocketBase>>;
let admin: PocketBase;
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

beforeAll(async () => {
  pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir, seedContent: false });
  admin = await superuserOf(pocketbase.url);
  await admin.collection('users').create({
    email: STAFF.email,
    password: STAFF.password,
    passwordConfirm: STAFF.password,
    verified: true,
  });
});
afterAll(async () => {
  await pocketbase?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function setStatusRequired(name: string, required: boolean) {
  const collection = await admin.collections.getOne(name);
  const fields = collection.fields.map((field) => (field.name === 'status' ? { ...field, required } : field));
  await admin.collections.update(name, { fields });
}

const pbDate = (date: Date) => date.toISOString().replace('T', ' ');
const STATUSES = ['', 'draft', 'review', 'published'];
const hour = 3_600_000;

type Made = { id: string; collectionId: string; files: string[]; status: string; publish_at: string };

describe.each(['posts', 'calendar'])('%s', (collection) => {
  const made: Made[] = [];
  beforeAll(async () => {
    const now = Date.now();
    const publishAts = ['', pbDate(new Date(now - hour)), pbDate(new Date(now + hour))];
    // An empty status cannot be saved any more (the editor must choose); records from before have one.
    await setStatusRequired(collection, false);
    try {
      for (const status of STATUSES) {
        for (const publishAt of publishAts) {
          const form = new FormData();
          form.append('title', `${status || 'leer'} ${publishAt || 'sofort'}`);
          form.append('status', status);
          form.append('publish_at', publishAt);
          if (collection === 'posts') {
            form.append('catigory', 'post');
            form.append('files', new Blob([PIXEL], { type: 'image/png' }), 'bild.png');
          } else form.append('from_date', pbDate(new Date(now + 24 * hour)));
          made.push(await admin.collection(collection).create<Made>(form));
        }
      }
    } finally {
      await setStatusRequired(collection, true);
    }
  });

  const expected = () => made.filter((r) => isPublic(toPublishing(r.status, r.publish_at), new Date()));
  const ids = (records: Array<{ id: string }>) => records.map((r) => r.id).sort();

  test('anonymous visitors list and open exactly what the site calls public', async () => {
    const anonymous = new PocketBase(pocketbase.url);
    expect(ids(await anonymous.collection(collection).getFullList())).toEqual(ids(expected()));
    for (const record of made) {
      const open = await anonymous
        .collection(collection)
        .getOne(record.id)
        .then(() => true)
        .catch(() => false);
      expect(open, `${record.status}/${record.publish_at}`).toBe(expected().includes(record));
    }
  });

  test("the site's own filter and its negation for staff split the records the same way", async () => {
    const staff = new PocketBase(pocketbase.url);
    await staff.collection('users').authWithPassword(STAFF.email, STAFF.password);
    expect(ids(await staff.collection(collection).getFullList({ filter: PUBLIC_FILTER }))).toEqual(ids(expected()));
    const hidden = made.filter((record) => !expected().includes(record));
    expect(ids(await staff.collection(collection).getFullList({ filter: UNPUBLISHED_FILTER }))).toEqual(ids(hidden));
    expect(ids(await staff.collection(collection).getFullList())).toEqual(ids(made));
  });
});

describe("the posts' files", () => {
  test('are served to anonymous visitors only for public posts; staff get them with a file token', async () => {
    const [published, draft] = await Promise.all(
      ['published', 'draft'].map((status) => {
        const form = new FormData();
        form.append('title', `Datei ${status}`);
        form.append('catigory', 'post');
        form.append('status', status);
        form.append('files', new Blob([PIXEL], { type: 'image/png' }), 'foto.png');
        return admin.collection('posts').create<Made>(form);
      }),
    );
    const fileUrl = (record: Made, query = '') =>
      `${pocketbase.url}/api/files/${record.collectionId}/${record.id}/${record.files[0]}${query}`;
    const status = async (url: string) => (await fetch(url)).status;
    expect(await status(fileUrl(published!))).toBe(200);
    expect(await status(fileUrl(published!, '?thumb=320x180'))).toBe(200);
    expect(await status(fileUrl(draft!))).toBe(404);
    expect(await status(fileUrl(draft!, '?thumb=320x180'))).toBe(404);

    const staff = new PocketBase(pocketbase.url);
    await staff.collection('users').authWithPassword(STAFF.email, STAFF.password);
    const token = await staff.files.getToken();
    expect(await status(fileUrl(draft!, `?token=${token}`))).toBe(200);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTHOR, STAFF } from '../../pocketbase/seed/seed.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { SITE_COLLECTIONS } from '../../pocketbase/schema/site-schema.cjs';
import { kindsOf } from '../../src/lib/domain/file-types';
import { uploadProblem } from '../../src/lib/domain/upload-check';
import { PDF, pngHeader, POLYGLOT, POST_FILES, SVG, type UploadFixture } from '../helpers/upload-fixtures';
import { startSeededPocketBase, superuserOf } from '../helpers/seeded-pocketbase';
import { signInWithPassword } from '../helpers/mailbox';

// contract.md, "Files": PocketBase's own hook refuses what the upload list does not take, for every writer (the
// dashboard writes with a staff member's token, the admin UI with a superuser's), and the site's forms say the same.
const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-uploads-pb-'));
let pocketbase: Awaited<ReturnType<typeof startSeededPocketBase>>;
let superuser: PocketBase;
let author: PocketBase;

beforeAll(async () => {
  pocketbase = await startSeededPocketBase({ port: await getFreePort(), dir: dataDir });
  superuser = await superuserOf(pocketbase.url);
  author = new PocketBase(pocketbase.url);
  await author.collection('users').authWithPassword(AUTHOR.email, AUTHOR.password);
}, 120_000);
afterAll(async () => {
  await pocketbase?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const file = ({ bytes, name, type }: Pick<UploadFixture, 'bytes' | 'name' | 'type'>) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

/** An author's draft with one file, as the dashboard sends it: PocketBase's answer (status and the files field's message). */
async function authorDraft(fixture: UploadFixture) {
  const form = new FormData();
  form.set('title', `Upload ${fixture.name}`);
  form.set('status', 'draft');
  form.set('owner', author.authStore.record!.id);
  form.append('files', file(fixture));
  const response = await fetch(`${pocketbase.url}/api/collections/posts/records`, {
    method: 'POST',
    headers: { Authorization: author.authStore.token },
    body: form,
  });
  const answer = (await response.json()) as { id?: string; data?: { files?: { message?: string } } };
  return { status: response.status, id: answer.id, message: answer.data?.files?.message ?? '' };
}

const postsTitled = async (title: string) =>
  (await superuser.collection('posts').getList(1, 1, { filter: superuser.filter('title = {:title}', { title }) }))
    .totalItems;

describe("PocketBase's hook", () => {
  test.each(POST_FILES)(
    'takes or refuses $name in a post as the upload list says, and the site says the same',
    async (fixture) => {
      const answer = await authorDraft(fixture);
      const ours = await uploadProblem(kindsOf('posts.files'), file(fixture));
      if (fixture.allowed) {
        expect(answer.status, answer.message).toBe(200);
        expect(ours).toBeUndefined();
      } else {
        expect(answer.status).toBe(400);
        expect(answer.message).toContain(`„${fixture.name}“`);
        expect(answer.message).toContain(fixture.says);
        expect(ours).toBe(answer.message);
        expect(await postsTitled(`Upload ${fixture.name}`)).toBe(0);
      }
    },
  );

  test('refuses a script for a superuser too, as the admin UI sends it', async () => {
    const form = new FormData();
    form.set('title', 'Admin-UI mit Skript');
    form.set('status', 'draft');
    form.append('files', file({ name: 'mitteilung.js', bytes: POLYGLOT, type: 'text/javascript' }));
    await expect(superuser.collection('posts').create(form)).rejects.toMatchObject({ status: 400 });
    expect(await postsTitled('Admin-UI mit Skript')).toBe(0);
  });

  test('holds for every collection the list names: an SVG is a logo, never a teacher’s photo', async () => {
    const editor = new PocketBase(pocketbase.url);
    await signInWithPassword(editor, STAFF.email, STAFF.password);
    const svg = { name: 'bild.svg', bytes: SVG, type: 'image/svg+xml' };
    await expect(editor.collection('teachers').create({ name: 'Mit SVG', avatar: file(svg) })).rejects.toMatchObject({
      status: 400,
    });
    const school = await superuser.collection('school').getFirstListItem('');
    const logo = await editor.collection('school').update(school.id, { logo: file({ ...svg, name: 'logo.svg' }) });
    expect(logo.logo).toMatch(/^logo_\w+\.svg$/);
    await expect(
      editor
        .collection('general_media')
        .create({ filename: 'sprechstunden-js', file: file({ name: 'x.html', bytes: PDF, type: 'text/html' }) }),
    ).rejects.toMatchObject({ status: 400 });
  });

  test('a photo over the pixel limit is never stored, so no thumb of it is ever made', async () => {
    const before = (await superuser.collection('posts').getList(1, 1)).totalItems;
    const answer = await authorDraft({
      name: 'riesig.png',
      bytes: pngHeader(40_000, 40_000),
      type: 'image/png',
      allowed: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.id).toBeUndefined();
    expect((await superuser.collection('posts').getList(1, 1)).totalItems).toBe(before);
  });
});

describe('the one list', () => {
  test('the schema PocketBase holds is the one the list derives', async () => {
    const posts = await superuser.collections.getOne('posts');
    const files = posts.fields.find((field) => field.name === 'files') as unknown as { mimeTypes: string[] };
    const ours = SITE_COLLECTIONS.find((c) => c.name === 'posts')!.fields.find((field) => field.name === 'files')!;
    expect(files.mimeTypes).toEqual(ours.mimeTypes);
  });
});

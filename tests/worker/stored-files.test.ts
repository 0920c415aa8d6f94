import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPocketBase, superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { PDF, PIXEL_PNG, POLYGLOT, SVG } from '../helpers/upload-fixtures';
import { get, startWorker } from '../helpers/worker';

// contract.md, "Files": the site serves a file only with the type the upload list gives its name; anything else is a
// download, never inline, never as script, style or document. Here the files were stored before the list held (a
// PocketBase without the site's hooks, as a school's was before it copied them): PocketBase sniffed their content
// (a GIF, a PDF), kept their names, and would itself serve `mitteilung_….js` as text/javascript.
const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-stored-files-pb-'));
let pocketbase: Awaited<ReturnType<typeof startPocketBase>>;
let site: Miniflare;
let post: { id: string; collectionId: string; files: string[] };
let school: { id: string; collectionId: string; logo: string };

const upload = (bytes: Uint8Array, name: string, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

beforeAll(async () => {
  pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir, hooks: false });
  const admin = new PocketBase(pocketbase.url);
  const { email, password } = superuserCredentials();
  await admin.collection('_superusers').authWithPassword(email, password);
  const form = new FormData();
  form.set('title', 'Mit alten Dateien');
  form.set('catigory', 'post');
  form.set('status', 'published');
  for (const [bytes, name, type] of [
    [POLYGLOT, 'mitteilung.js', 'text/javascript'],
    [POLYGLOT, 'modul.mjs', 'text/javascript'],
    [POLYGLOT, 'style.css', 'text/css'],
    [PDF, 'seite.html', 'text/html'],
    [PDF, 'seite.xhtml', 'application/xhtml+xml'],
    [PDF, 'daten.xml', 'application/xml'],
    [POLYGLOT, 'bild.gif', 'image/gif'],
    [PIXEL_PNG, 'foto.png', 'image/png'],
    [PDF, 'plan.pdf', 'application/pdf'],
  ] as const) {
    form.append('files', upload(bytes, name, type));
  }
  post = await admin.collection('posts').create(form);
  const record = await admin.collection('school').getFirstListItem('');
  school = await admin.collection('school').update(record.id, { logo: upload(SVG, 'logo.svg', 'image/svg+xml') });
  site = await startWorker({ POCKETBASE_URL: pocketbase.url });
}, 120_000);
afterAll(async () => {
  await site?.dispose();
  await pocketbase?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const stored = (uploaded: string) => {
  const [stem, extension] = uploaded.split('.');
  const name = post.files.find((file) => file.startsWith(`${stem}_`) && file.endsWith(`.${extension}`));
  if (!name) throw new Error(`${uploaded} not among ${post.files.join(', ')}`);
  return name;
};
const served = async (address: string) => {
  const { response } = await get(site, address);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition') ?? '',
    nosniff: response.headers.get('x-content-type-options'),
  };
};

describe('a file stored before the upload list', () => {
  test.each(['mitteilung.js', 'modul.mjs', 'style.css', 'seite.html', 'seite.xhtml', 'daten.xml'])(
    '%s is only ever a download: application/octet-stream, attachment',
    async (uploaded) => {
      const answer = await served(`/api/files/${post.collectionId}/${post.id}/${stored(uploaded)}`);
      expect(answer).toMatchObject({ status: 200, type: 'application/octet-stream', nosniff: 'nosniff' });
      expect(answer.disposition).toMatch(/^attachment; filename="/);
    },
  );

  test('PocketBase itself would have served the script as script', async () => {
    const direct = await fetch(
      `${pocketbase.url}/api/files/${post.collectionId}/${post.id}/${stored('mitteilung.js')}`,
    );
    await direct.body?.cancel();
    expect(direct.headers.get('content-type')).toMatch(/javascript/);
  });

  test('a photo and a PDF are served inline with the type the list gives their names', async () => {
    for (const [uploaded, type] of [
      ['bild.gif', 'image/gif'],
      ['foto.png', 'image/png'],
      ['plan.pdf', 'application/pdf'],
    ]) {
      const answer = await served(`/api/files/${post.collectionId}/${post.id}/${stored(uploaded!)}`);
      expect(answer, uploaded).toMatchObject({ status: 200, type, nosniff: 'nosniff' });
      expect(answer.disposition, uploaded).toMatch(/^inline; /);
    }
  });

  test("the school's SVG logo is an image, but opened on its own it is a download", async () => {
    const answer = await served(`/api/files/${school.collectionId}/${school.id}/${school.logo}`);
    expect(answer).toMatchObject({ status: 200, type: 'image/svg+xml' });
    expect(answer.disposition).toMatch(/^attachment; /);
  });
});

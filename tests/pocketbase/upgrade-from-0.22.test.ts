import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SITE_COLLECTIONS } from '../../pocketbase/schema/site-schema.cjs';
import { TEACHER_ORDER } from '../../src/lib/domain/content-order';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { type RunningPocketBase, startPocketBase, superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { mailCatcherSettings, startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { serveLegacyPocketBase } from '../helpers/legacy-pocketbase';
import { READY_PUSH_KEYS } from '../helpers/vapid';
import { runScript } from '../scripts/run-script';

// tests/fixtures/pb_data-0.22.tgz is the pb_data that main (591e070) made under PocketBase 0.22.20 with
// `npm run pb`: the demo content with its marker, uploaded files, the staff user, the school record and the
// admin. The test serves it with 0.22 first, so that "the same address" means what 0.22 really answered.
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/pb_data-0.22.tgz');
const READY = {
  SITE_URL: 'https://www.bg-musterstadt.example',
  POCKETBASE_URL: 'https://cms.bg-musterstadt.example',
  ...READY_PUSH_KEYS,
};

type Snapshot = Map<string, string>;
const dir = mkdtempSync(path.join(tmpdir(), 'pb-upgrade-'));
let before: Snapshot;
let upgraded: RunningPocketBase;
const startLog: string[] = [];

/** Every record (its JSON, without what 0.23+ adds) and every file, by the address a visitor reads it at. */
async function snapshot(url: string): Promise<Snapshot> {
  const seen: Snapshot = new Map();
  const sha = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');
  // The schedule view, the post versions, the audit log, the redirects, the importer's record and the mail key's hash
  // are new since 0.22:
  // records and files are in the other base collections.
  for (const { name, fields } of SITE_COLLECTIONS.filter(
    ({ type, name }) =>
      type !== 'view' && !['post_versions', 'audit_log', 'imports', 'redirects', 'mail_relay'].includes(name),
  )) {
    const list: { items: Record<string, unknown>[] } = await (
      await fetch(`${url}/api/collections/${name}/records?perPage=500&sort=created`)
    ).json();
    for (const record of list.items) {
      const address = `/api/collections/${name}/records/${record.id}`;
      const view: Record<string, unknown> = await (await fetch(`${url}${address}`)).json();
      // Fields added since (empty on records from before; a teacher's place numbers them as they were shown).
      for (const added of [
        'status',
        'publish_at',
        'owner',
        'alt_texts',
        'review_note',
        'sort',
        'week',
        'a11y_status',
        'a11y_gaps',
        'a11y_checked',
        'urgent',
      ]) {
        delete view[added];
      }
      seen.set(address, JSON.stringify(view, Object.keys(view).sort()));
      for (const field of fields.filter((f) => f.type === 'file')) {
        for (const file of [record[field.name]].flat().filter(Boolean) as string[]) {
          const fileAddress = `/api/files/${record.collectionId}/${record.id}/${file}`;
          const response = await fetch(`${url}${fileAddress}`);
          seen.set(fileAddress, `${response.status} ${sha(await response.arrayBuffer())}`);
        }
      }
    }
  }
  return seen;
}

beforeAll(async () => {
  execFileSync('tar', ['xzf', FIXTURE, '-C', dir]);
  const legacy = await serveLegacyPocketBase(dir);
  try {
    const { status } = await fetch(`${legacy.url}/api/admins/auth-with-password`, { method: 'POST' });
    expect(status, 'the fixture is served by a PocketBase before 0.23 (it has /api/admins)').toBe(400);
    before = await snapshot(legacy.url);
  } finally {
    await legacy.stop();
  }
  upgraded = await startPocketBase({ port: await getFreePort(), dir, log: (line) => startLog.push(line) });
}, 180_000);

afterAll(async () => {
  await upgraded?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('a pb_data from PocketBase 0.22 on 0.40', () => {
  test('every record and every file is served at the same address with the same content', async () => {
    expect(before.size).toBeGreaterThan(120);
    expect([...before.keys()].filter((address) => address.startsWith('/api/files/')).length).toBeGreaterThan(30);
    const after = await snapshot(upgraded.url);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [address, content] of before) expect(after.get(address), address).toBe(content);
  });

  test('its teachers get their places in the order the site showed them, newest first', async () => {
    const ids = async (sort: string) =>
      (
        (await (await fetch(`${upgraded.url}/api/collections/teachers/records?perPage=500&sort=${sort}`)).json()) as {
          items: Array<{ id: string; sort: number }>;
        }
      ).items;
    const shown = await ids('-created');
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.map((teacher) => teacher.sort)).toEqual(shown.map((_, i) => (i + 1) * 10));
    expect((await ids(TEACHER_ORDER)).map((teacher) => teacher.id)).toEqual(shown.map((teacher) => teacher.id));
  });

  test('keeps its demo decision: the start loads nothing and says the demo came before', () => {
    expect(startLog.some((line) => line.startsWith('Demo-Inhalte übersprungen: diese Datenbank hat sie am'))).toBe(
      true,
    );
  });

  test('the admin of 0.22 signs in as superuser, the staff user with the same password', async () => {
    const pb = new PocketBase(upgraded.url);
    const { email, password } = superuserCredentials();
    await expect(pb.collection('_superusers').authWithPassword(email, password)).resolves.toMatchObject({
      record: { email },
    });
    await expect(
      new PocketBase(upgraded.url).collection('users').authWithPassword(STAFF.email, STAFF.password),
    ).resolves.toMatchObject({ record: { email: STAFF.email } });
  });

  test('gets the fields added since, and the doctor passes', async () => {
    const pb = new PocketBase(upgraded.url);
    const { email, password } = superuserCredentials();
    await pb.collection('_superusers').authWithPassword(email, password);
    const posts = await pb.collections.getOne('posts');
    expect(posts.fields.map((field) => field.name)).toEqual(
      expect.arrayContaining(['status', 'publish_at', 'owner', 'alt_texts', 'created', 'updated']),
    );
    // Staff from before keep signing in, with no role (they read the dashboard until a superuser gives them one).
    const staff = await pb.collection('users').getFirstListItem(pb.filter('email = {:email}', { email: STAFF.email }));
    expect(staff.role).toBe('');
    // What the school then does (README, "Upgrading"): its mail server in the settings, the schema with the site's
    // address, so that invitations and new passwords lead there, and the accessibility statement's facts (new since;
    // the doctor names them until then) in the dashboard.
    const mailbox = await startMailCatcher();
    try {
      await pb.settings.update(mailCatcherSettings(mailbox.port));
      const school = await pb.collection('school').getFirstListItem('');
      await pb.collection('school').update(school.id, {
        a11y_status: 'partial',
        a11y_gaps: 'Ältere PDF-Dokumente sind nicht barrierefrei.',
        a11y_checked: '2026-11-20',
      });
      const schema = await runScript('schema.mjs', ['--url', upgraded.url, '--site', READY.SITE_URL], READY);
      expect(schema.code).toBe(0);
      const { code, stdout } = await runScript('doctor.mjs', ['--url', upgraded.url], READY);
      expect(stdout).not.toContain('✗');
      expect(code).toBe(0);
    } finally {
      await mailbox.stop();
    }
  }, 90_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OWNED_WRITE_RULES, SECOND_FACTOR, STAFF_ACCOUNT_RULES } from '../../pocketbase/schema/roles.cjs';
import { staffMailSettings } from '../../pocketbase/schema/staff-mails.cjs';
import { PUBLIC_READ, rulesOf, SITE_COLLECTIONS, USERS_FIELDS } from '../../pocketbase/schema/site-schema.cjs';
import { superuserCredentials, type RunningPocketBase, startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { runScript } from './run-script';

const dir = mkdtempSync(path.join(tmpdir(), 'schema-test-pb-'));
let pocketbase: RunningPocketBase;
let admin: PocketBase;
const snapshot = async (name: string) => JSON.stringify(await admin.collections.getOne(name));

// A PocketBase another application already uses: users with rules of its own, a collection of its own, and a
// `posts` collection with a field the site does not know.
const USERS_RULES = {
  listRule: "@request.auth.id != ''",
  viewRule: "@request.auth.id != ''",
  createRule: '',
  updateRule: 'id = @request.auth.id',
  deleteRule: null,
};
let usersBefore: string;
let foreignBefore: string;

beforeAll(async () => {
  pocketbase = await startPocketBase({ port: await getFreePort(), dir, bare: true });
  admin = new PocketBase(pocketbase.url);
  admin.autoCancellation(false);
  await admin.collection('_superusers').authWithPassword(superuserCredentials().email, superuserCredentials().password);
  await admin.collections.update('users', USERS_RULES);
  await admin.collections.create({
    name: 'elternverein',
    type: 'base',
    fields: [{ name: 'thema', type: 'text' }],
    listRule: null,
  });
  await admin.collections.create({
    name: 'posts',
    type: 'base',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'legacy_slug', type: 'text' },
    ],
  });
  usersBefore = await snapshot('users');
  foreignBefore = await snapshot('elternverein');
}, 60_000);
afterAll(async () => {
  await pocketbase?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const SITE = 'https://www.bg-musterstadt.example';
const run = (...args: string[]) => runScript('schema.mjs', ['--url', pocketbase.url, '--site', SITE, ...args]);

describe('npm run schema', () => {
  test('installs every site collection, keeps an adopter field, sets only our fields, rules and mails of users and leaves foreign collections alone', async () => {
    const { code, stdout } = await run();
    expect(code).toBe(0);
    for (const { name } of SITE_COLLECTIONS) {
      expect(stdout).toMatch(new RegExp(`^  ${name} +${name === 'posts' ? 'aktualisiert' : 'angelegt'}$`, 'm'));
    }
    expect(stdout).toMatch(/^ {2}users +aktualisiert$/m);
    // posts and users were there before.
    expect(stdout).toContain(`Fertig: ${SITE_COLLECTIONS.length - 1} angelegt, 2 aktualisiert, 0 unverändert.`);
    expect(await snapshot('elternverein')).toBe(foreignBefore);
    // users: our fields added, the account rules and the staff mails set; every other field and option as before.
    const users = await admin.collections.getOne('users');
    const before = JSON.parse(usersBefore);
    expect(users.fields.find((field) => field.name === 'role')).toMatchObject({
      type: 'select',
      maxSelect: 1,
      required: false,
      values: ['author', 'editor', 'admin'],
    });
    expect(users).toMatchObject(STAFF_ACCOUNT_RULES);
    expect(users).toMatchObject(SECOND_FACTOR);
    expect(users.otp.emailTemplate.body).toContain('{OTP}');
    expect(users.verificationTemplate.body).toContain(`${SITE}/dash/einladung?token={TOKEN}`);
    expect(users.resetPasswordTemplate.body).toContain(`${SITE}/dash/passwort-neu?token={TOKEN}`);
    const ours = [...USERS_FIELDS.map((field) => field.name)];
    const rest = (collection: Record<string, unknown>) => {
      const others = Object.fromEntries(
        Object.entries(collection).filter(
          ([key]) =>
            !(key in STAFF_ACCOUNT_RULES) &&
            !(key in SECOND_FACTOR) &&
            !(key in staffMailSettings(SITE)) &&
            key !== 'updated',
        ),
      );
      return { ...others, fields: (collection.fields as { name: string }[]).filter((f) => !ours.includes(f.name)) };
    };
    expect(rest(users)).toEqual(rest(before));
    const postsWithOwner = await admin.collections.getOne('posts');
    expect(postsWithOwner.fields.find((field) => field.name === 'owner')?.collectionId).toBe(users.id);
    const versions = await admin.collections.getOne('post_versions');
    expect(versions.fields.find((field) => field.name === 'post')?.collectionId).toBe(postsWithOwner.id);
    expect(versions.fields.find((field) => field.name === 'saved_by')?.collectionId).toBe(users.id);

    for (const definition of SITE_COLLECTIONS) {
      const collection = await admin.collections.getOne(definition.name);
      expect(collection.type).toBe(definition.type ?? 'base');
      for (const rule of Object.keys(PUBLIC_READ) as (keyof typeof PUBLIC_READ)[]) {
        expect(collection[rule], `${definition.name}.${rule}`).toBe(rulesOf(definition)[rule]);
      }
      const types = Object.fromEntries(collection.fields.map((field) => [field.name, field.type]));
      for (const field of definition.fields)
        expect(types[field.name], `${definition.name}.${field.name}`).toBe(field.type);
      if (definition.type !== 'view') {
        expect([types.created, types.updated], definition.name).toEqual(['autodate', 'autodate']);
      }
    }
    const posts = await admin.collections.getOne('posts');
    expect(posts.fields.map((field) => field.name)).toContain('legacy_slug');
    expect(posts.fields.find((field) => field.name === 'status')?.values).toEqual(['draft', 'review', 'published']);
    const classes = await admin.collections.getOne('classes');
    const teacher = posts.fields.find((field) => field.name === 'teacher');
    expect(teacher?.collectionId).toBe((await admin.collections.getOne('teachers')).id);
    expect(classes.id).toBe(posts.fields.find((field) => field.name === 'class')?.collectionId);
    expect(classes.id).toMatch(/^pbc_\d+$/);
  });

  test('a second run changes nothing and says so', async () => {
    const before = await Promise.all(SITE_COLLECTIONS.map(({ name }) => snapshot(name)));
    const users = await snapshot('users');
    const { code, stdout } = await run();
    expect(code).toBe(0);
    expect(stdout).toContain(`Fertig: 0 angelegt, 0 aktualisiert, ${SITE_COLLECTIONS.length + 1} unverändert.`);
    expect(await Promise.all(SITE_COLLECTIONS.map(({ name }) => snapshot(name)))).toEqual(before);
    expect(await snapshot('users')).toBe(users);
  });

  test('the superuser names from before 0.23 still sign in, with a line saying they are deprecated', async () => {
    const { email, password } = superuserCredentials();
    const { code, stdout, stderr } = await runScript('schema.mjs', ['--url', pocketbase.url, '--site', SITE], {
      PB_ADMIN_EMAIL: email,
      PB_ADMIN_PASSWORD: password,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('Fertig:');
    expect(stderr).toContain('PB_ADMIN_EMAIL und PB_ADMIN_PASSWORD sind veraltet');
    expect(stderr).toContain('PB_SUPERUSER_EMAIL und PB_SUPERUSER_PASSWORD');
  });

  test('a collection whose rules someone opened is put back to the site’s rules', async () => {
    await admin.collections.update('calendar', { createRule: '' });
    const { stdout } = await run();
    expect(stdout).toMatch(/^ {2}calendar +aktualisiert$/m);
    expect((await admin.collections.getOne('calendar')).createRule).toBe(OWNED_WRITE_RULES.createRule);
  });

  test("the site can read every collection as a visitor afterwards, the importer's own record aside", async () => {
    const visitor = new PocketBase(pocketbase.url);
    for (const { name, type, rules } of SITE_COLLECTIONS) {
      if (rules?.listRule === null) {
        await expect(visitor.collection(name).getList(1, 1), name).rejects.toMatchObject({ status: 403 });
        continue;
      }
      // The empty collections list nothing; the schedule view has its one row (no time in it yet); the staff's
      // names are for staff only.
      await expect(visitor.collection(name).getList(1, 1), name).resolves.toMatchObject({
        totalItems: type === 'view' && name !== 'staff_names' ? 1 : 0,
      });
    }
  });

  test.each<[string, () => string[], Record<string, string>, string]>([
    [
      'unreachable',
      () => ['--url', 'http://127.0.0.1:9'],
      {},
      'PocketBase unter http://127.0.0.1:9 ist nicht erreichbar',
    ],
    [
      'wrong password',
      () => ['--url', pocketbase.url],
      { PB_SUPERUSER_PASSWORD: 'falsch' },
      'Anmeldung als PocketBase-Superuser admin@schule.test',
    ],
    [
      'wrong password under the name from before 0.23',
      () => ['--url', pocketbase.url],
      { PB_ADMIN_PASSWORD: 'falsch' },
      'Hinweis: PB_ADMIN_PASSWORD ist veraltet (PocketBase-Admins heißen seit 0.23 Superuser)',
    ],
    ['no address', () => [], { POCKETBASE_URL: '' }, 'Welches PocketBase? Aufruf: npm run schema -- --url'],
  ])('%s: a German message and exit code 1', async (_case, args, env, message) => {
    const { code, stderr } = await runScript('schema.mjs', args(), env);
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/at .+\.m?js:\d+/);
  });

  test('a name taken by an auth collection is refused, not converted', async () => {
    await admin.collections.delete('do_you_know');
    await admin.collections.create({ name: 'do_you_know', type: 'auth', fields: [] });
    const { code, stderr } = await run();
    expect(code).toBe(1);
    expect(stderr).toContain('Die Collection „do_you_know“ gibt es in diesem PocketBase schon, aber vom Typ „auth“.');
    expect((await admin.collections.getOne('do_you_know')).type).toBe('auth');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EDITOR_WRITE_RULES, OWNED_WRITE_RULES, POST_WRITE_RULES, ROLES } from '../../pocketbase/schema/roles.cjs';
import { rulesOf, SITE_COLLECTIONS } from '../../pocketbase/schema/site-schema.cjs';
import { superuserCredentials, type RunningPocketBase, startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { refusalStatus } from '../helpers/refusal';
import { impersonated } from '../helpers/staff-sign-in';

// contract.md, "Dashboard (/dash)": PocketBase's own API rules enforce each role, whatever the site forgets; its hooks
// keep the version before every save of a post and refuse to make a photo without alt text public.
const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-roles-pb-'));
let pocketbase: RunningPocketBase;
let admin: PocketBase;
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const ALT_TEXT_MISSING = 'Jedes Foto braucht einen Alternativtext oder die Markierung „Dekorativ“.';
const PASSWORD = 'Rollen-Test-2026';

type Account = { id: string; pb: PocketBase; name: string };
const accounts: Record<'editor' | 'author' | 'otherAuthor' | 'reader', Account> = {} as never;
type Post = RecordModel & { title: string; status: string; owner: string; files: string[]; alt_texts: unknown };

const client = () => {
  const pb = new PocketBase(pocketbase.url);
  pb.autoCancellation(false);
  return pb;
};

beforeAll(async () => {
  pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir, seedContent: false });
  admin = client();
  const { email, password } = superuserCredentials();
  await admin.collection('_superusers').authWithPassword(email, password);
  // 51 updates in a row would meet the project's own limit on writes (*:update).
  await admin.settings.update({ rateLimits: { enabled: false } });
  const roles = { editor: ROLES.editor, author: ROLES.author, otherAuthor: ROLES.author, reader: '' } as const;
  for (const [key, role] of Object.entries(roles) as [keyof typeof accounts, string][]) {
    const name = `Test ${key}`;
    const email = `${key.toLowerCase()}@rollen.test`;
    const user = await admin
      .collection('users')
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, verified: true, name, role });
    // A superuser's impersonation: these tests are about what each role may do, not how it signed in.
    accounts[key] = { id: user.id, pb: await impersonated(pocketbase.url, user), name };
  }
}, 60_000);
afterAll(async () => {
  await pocketbase?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The HTTP status PocketBase refused with (create: 400; update/delete of a record the rule hides: 404). */
const refusal = refusalStatus;

const draftOf = (owner: string, extra: Record<string, unknown> = {}) => ({
  title: 'Entwurf',
  catigory: 'post',
  status: 'draft',
  owner,
  ...extra,
});
/** A post made by the superuser (as the admin UI would). */
const adminPost = (data: Record<string, unknown>) =>
  admin.collection('posts').create<Post>({ catigory: 'post', ...data });
const stored = (id: string) => admin.collection('posts').getOne<Post>(id);

describe('the rules are the ones of pocketbase/schema/roles.cjs', () => {
  test('posts and calendar: roles.cjs owned rules (posts with "Dringend" for editors); every other content collection: editors only', async () => {
    for (const definition of SITE_COLLECTIONS.filter(
      (d) => d.type !== 'view' && !['post_versions', 'audit_log', 'imports', 'mail_relay'].includes(d.name),
    )) {
      const collection = await admin.collections.getOne(definition.name);
      const wanted =
        definition.name === 'posts'
          ? POST_WRITE_RULES
          : definition.name === 'calendar'
            ? OWNED_WRITE_RULES
            : EDITOR_WRITE_RULES;
      expect(rulesOf(definition), definition.name).toMatchObject(wanted);
      for (const [rule, value] of Object.entries(wanted)) expect(collection[rule], definition.name).toBe(value);
    }
  });
});

describe.each(['posts', 'calendar'])('an author, in %s', (name) => {
  const create = (account: Account, data: Record<string, unknown>) =>
    account.pb.collection(name).create<Post>({ title: 'Eintrag', catigory: 'post', ...data });

  test('creates their own draft, and one for review', async () => {
    const { author } = accounts;
    const draft = await create(author, { status: 'draft', owner: author.id });
    expect(draft).toMatchObject({ status: 'draft', owner: author.id });
    await expect(create(author, { status: 'review', owner: author.id })).resolves.toMatchObject({ status: 'review' });
  });

  test.each<[string, Record<string, unknown> | ((a: typeof accounts) => Record<string, unknown>)]>([
    ['published', { status: 'published' }],
    ['empty status (public)', { status: '' }],
    ['a publish_at', { status: 'draft', publish_at: '2030-01-01 07:00:00.000Z' }],
    ['owner someone else', (a) => ({ status: 'draft', owner: a.otherAuthor.id })],
    ['no owner', { status: 'draft', owner: '' }],
  ])('cannot create with %s', async (_case, extra) => {
    const { author } = accounts;
    const data = { status: 'draft', owner: author.id, ...(typeof extra === 'function' ? extra(accounts) : extra) };
    const before = (await admin.collection(name).getList(1, 1)).totalItems;
    expect(await refusal(create(author, data))).toBe(400);
    expect((await admin.collection(name).getList(1, 1)).totalItems).toBe(before);
  });

  test('edits their own draft, and moves it to review', async () => {
    const { author } = accounts;
    const record = await create(author, { status: 'draft', owner: author.id });
    await expect(author.pb.collection(name).update(record.id, { title: 'Geändert' })).resolves.toMatchObject({
      title: 'Geändert',
    });
    await expect(author.pb.collection(name).update(record.id, { status: 'review' })).resolves.toMatchObject({
      status: 'review',
    });
    await expect(author.pb.collection(name).update(record.id, { status: 'draft' })).resolves.toMatchObject({
      status: 'draft',
    });
  });

  test.each<[string, Record<string, unknown> | ((a: typeof accounts) => Record<string, unknown>)]>([
    ['to published', { status: 'published' }],
    ['to an empty status (public)', { status: '' }],
    ['with a publish_at', { publish_at: '2030-01-01 07:00:00.000Z' }],
    ['to someone else', (a) => ({ owner: a.otherAuthor.id })],
  ])('cannot move their own draft %s', async (_case, change) => {
    const { author } = accounts;
    const record = await create(author, { status: 'draft', owner: author.id });
    const data = typeof change === 'function' ? change(accounts) : change;
    expect(await refusal(author.pb.collection(name).update(record.id, { title: 'Versuch', ...data }))).toBe(404);
    expect(await admin.collection(name).getOne(record.id)).toMatchObject({
      title: 'Eintrag',
      status: 'draft',
      owner: author.id,
      publish_at: '',
    });
  });

  test('cannot edit or delete someone else’s draft', async () => {
    const { author, otherAuthor } = accounts;
    const theirs = await create(otherAuthor, { status: 'draft', owner: otherAuthor.id });
    expect(await refusal(author.pb.collection(name).update(theirs.id, { title: 'Übernommen', owner: author.id }))).toBe(
      404,
    );
    expect(await refusal(author.pb.collection(name).delete(theirs.id))).toBe(404);
    expect(await admin.collection(name).getOne(theirs.id)).toMatchObject({ title: 'Eintrag', owner: otherAuthor.id });
  });

  test('cannot edit or delete their own once it is public', async () => {
    const { author, editor } = accounts;
    const record = await create(author, { status: 'review', owner: author.id });
    await editor.pb.collection(name).update(record.id, { status: 'published' });
    expect(await refusal(author.pb.collection(name).update(record.id, { title: 'Nachher' }))).toBe(404);
    expect(await refusal(author.pb.collection(name).update(record.id, { status: 'draft' }))).toBe(404);
    expect(await refusal(author.pb.collection(name).delete(record.id))).toBe(404);
    expect(await admin.collection(name).getOne(record.id)).toMatchObject({ title: 'Eintrag', status: 'published' });
  });

  test('deletes their own draft', async () => {
    const { author } = accounts;
    const record = await create(author, { status: 'draft', owner: author.id });
    await author.pb.collection(name).delete(record.id);
    expect(await refusal(admin.collection(name).getOne(record.id))).toBe(404);
  });
});

describe.each(['posts', 'calendar'])('an editor, in %s', (name) => {
  test('publishes, schedules, unpublishes, edits and deletes anyone’s', async () => {
    const { author, editor } = accounts;
    const record = await author.pb
      .collection(name)
      .create<Post>({ title: 'Von der Autorin', catigory: 'post', status: 'review', owner: author.id });
    const update = (data: Record<string, unknown>) => editor.pb.collection(name).update<Post>(record.id, data);
    await expect(update({ status: 'published' })).resolves.toMatchObject({ status: 'published' });
    await expect(update({ publish_at: '2030-01-01 07:00:00.000Z' })).resolves.toMatchObject({
      publish_at: '2030-01-01 07:00:00.000Z',
    });
    await expect(update({ status: 'draft', publish_at: '' })).resolves.toMatchObject({ status: 'draft' });
    await expect(update({ title: 'Redigiert' })).resolves.toMatchObject({ title: 'Redigiert', owner: author.id });
    await editor.pb.collection(name).delete(record.id);
    expect(await refusal(admin.collection(name).getOne(record.id))).toBe(404);
  });

  test('creates published and scheduled records of its own', async () => {
    const { editor } = accounts;
    await expect(
      editor.pb.collection(name).create({ title: 'Sofort', catigory: 'post', status: 'published', owner: editor.id }),
    ).resolves.toMatchObject({ status: 'published' });
    await expect(
      editor.pb.collection(name).create({
        title: 'Geplant',
        catigory: 'post',
        status: 'published',
        publish_at: '2030-01-01 07:00:00.000Z',
      }),
    ).resolves.toMatchObject({ publish_at: '2030-01-01 07:00:00.000Z' });
  });
});

describe('"Dringend" (parents told at once, also at night)', () => {
  test('an editor marks a post urgent; an author can neither create nor edit one so', async () => {
    const { author, editor } = accounts;
    const urgent = await editor.pb.collection('posts').create<Post & { urgent: boolean }>({
      title: 'Schule geschlossen',
      catigory: 'post',
      status: 'published',
      urgent: true,
      owner: editor.id,
    });
    expect(urgent.urgent).toBe(true);
    const draft = { title: 'Sturmwarnung', catigory: 'post', status: 'draft', owner: author.id };
    expect(await refusal(author.pb.collection('posts').create({ ...draft, urgent: true }))).toBe(400);
    const mine = await author.pb.collection('posts').create<Post>(draft);
    expect(await refusal(author.pb.collection('posts').update(mine.id, { urgent: true }))).toBe(404);
    expect((await stored(mine.id)) as Post & { urgent: boolean }).toMatchObject({ urgent: false });
  });
});

describe('staff without a role', () => {
  test.each(['posts', 'calendar'])('create, edit and delete nothing in %s (but read drafts)', async (name) => {
    const { reader, author } = accounts;
    const draft = await author.pb
      .collection(name)
      .create({ title: 'Entwurf', catigory: 'post', status: 'draft', owner: author.id });
    expect(await refusal(reader.pb.collection(name).create(draftOf(reader.id)))).toBe(400);
    expect(await refusal(reader.pb.collection(name).update(draft.id, { title: 'Nein' }))).toBe(404);
    expect(await refusal(reader.pb.collection(name).delete(draft.id))).toBe(404);
    await expect(reader.pb.collection(name).getOne(draft.id)).resolves.toMatchObject({ title: 'Entwurf' });
  });
});

describe('the other content (teachers, classes, …): editors only', () => {
  const SAMPLES: Record<string, () => Record<string, unknown>> = {
    teachers: () => ({ name: 'Frau Test' }),
    classes: () => ({ name: '1X' }),
    carousel: () => ({ description: 'Bild', idx: 1 }),
    bikeline_bests: () => ({ ranking: 1, name: 'Test' }),
    general_media: () => ({ filename: `test_${Math.random().toString(36).slice(2)}` }),
    saying_of_the_week: () => ({ text: 'Übung macht den Meister.' }),
    do_you_know: () => ({ text: 'Wusstest du?' }),
    school: () => ({ name: 'Testschule' }),
    redirects: () => ({ from: `/alt-${Math.random().toString(36).slice(2)}/`, to: '/posts' }),
  };
  const names = SITE_COLLECTIONS.filter(
    (d) =>
      d.type !== 'view' &&
      !['posts', 'calendar', 'post_versions', 'audit_log', 'imports', 'mail_relay'].includes(d.name),
  ).map((d) => d.name);

  test('every such collection has a sample here', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...names].sort());
  });

  test.each(names)('%s: an author and staff without a role create, edit and delete nothing', async (name) => {
    const existing = await admin.collection(name).create(SAMPLES[name]!());
    for (const account of [accounts.author, accounts.reader]) {
      expect(await refusal(account.pb.collection(name).create(SAMPLES[name]!())), account.name).toBe(400);
      expect(await refusal(account.pb.collection(name).update(existing.id, SAMPLES[name]!())), account.name).toBe(404);
      expect(await refusal(account.pb.collection(name).delete(existing.id)), account.name).toBe(404);
    }
    await expect(admin.collection(name).getOne(existing.id)).resolves.toMatchObject({ id: existing.id });
  });

  test.each(names)('%s: an editor creates, edits and deletes', async (name) => {
    const { editor } = accounts;
    const record = await editor.pb.collection(name).create(SAMPLES[name]!());
    await editor.pb.collection(name).update(record.id, SAMPLES[name]!());
    await editor.pb.collection(name).delete(record.id);
    expect(await refusal(admin.collection(name).getOne(record.id))).toBe(404);
  });
});

describe("the importer's record of what it brought (imports)", () => {
  test('nobody but a superuser reads or writes it, editors and admins included', async () => {
    const post = await admin.collection('posts').create({ title: 'Importiert', catigory: 'post', status: 'draft' });
    const row = await admin.collection('imports').create({ source_key: `guid-${post.id}`, post: post.id, state: {} });
    for (const account of Object.values(accounts)) {
      expect(await refusal(account.pb.collection('imports').getList(1, 1)), account.name).toBe(403);
      expect(await refusal(account.pb.collection('imports').getOne(row.id)), account.name).toBe(403);
      expect(
        await refusal(account.pb.collection('imports').create({ source_key: 'x', post: post.id })),
        account.name,
      ).toBe(403);
      expect(await refusal(account.pb.collection('imports').delete(row.id)), account.name).toBe(403);
    }
  });
});

describe("the hash of the key parents' mails are sent with (mail_relay)", () => {
  test('nobody but a superuser reads or writes it, editors and admins included', async () => {
    const row = await admin.collection('mail_relay').create({ key_hash: 'a'.repeat(64) });
    for (const account of Object.values(accounts)) {
      expect(await refusal(account.pb.collection('mail_relay').getList(1, 1)), account.name).toBe(403);
      expect(
        await refusal(account.pb.collection('mail_relay').update(row.id, { key_hash: 'b'.repeat(64) })),
        account.name,
      ).toBe(403);
      expect(
        await refusal(account.pb.collection('mail_relay').create({ key_hash: 'b'.repeat(64) })),
        account.name,
      ).toBe(403);
    }
    await admin.collection('mail_relay').delete(row.id);
  });
});

describe('staff accounts', () => {
  test('nobody gives themselves a role, nor changes the name others see them by', async () => {
    for (const account of [accounts.reader, accounts.author, accounts.editor]) {
      const users = account.pb.collection('users');
      const before = (await admin.collection('users').getOne(account.id)).role;
      for (const role of [ROLES.editor, ROLES.author, '']) {
        if (role !== before)
          expect(await refusal(users.update(account.id, { role })), `${account.name} → ${role}`).toBe(404);
      }
      expect((await admin.collection('users').getOne(account.id)).role).toBe(before);
      expect(await refusal(users.update(account.id, { name: 'Direktorin' })), account.name).toBe(404);
      expect((await admin.collection('users').getOne(account.id)).name).toBe(account.name);
    }
  });

  test('nobody verifies themselves, nor changes another account', async () => {
    const unverified = await admin.collection('users').create({
      email: 'neu@rollen.test',
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      verified: false,
      role: ROLES.author,
    });
    // Unverified accounts cannot sign in (authRule), so try it with a token of a verified one on its own record.
    const { reader, editor } = accounts;
    expect(await refusal(reader.pb.collection('users').update(reader.id, { verified: false }))).toBe(400);
    expect(await refusal(editor.pb.collection('users').update(unverified.id, { verified: true }))).toBe(404);
    expect((await admin.collection('users').getOne(unverified.id)).verified).toBe(false);
  });
});

describe('post versions', () => {
  const versionsOf = (post: string) =>
    admin
      .collection('post_versions')
      .getFullList({ filter: admin.filter('post = {:post}', { post }), sort: '-created' });

  test('an update keeps the version before it, with who saved it', async () => {
    const { author, editor } = accounts;
    const post = await author.pb.collection('posts').create<Post>(draftOf(author.id, { title: 'Erste Fassung' }));
    expect(await versionsOf(post.id)).toHaveLength(0);
    await author.pb.collection('posts').update(post.id, { title: 'Zweite Fassung' });
    await editor.pb.collection('posts').update(post.id, { title: 'Dritte Fassung', status: 'published' });
    const versions = await versionsOf(post.id);
    expect(versions).toHaveLength(2);
    expect(versions[1]).toMatchObject({
      saved_by: author.id,
      saved_by_name: author.name,
      data: { title: 'Erste Fassung', status: 'draft', owner: author.id, catigory: 'post' },
    });
    expect(versions[0]).toMatchObject({
      saved_by: editor.id,
      saved_by_name: editor.name,
      data: { title: 'Zweite Fassung', status: 'draft' },
    });
  });

  test('an author who tried to rename themselves "Direktorin" signs versions with the name IT gave them', async () => {
    const { author, editor } = accounts;
    await refusal(author.pb.collection('users').update(author.id, { name: 'Direktorin' }));
    const post = await editor.pb.collection('posts').create<Post>(draftOf(editor.id, { title: 'Von der Redaktion' }));
    await editor.pb.collection('posts').update(post.id, { title: 'Von der Redaktion, geändert' });
    const mine = await author.pb.collection('posts').create<Post>(draftOf(author.id, { title: 'Eigener' }));
    await author.pb.collection('posts').update(mine.id, { title: 'Eigener, geändert' });
    const names = [...(await versionsOf(post.id)), ...(await versionsOf(mine.id))].map((v) => v.saved_by_name);
    expect(names).toEqual([editor.name, author.name]);
    expect(names).not.toContain('Direktorin');
  });

  test('an account without a name signs versions as such, never with its e-mail address', async () => {
    const email = 'ohne-namen@rollen.test';
    const user = await admin
      .collection('users')
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, verified: true, role: ROLES.editor });
    const nameless = await impersonated(pocketbase.url, user);
    const post = await nameless.collection('posts').create<Post>(draftOf(nameless.authStore.record!.id));
    await nameless.collection('posts').update(post.id, { title: 'Ohne Namen, geändert' });
    const [version] = await versionsOf(post.id);
    expect(version?.saved_by_name).toBe('Konto ohne Namen');
    expect(JSON.stringify(version)).not.toContain(email);
  });

  test('a refused update keeps no version', async () => {
    const { author } = accounts;
    const post = await author.pb.collection('posts').create<Post>(draftOf(author.id));
    expect(await refusal(author.pb.collection('posts').update(post.id, { status: 'published' }))).toBe(404);
    expect(await refusal(author.pb.collection('posts').update(post.id, { catigory: 'unbekannt' }))).toBe(400);
    expect(await versionsOf(post.id)).toHaveLength(0);
  });

  test('a superuser’s update (the admin UI) keeps one too', async () => {
    const post = await adminPost({ title: 'Vom Admin', status: 'draft' });
    await admin.collection('posts').update(post.id, { title: 'Vom Admin, geändert' });
    const versions = await versionsOf(post.id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ saved_by: '', saved_by_name: 'Administrator', data: { title: 'Vom Admin' } });
  });

  test('51 updates keep the newest 50', async () => {
    const { editor } = accounts;
    const post = await editor.pb.collection('posts').create<Post>(draftOf(editor.id, { title: 'Fassung 0' }));
    for (let n = 1; n <= 51; n++) await editor.pb.collection('posts').update(post.id, { title: `Fassung ${n}` });
    const titles = (await versionsOf(post.id)).map((v) => (v.data as { title: string }).title);
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe('Fassung 50');
    expect(titles.at(-1)).toBe('Fassung 1');
    expect(titles).not.toContain('Fassung 0');
  });

  test('only staff read versions, and nobody writes them through the API', async () => {
    const { editor, reader } = accounts;
    const post = await editor.pb.collection('posts').create<Post>(draftOf(editor.id));
    await editor.pb.collection('posts').update(post.id, { title: 'Neu' });
    const [version] = await versionsOf(post.id);
    await expect(reader.pb.collection('post_versions').getOne(version!.id)).resolves.toMatchObject({ post: post.id });
    expect(await refusal(client().collection('post_versions').getOne(version!.id))).toBe(404);
    expect((await client().collection('post_versions').getList(1, 1)).totalItems).toBe(0);
    expect(await refusal(editor.pb.collection('post_versions').create({ post: post.id, data: {} }))).toBe(403);
    expect(await refusal(editor.pb.collection('post_versions').update(version!.id, { saved_by_name: 'x' }))).toBe(403);
    expect(await refusal(editor.pb.collection('post_versions').delete(version!.id))).toBe(403);
  });

  test('deleting a post deletes its versions', async () => {
    const { editor } = accounts;
    const post = await editor.pb.collection('posts').create<Post>(draftOf(editor.id));
    await editor.pb.collection('posts').update(post.id, { title: 'Neu' });
    expect(await versionsOf(post.id)).toHaveLength(1);
    await editor.pb.collection('posts').delete(post.id);
    expect(await versionsOf(post.id)).toHaveLength(0);
  });
});

describe('alt texts', () => {
  const withPhoto = (data: Record<string, unknown>, fileName = 'klassenfoto.png') => {
    const form = new FormData();
    for (const [key, value] of Object.entries(data)) {
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    form.append('files', new Blob([PIXEL], { type: 'image/png' }), fileName);
    return form;
  };
  async function refusedForAltText(promise: Promise<unknown>) {
    try {
      await promise;
    } catch (error) {
      if (!(error instanceof ClientResponseError)) throw error;
      expect(error.status).toBe(400);
      expect(error.response.message).toBe(ALT_TEXT_MISSING);
      expect(error.response.data.alt_texts).toMatchObject({ message: ALT_TEXT_MISSING });
      return;
    }
    throw new Error('PocketBase saved a public post with a photo without alt text');
  }

  test('publishing a post whose photo has no alt text is refused in German, at the field', async () => {
    const { editor } = accounts;
    const draft = await editor.pb.collection('posts').create<Post>(withPhoto(draftOf(editor.id)));
    await refusedForAltText(editor.pb.collection('posts').update(draft.id, { status: 'published' }));
    expect((await stored(draft.id)).status).toBe('draft');
    // The same for a schedule: a future publish_at is public soon enough.
    await refusedForAltText(
      editor.pb.collection('posts').update(draft.id, { status: 'published', publish_at: '2030-01-01 07:00:00.000Z' }),
    );
  });

  test('with an alt text, or marked decorative (""), it is published', async () => {
    const { editor } = accounts;
    for (const text of ['Die 1A vor dem Schultor', '']) {
      const draft = await editor.pb.collection('posts').create<Post>(withPhoto(draftOf(editor.id)));
      const [file] = draft.files;
      await expect(
        editor.pb.collection('posts').update(draft.id, { status: 'published', alt_texts: { [file!]: text } }),
      ).resolves.toMatchObject({ status: 'published', alt_texts: { [file!]: text } });
    }
  });

  test('created public: refused without alt text; the name the file was uploaded with counts', async () => {
    const { editor } = accounts;
    await refusedForAltText(
      editor.pb.collection('posts').create(withPhoto(draftOf(editor.id, { status: 'published' }))),
    );
    const post = await editor.pb
      .collection('posts')
      .create<Post>(
        withPhoto(
          draftOf(editor.id, { status: 'published', alt_texts: { 'sportfest.png': 'Staffellauf' } }),
          'sportfest.png',
        ),
      );
    expect(post.files[0]).not.toBe('sportfest.png');
    expect(post.alt_texts).toEqual({ [post.files[0]!]: 'Staffellauf' });
  });

  test('a photo added to a public post needs one too; PDFs and drafts need none', async () => {
    const { editor } = accounts;
    const post = await editor.pb.collection('posts').create<Post>({ ...draftOf(editor.id), status: 'published' });
    const addPhoto = new FormData();
    addPhoto.append('files+', new Blob([PIXEL], { type: 'image/png' }), 'neu.png');
    await refusedForAltText(editor.pb.collection('posts').update(post.id, addPhoto));
    const addPdf = new FormData();
    addPdf.append('files+', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'brief.pdf');
    await expect(editor.pb.collection('posts').update<Post>(post.id, addPdf)).resolves.toMatchObject({
      files: [expect.stringMatching(/\.pdf$/)],
    });
    const draft = await editor.pb.collection('posts').create<Post>(withPhoto(draftOf(editor.id)));
    expect(draft.files).toHaveLength(1);
  });

  test('an old public post without alt texts stays editable', async () => {
    const { editor } = accounts;
    // Saved by a superuser (not held to alt texts), as posts from before the check were.
    const old = await admin
      .collection('posts')
      .create<Post>(withPhoto({ title: 'Alt', catigory: 'post', status: 'published' }));
    await expect(editor.pb.collection('posts').update(old.id, { title: 'Alt, korrigiert' })).resolves.toMatchObject({
      title: 'Alt, korrigiert',
    });
  });
});

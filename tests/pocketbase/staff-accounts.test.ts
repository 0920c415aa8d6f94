import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase, { ClientResponseError, type RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import AUDIT from '../../pocketbase/pb_hooks/audit.json';
import STAFF from '../../pocketbase/pb_hooks/staff.json';
import { startMailCatcher, mailCatcherSettings } from '../../scripts/lib/mail-catcher.mjs';
import { superuserCredentials, type RunningPocketBase, startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { codesIn, signInWithPassword } from '../helpers/mailbox';
import { refusalStatus } from '../helpers/refusal';

// contract.md, "Staff accounts and sign-in": admins manage the staff accounts, by PocketBase's own rules and hooks,
// whoever writes (the dashboard, the API, the admin UI); mails go out through the SMTP server in PocketBase's
// settings (here a real one on loopback that parses every mail).
const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-staff-pb-'));
let pocketbase: RunningPocketBase;
let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
let superuser: PocketBase;
const PASSWORD = 'Konten-Test-2026';
const SITE = 'http://127.0.0.1:8787';
type Account = { id: string; pb: PocketBase; email: string };
const accounts = {} as Record<'admin' | 'editor' | 'author', Account>;
type User = RecordModel & { email: string; name: string; role: string; verified: boolean; deactivated: boolean };
type Entry = RecordModel & { action: string; actor: string; actor_name: string; target_id: string; details: any };

const client = () => {
  const pb = new PocketBase(pocketbase.url);
  pb.autoCancellation(false);
  return pb;
};

/** Signed in with a password, and with the mailed code when the account needs a second factor (editors, admins). */
const signedIn = (email: string, password = PASSWORD): Promise<PocketBase> =>
  signInWithPassword(client(), email, password, codesIn(mailbox));

const status = refusalStatus;

const logOf = (filter: string, params: Record<string, unknown> = {}) =>
  superuser
    .collection('audit_log')
    .getFullList<Entry>({ filter: superuser.filter(filter, params), sort: '-created,-@rowid' });

let sequence = 0;
/** An account made as IT would (verified, with a password), for a test of its own. */
async function account(role: string, extra: Record<string, unknown> = {}): Promise<Account> {
  const email = `konto-${++sequence}@konten.test`;
  const user = await superuser.collection('users').create({
    email,
    name: `Konto ${sequence}`,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    verified: true,
    role,
    ...extra,
  });
  return { id: user.id, pb: await signedIn(email), email };
}

/** An invitation as the dashboard sends it: the account, then the invitation mail. */
async function invite(by: Account, data: { email: string; name: string; role: string }) {
  const random = (crypto.randomUUID() + crypto.randomUUID()).replace(/-/g, '');
  const user = await by.pb
    .collection('users')
    .create<User>({ ...data, password: random, passwordConfirm: random, emailVisibility: false });
  await by.pb.send(`/api/site/staff/${user.id}/invitation`, { method: 'POST' });
  const mail = await mailbox.waitFor((m) => m.to.includes(data.email) && m.subject.startsWith('Einladung'));
  return { user, mail };
}

const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';

beforeAll(async () => {
  mailbox = await startMailCatcher();
  pocketbase = await startPocketBase({ port: await getFreePort(), dir: dataDir, seedContent: false });
  superuser = client();
  const { email, password } = superuserCredentials();
  await superuser.collection('_superusers').authWithPassword(email, password);
  await superuser.settings.update({ ...mailCatcherSettings(mailbox.port), rateLimits: { enabled: false } });
  accounts.admin = await account(STAFF.roles.admin);
  accounts.editor = await account(STAFF.roles.editor);
  accounts.author = await account(STAFF.roles.author);
}, 60_000);
afterAll(async () => {
  await pocketbase?.stop();
  await mailbox?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an admin manages the staff accounts; nobody else does', () => {
  test('an admin lists every account; an editor or author sees only their own', async () => {
    const all = await accounts.admin.pb.collection('users').getFullList<User>();
    expect(all.map((u) => u.id)).toEqual(expect.arrayContaining([accounts.editor.id, accounts.author.id]));
    for (const who of [accounts.editor, accounts.author]) {
      expect((await who.pb.collection('users').getFullList()).map((u) => u.id)).toEqual([who.id]);
    }
  });

  test('an invitation mail, in German with the school name, sets a password valid for 7 days, once', async () => {
    const { user, mail } = await invite(accounts.admin, {
      email: 'neu@konten.test',
      name: 'Neue Kollegin',
      role: STAFF.roles.author,
    });
    expect(user).toMatchObject({ verified: false, role: STAFF.roles.author });
    expect(mail.subject).toBe('Einladung zur Website von Mittelschule Sonnenberg');
    expect(mail.text).toContain('Guten Tag Neue Kollegin');
    const link = mail.links.find((href) => href.startsWith(`${SITE}/dash/einladung?token=`));
    const token = tokenOf(link);
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(Math.round((claims.exp * 1000 - Date.now()) / 86_400_000)).toBe(STAFF.invitationDays);
    // Not verified yet: PocketBase refuses its sign-in with the right password.
    expect(await status(signedIn('neu@konten.test', user.password ?? 'x'))).toBeGreaterThanOrEqual(400);

    const accept = (body: Record<string, string>) =>
      client().send('/api/site/invitations/accept', { method: 'POST', body });
    expect(await status(accept({ token, password: 'Gewählt-2026!', passwordConfirm: 'Anders-2026!' }))).toBe(400);
    await accept({ token, password: 'Gewählt-2026!', passwordConfirm: 'Gewählt-2026!' });
    const colleague = await signedIn('neu@konten.test', 'Gewählt-2026!');
    expect(colleague.authStore.record).toMatchObject({ role: STAFF.roles.author, verified: true });
    // The link works once: the new password changed the account's token key.
    expect(await status(accept({ token, password: 'Nochmal-2026!', passwordConfirm: 'Nochmal-2026!' }))).toBe(400);
  });

  test('an editor or author cannot invite, rename, give roles, deactivate or remove', async () => {
    const target = await account('');
    for (const who of [accounts.editor, accounts.author]) {
      const data = { email: `x-${who.id}@konten.test`, password: PASSWORD, passwordConfirm: PASSWORD, role: 'admin' };
      expect(await status(who.pb.collection('users').create(data))).toBeGreaterThanOrEqual(400);
      for (const change of [{ name: 'Anders' }, { role: 'admin' }, { deactivated: true }]) {
        expect(await status(who.pb.collection('users').update(target.id, change))).toBe(404);
        expect(await status(who.pb.collection('users').update(who.id, change))).toBe(404);
      }
      expect(await status(who.pb.collection('users').delete(target.id))).toBe(404);
      expect(await status(who.pb.send(`/api/site/staff/${target.id}/invitation`, { method: 'POST' }))).toBe(403);
    }
    expect(await superuser.collection('users').getOne<User>(target.id)).toMatchObject({
      name: expect.stringMatching(/^Konto /),
      role: '',
      deactivated: false,
    });
  });

  test("an admin renames and gives roles, but never sets another account's password, e-mail or verification", async () => {
    const target = await account(STAFF.roles.author);
    const admin = accounts.admin.pb.collection('users');
    await expect(admin.update(target.id, { name: 'Umbenannt', role: STAFF.roles.editor })).resolves.toMatchObject({
      name: 'Umbenannt',
      role: STAFF.roles.editor,
    });
    expect(await status(admin.update(target.id, { password: 'Fremd-2026!!', passwordConfirm: 'Fremd-2026!!' }))).toBe(
      400,
    );
    expect(await status(admin.update(target.id, { email: 'fremd@konten.test' }))).toBe(400);
    expect(await status(admin.update(target.id, { last_sign_in: '2020-01-01 00:00:00.000Z' }))).toBe(404);
    await expect(signedIn(target.email)).resolves.toBeDefined();
  });

  test('deactivating ends the sessions at once, and signing in is refused until reactivated', async () => {
    const target = await account(STAFF.roles.editor);
    await accounts.admin.pb.collection('users').update(target.id, { deactivated: true });
    expect(await status(target.pb.collection('users').authRefresh())).toBe(401);
    expect(await status(target.pb.collection('posts').create({ title: 'x', catigory: 'post', status: 'draft' }))).toBe(
      400,
    );
    expect(await status(signedIn(target.email))).toBe(403);
    await accounts.admin.pb.collection('users').update(target.id, { deactivated: false });
    await expect(signedIn(target.email)).resolves.toBeDefined();
  });

  test('the last active admin cannot be demoted, deactivated or removed; with a second one, they can', async () => {
    const admin = accounts.admin;
    const users = () => admin.pb.collection('users');
    for (const change of [{ role: STAFF.roles.editor }, { deactivated: true }]) {
      const refused = await users()
        .update(admin.id, change)
        .catch((error) => error);
      expect(refused).toBeInstanceOf(ClientResponseError);
      expect(refused.response.message).toBe(STAFF.lastAdmin);
    }
    // Not through the admin UI either.
    expect(await status(superuser.collection('users').update(admin.id, { role: '' }))).toBe(400);
    expect(await status(superuser.collection('users').delete(admin.id))).toBe(400);
    expect(await status(users().delete(admin.id))).toBe(404); // nobody removes their own account

    const second = await account(STAFF.roles.admin);
    await second.pb.collection('users').update(admin.id, { role: STAFF.roles.editor });
    expect(await status(second.pb.collection('users').update(second.id, { role: '' }))).toBe(400);
    await second.pb.collection('users').update(admin.id, { role: STAFF.roles.admin });
    await second.pb
      .collection('users')
      .delete(second.id)
      .catch(() => undefined); // own: refused
    await admin.pb.collection('users').delete(second.id);
  });
});

describe('forgotten passwords', () => {
  test('a reset mail leads to the site; an unknown address gets the same answer and no mail', async () => {
    const target = await account(STAFF.roles.author);
    const before = mailbox.mails.length;
    await client().collection('users').requestPasswordReset('niemand@konten.test');
    await client().collection('users').requestPasswordReset(target.email);
    const mail = await mailbox.waitFor((m) => m.to.includes(target.email) && m.subject.startsWith('Neues Passwort'));
    expect(mail.subject).toBe('Neues Passwort für die Website von Mittelschule Sonnenberg');
    const token = tokenOf(mail.links.find((href) => href.startsWith(`${SITE}/dash/passwort-neu?token=`)));
    await client().collection('users').confirmPasswordReset(token, 'Neu-gesetzt-2026', 'Neu-gesetzt-2026');
    await expect(signedIn(target.email, 'Neu-gesetzt-2026')).resolves.toBeDefined();
    expect(mailbox.mails.slice(before).filter((m) => m.to.includes('niemand@konten.test'))).toEqual([]);
    expect((await logOf('action = "password_reset" && target_id = {:id}', { id: target.id })).length).toBe(1);
  });
});

describe('the audit log', () => {
  test('records account changes, sign-ins and publishing with who and when; only admins read it', async () => {
    const target = await account(STAFF.roles.author);
    await accounts.admin.pb.collection('users').update(target.id, { role: STAFF.roles.editor, name: 'Neuer Name' });
    await accounts.admin.pb.collection('users').update(target.id, { deactivated: true });
    expect(await status(signedIn(target.email, 'falsch-falsch'))).toBe(400);
    const post = await accounts.editor.pb
      .collection('posts')
      .create({ title: 'Sporttag', catigory: 'post', status: 'published' });
    await accounts.editor.pb.collection('posts').update(post.id, { status: 'draft' });
    // The dashboard names a restore of an earlier version (src/lib/content/editing.ts, saveRecord).
    await accounts.editor.pb
      .collection('posts')
      .update(post.id, { title: 'Sporttag' }, { headers: { 'X-Site-Action': 'restore' } });
    await accounts.editor.pb.collection('posts').delete(post.id);

    const about = await logOf('target_id = {:id}', { id: target.id });
    const actions = about.map((entry) => entry.action).reverse();
    expect(actions).toEqual(['invite', 'sign_in', 'rename', 'role_change', 'deactivate', 'sign_in_failed']);
    const roleChange = about.find((entry) => entry.action === 'role_change')!;
    expect(roleChange).toMatchObject({ actor: accounts.admin.id, details: { from: 'author', to: 'editor' } });
    expect(about.find((entry) => entry.action === 'invite')!.actor_name).toMatch(/^IT \(/);
    const posts = await logOf('target_id = {:id}', { id: post.id });
    expect(posts.map((entry) => entry.action).reverse()).toEqual(['publish', 'unpublish', 'restore', 'delete']);
    expect(posts.every((entry) => entry.actor === accounts.editor.id && entry.target_label === 'Sporttag')).toBe(true);
    expect(Object.keys(AUDIT.actions)).toEqual(expect.arrayContaining(actions));

    expect((await accounts.admin.pb.collection('audit_log').getList(1, 5)).totalItems).toBeGreaterThan(0);
    for (const who of [accounts.editor, accounts.author]) {
      expect((await who.pb.collection('audit_log').getList(1, 5)).totalItems).toBe(0);
      expect(await status(who.pb.collection('audit_log').delete(roleChange.id))).toBe(403);
    }
  });
});

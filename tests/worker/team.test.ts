import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN, AUTHOR, STAFF } from '../../pocketbase/seed/seed.mjs';
import { mailCatcherSettings, startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { seededPocketBaseFor, superuserOf } from '../helpers/seeded-pocketbase';
import { signInAtSite as signInAt } from '../helpers/staff-sign-in';
import { codesIn } from '../helpers/mailbox';
import { get, startWorker } from '../helpers/worker';

// contract.md, "Staff accounts and sign-in": the Administration manages the team in /dash/team, without JavaScript;
// colleagues take up their invitations and reset forgotten passwords through mails that really arrive (a real SMTP
// server on loopback), against a PocketBase of this file's own.
const ORIGIN = 'http://127.0.0.1:8787';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN };
const pocketbase = seededPocketBaseFor('team');
let worker: Miniflare;
let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
let superuser: PocketBase;

beforeAll(async () => {
  mailbox = await startMailCatcher();
  superuser = await superuserOf(pocketbase.url);
  await superuser.settings.update({ ...mailCatcherSettings(mailbox.port), rateLimits: { enabled: false } });
  worker = await startWorker({ POCKETBASE_URL: pocketbase.url });
});
afterAll(async () => {
  await worker?.dispose();
  await mailbox?.stop();
});

/** Signs in at this file's worker; the codes of editors and admins arrive in this file's mailbox. */
const signInAtSite = (site: Miniflare, account: { email: string; password: string }) =>
  signInAt(site, account, { codes: codesIn(mailbox) });

/** A form posted as the browser with `cookie` would post it (no JavaScript). */
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  get(worker, path, {
    method: 'POST',
    headers: { ...FORM, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

/** The page a redirect leads to, in the same browser: its cookies, and the form cookie the answer set. */
const follow = async (answer: Awaited<ReturnType<typeof get>>, cookie?: string) => {
  const set = answer.response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='));
  const cookies = [...(cookie ? [cookie] : []), ...set].join('; ');
  return get(worker, answer.response.headers.get('location') ?? '', { headers: cookies ? { cookie: cookies } : {} });
};

const account = (email: string) =>
  superuser.collection('users').getFirstListItem(superuser.filter('email = {:email}', { email }));

/** The path and query of a mail's link to the site. */
const pathOf = (link: string | undefined) => {
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
};

describe('an admin manages the team in /dash/team', () => {
  test('invites a colleague; the mail arrives, its link sets a password, and the colleague signs in with the role', async () => {
    const admin = await signInAtSite(worker, ADMIN);
    const page = await get(worker, '/dash/team', { headers: { cookie: admin } });
    expect(page.response.status).toBe(200);
    expect(page.text).toContain('Demo Lehrkraft');
    expect(page.text).toContain('lehrer@schule.test');
    expect(page.text).toContain('Jemanden einladen');

    const invited = await post(
      '/dash/team',
      { aktion: 'einladen', email: 'neue.kollegin@schule.test', name: 'Neue Kollegin', role: 'author' },
      admin,
    );
    expect(invited.response.headers.get('location')).toBe('/dash/team?eingeladen=1');
    expect((await follow(invited, admin)).text).toContain('Die Einladung ist unterwegs.');
    const mail = await mailbox.waitFor((m) => m.to.includes('neue.kollegin@schule.test'));
    expect(mail.subject).toBe('Einladung zur Website von Mittelschule Sonnenberg');
    const link = mail.links.find((href) => href.includes('/dash/einladung?token='));

    const welcome = await get(worker, pathOf(link));
    expect(welcome.response.status).toBe(200);
    expect(welcome.text).toContain('neue.kollegin@schule.test');
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const differ = await post('/dash/einladung', {
      token,
      password: 'Kollegin-2026!',
      passwordConfirm: 'anders-2026!',
    });
    expect((await follow(differ)).text).toContain('Die beiden Passwörter stimmen nicht überein.');
    const accepted = await post('/dash/einladung', {
      token,
      password: 'Kollegin-2026!',
      passwordConfirm: 'Kollegin-2026!',
    });
    expect(accepted.response.headers.get('location')).toBe(
      '/dash/login?email=neue.kollegin%40schule.test&eingeladen=1',
    );
    expect((await follow(accepted)).text).toContain('Ihr Passwort ist festgelegt');
    const colleague = await signInAtSite(worker, { email: 'neue.kollegin@schule.test', password: 'Kollegin-2026!' });
    expect((await account('neue.kollegin@schule.test')).role).toBe('author');
    expect((await get(worker, '/dash/start', { headers: { cookie: colleague } })).response.status).toBe(200);
    // Used once: the link is spent.
    const again = await post('/dash/einladung', { token, password: 'Nochmal-2026!', passwordConfirm: 'Nochmal-2026!' });
    expect((await follow(again)).text).toContain('Dieser Link ist abgelaufen oder wurde schon verwendet.');
  });

  test('an address that has an account already is named at its field, and what was typed stays', async () => {
    const admin = await signInAtSite(worker, ADMIN);
    const refused = await post(
      '/dash/team',
      { aktion: 'einladen', email: STAFF.email, name: 'Doppelt', role: 'editor' },
      admin,
    );
    const page = await follow(refused, admin);
    expect(page.text).toContain('Zu dieser E-Mail-Adresse gibt es schon ein Konto oder eine Einladung.');
    expect(page.text).toContain('value="Doppelt"');
    const bad = await follow(
      await post('/dash/team', { aktion: 'einladen', email: 'kein-at', name: '' }, admin),
      admin,
    );
    expect(bad.text).toContain('Das ist keine gültige E-Mail-Adresse');
    expect(bad.text).toContain('Bitte geben Sie den Namen an');
  });

  test('an editor or author sees no team and cannot invite: PocketBase refuses too, and no account is made', async () => {
    for (const who of [STAFF, AUTHOR]) {
      const cookie = await signInAtSite(worker, who);
      const page = await get(worker, '/dash/team', { headers: { cookie } });
      expect(page.text).toContain('Die Konten des Teams verwaltet die Administration der Schule');
      expect(page.text).not.toContain('lehrer@schule.test');
      const start = await get(worker, '/dash/start', { headers: { cookie } });
      expect(start.text).not.toContain('href="/dash/team"');
      const email = `versuch-${who.role}@schule.test`;
      await post('/dash/team', { aktion: 'einladen', email, name: 'Versuch', role: 'admin' }, cookie);
      expect((await superuser.collection('users').getList(1, 1, { filter: `email = "${email}"` })).totalItems).toBe(0);
    }
    expect(
      (await get(worker, '/dash/start', { headers: { cookie: await signInAtSite(worker, ADMIN) } })).text,
    ).toContain('href="/dash/team"');
  });

  test('a role change and a deactivation take effect at once, the running session included', async () => {
    const admin = await signInAtSite(worker, ADMIN);
    const user = await superuser.collection('users').create({
      email: 'wechsel@schule.test',
      name: 'Wechsel',
      password: 'Wechsel-2026!',
      passwordConfirm: 'Wechsel-2026!',
      verified: true,
      role: 'author',
    });
    const colleague = await signInAtSite(worker, { email: 'wechsel@schule.test', password: 'Wechsel-2026!' });
    const saved = await post(`/dash/team/${user.id}`, { aktion: 'speichern', name: 'Wechsel', role: 'editor' }, admin);
    expect(saved.response.headers.get('location')).toBe(`/dash/team/${user.id}?gespeichert=1`);
    const form = await get(worker, '/dash/posts/new', { headers: { cookie: colleague } });
    expect(form.text).toContain('Veröffentlichen');

    await post(`/dash/team/${user.id}`, { aktion: 'deaktivieren' }, admin);
    const after = await get(worker, '/dash/start', { headers: { cookie: colleague } });
    expect(after.response.status).toBe(302);
    expect(after.response.headers.get('location')).toMatch(/^\/dash\/login/);
    const signIn = await post('/dash/login', { email: 'wechsel@schule.test', password: 'Wechsel-2026!' });
    expect(signIn.response.headers.get('location')).toContain('fehler=unbestaetigt');
  });

  test('the last admin is kept, with the reason in German; another account is removed after a confirmation', async () => {
    const admin = await signInAtSite(worker, ADMIN);
    const adminId = (await account(ADMIN.email)).id;
    const demoted = await post(
      `/dash/team/${adminId}`,
      { aktion: 'speichern', name: ADMIN.name, role: 'editor' },
      admin,
    );
    expect((await follow(demoted, admin)).text).toContain('Die Schule braucht mindestens eine aktive Administration.');
    expect((await account(ADMIN.email)).role).toBe('admin');

    const leaver = await superuser.collection('users').create({
      email: 'geht@schule.test',
      name: 'Geht',
      password: 'Geht-2026!!',
      passwordConfirm: 'Geht-2026!!',
      verified: true,
      role: 'author',
    });
    const unconfirmed = await post(`/dash/team/${leaver.id}`, { aktion: 'entfernen' }, admin);
    expect((await follow(unconfirmed, admin)).text).toContain('Bitte bestätigen Sie');
    const removed = await post(`/dash/team/${leaver.id}`, { aktion: 'entfernen', bestaetigt: 'ja' }, admin);
    expect(removed.response.headers.get('location')).toBe('/dash/team?entfernt=1');
    expect((await superuser.collection('users').getList(1, 1, { filter: `id = "${leaver.id}"` })).totalItems).toBe(0);
  });

  test('the audit log shows who did what, filtered; an editor cannot read it', async () => {
    const admin = await signInAtSite(worker, ADMIN);
    const table = (html: string) => html.slice(html.indexOf('<table'), html.indexOf('</table>'));
    const log = table((await get(worker, '/dash/protokoll?aktion=invite', { headers: { cookie: admin } })).text);
    expect(log).toContain('Eingeladen');
    expect(log).toContain('Neue Kollegin');
    expect(log).toContain('Demo Schulleitung');
    const removals = table((await get(worker, '/dash/protokoll?aktion=remove', { headers: { cookie: admin } })).text);
    expect(removals).toContain('Geht');
    expect(removals).not.toContain('Neue Kollegin');
    const editor = await get(worker, '/dash/protokoll', { headers: { cookie: await signInAtSite(worker, STAFF) } });
    expect(editor.text).toContain('Die Konten des Teams verwaltet die Administration der Schule');
    expect(editor.text).not.toContain('<table');
  });
});

describe('Passwort vergessen?', () => {
  test('sends a reset mail whose link sets a new password; an unknown address gets the same answer', async () => {
    const login = await get(worker, '/dash/login');
    expect(login.text).toContain('href="/dash/passwort-vergessen"');
    const known = await post('/dash/passwort-vergessen', { email: AUTHOR.email });
    const unknown = await post('/dash/passwort-vergessen', { email: 'niemand@schule.test' });
    expect(known.response.headers.get('location')).toBe('/dash/passwort-vergessen?gesendet=1');
    expect(unknown.response.headers.get('location')).toBe(known.response.headers.get('location'));
    expect((await follow(known)).text).toContain('Wenn es zu dieser Adresse ein Konto gibt');

    const mail = await mailbox.waitFor((m) => m.to.includes(AUTHOR.email) && m.subject.startsWith('Neues Passwort'));
    const link = mail.links.find((href) => href.includes('/dash/passwort-neu?token='));
    expect((await get(worker, pathOf(link))).text).toContain('Neues Passwort festlegen');
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const short = await post('/dash/passwort-neu', { token, password: 'kurz', passwordConfirm: 'kurz' });
    expect((await follow(short)).text).toContain('Das Passwort braucht mindestens 8 Zeichen.');
    const done = await post('/dash/passwort-neu', {
      token,
      password: 'Neu-Autorin-2026',
      passwordConfirm: 'Neu-Autorin-2026',
    });
    expect(done.response.headers.get('location')).toBe('/dash/login?passwort=neu');
    await expect(signInAtSite(worker, { email: AUTHOR.email, password: 'Neu-Autorin-2026' })).resolves.toMatch(
      /^staff_session=/,
    );
    expect(mailbox.mails.some((m) => m.to.includes('niemand@schule.test'))).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import PocketBase from 'pocketbase';
import { mailCatcherSettings, startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { seededPocketBaseFor, superuserOf } from '../helpers/seeded-pocketbase';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { runScript } from './run-script';
import { passwordAnswer } from '../helpers/staff-sign-in';

// README, "Staff accounts": a school makes its first admin with one command, once; after that nobody needs the
// admin UI for accounts.
const pocketbase = seededPocketBaseFor('school-admin');
let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
let superuser: PocketBase;
const run = (...args: string[]) => runScript('school-admin.mjs', ['--url', pocketbase.url, ...args]);
const byEmail = (email: string) =>
  superuser.collection('users').getFirstListItem(superuser.filter('email = {:email}', { email }));

beforeAll(async () => {
  mailbox = await startMailCatcher();
  superuser = await superuserOf(pocketbase.url);
  await superuser.settings.update(mailCatcherSettings(mailbox.port));
});
afterAll(async () => {
  await mailbox?.stop();
});

describe('npm run school:admin', () => {
  test('an existing account becomes admin and keeps its password', async () => {
    const { code, stdout } = await run('--email', STAFF.email.toUpperCase());
    expect(code).toBe(0);
    expect(stdout).toContain(`${STAFF.email} ist jetzt Administration der Schule`);
    expect((await byEmail(STAFF.email)).role).toBe('admin');
    // The password still holds: PocketBase accepts it and asks an admin for the mailed code.
    expect(await passwordAnswer(pocketbase.url, STAFF)).toBe('second-factor');
  });

  test('a new address gets an account with the role, not yet verified, and its invitation mail', async () => {
    const { code, stdout } = await run('--email', 'direktion@schule.test', '--name', 'Frau Direktorin');
    expect(code).toBe(0);
    expect(stdout).toContain('die Einladung ist unterwegs');
    expect(await byEmail('direktion@schule.test')).toMatchObject({
      role: 'admin',
      verified: false,
      name: 'Frau Direktorin',
    });
    const mail = await mailbox.waitFor((m) => m.to.includes('direktion@schule.test'));
    expect(mail.subject).toBe('Einladung zur Website von Mittelschule Sonnenberg');
  });

  test('without an address it says how to call it, and exits 1', async () => {
    const { code, stderr } = await run();
    expect(code).toBe(1);
    expect(stderr).toContain('npm run school:admin -- --email');
  });
});

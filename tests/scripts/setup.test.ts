import { readFileSync, statSync } from 'node:fs';
import { parseEnv } from 'node:util';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { STAFF_ACCOUNT_RULES } from '../../pocketbase/schema/roles.cjs';
import { RATE_LIMIT_RULES } from '../../pocketbase/schema/security-settings.cjs';
import type { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { type RunningPocketBase, superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { emptySchool, OTHER_SCHOOL } from '../helpers/moving-in';
import { superuserOf } from '../helpers/seeded-pocketbase';
import { runScript } from './run-script';

// contract.md, "Moving in": from an empty PocketBase 0.40 (as a school downloads and starts it: no collections of
// ours, no hooks) to a school the doctor passes, with one command and a file of answers; no admin-UI step.
vi.setConfig({ testTimeout: 150_000 });

const SITE = 'https://www.bg-musterstadt.example';
const PUBLIC_POCKETBASE = 'https://cms.bg-musterstadt.example';
// The accent colour is no question of setup: the school sets it in the dashboard once it sees its site.
const { accent_color: _colour, ...SCHOOL } = OTHER_SCHOOL;
const ADMIN = 'direktion@bg-musterstadt.example';

let school: Awaited<ReturnType<typeof emptySchool>>;
let pocketbase: RunningPocketBase;
let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
let envFile: string;
let admin: PocketBase;

const answers = (overrides: Record<string, unknown> = {}) => ({
  site: SITE,
  pocketbase: { url: PUBLIC_POCKETBASE, connect: pocketbase.url, superuser: superuserCredentials() },
  school: SCHOOL,
  mail: {
    host: '127.0.0.1',
    port: mailbox.port,
    senderAddress: 'website@bg-musterstadt.example',
    senderName: 'Website BG Musterstadt',
  },
  admin: { email: ADMIN, name: 'Dir. Dr. Max Beispiel' },
  ...overrides,
});
const setup = (config: unknown = answers()) => school.setup(config);

beforeAll(async () => {
  school = await emptySchool();
  ({ pocketbase, mailbox, envFile } = school);
  admin = await superuserOf(pocketbase.url);
}, 120_000);
afterAll(async () => {
  await school?.stop();
});

describe('npm run setup -- --config FILE', () => {
  test('a file lacking answers is refused before anything is done, naming each answer in German', async () => {
    const { pocketbase: reach, site } = answers();
    const { code, stderr } = await setup({ site, pocketbase: reach, school: { name: 'Nur ein Name' } });
    expect(code).toBe(1);
    expect(stderr).toContain('Es fehlen Angaben für die Einrichtung');
    expect(stderr).toContain('mail.host: Mailserver der Schule');
    expect(stderr).toContain('school.a11y_status: Stand der Barrierefreiheit');
    expect(stderr).toContain('admin.email: E-Mail der ersten Administration');
    expect(stderr).not.toContain('school.name');
    // Refused before the first step: PocketBase is as empty as it was.
    expect((await admin.collections.getFullList()).map((c) => c.name)).not.toContain('school');
  });

  test('takes an empty PocketBase to a school the doctor passes, and invites the first admin', async () => {
    const { code, stdout, stderr } = await setup();
    expect(stderr).toBe('');
    expect(code, stdout).toBe(0);
    expect(stdout).toContain('Bereit. Weiter mit:');

    // Everything docs/adopting.md used to have typed in the admin UI.
    const settings = await admin.settings.getAll();
    expect(settings.rateLimits.enabled).toBe(true);
    expect(settings.rateLimits.rules.map((rule: { label: string }) => rule.label).sort()).toEqual(
      RATE_LIMIT_RULES.map((rule) => rule.label).sort(),
    );
    expect(settings.trustedProxy.headers).toEqual(['CF-Connecting-IP']);
    expect(settings.smtp).toMatchObject({ enabled: true, host: '127.0.0.1', port: mailbox.port });
    expect(settings.meta).toMatchObject({ appName: SCHOOL.name, senderAddress: 'website@bg-musterstadt.example' });
    expect(settings.backups).toMatchObject({ cron: '0 2 * * *', cronMaxKeep: 7 });
    expect(await admin.collection('school').getFirstListItem('')).toMatchObject(SCHOOL);
    const users = await admin.collections.getOne('users');
    expect(users.createRule).toBe(STAFF_ACCOUNT_RULES.createRule);
    // The hooks were copied where this PocketBase reads them, and it loaded them by itself.
    const hooks = await (await fetch(`${pocketbase.url}/api/site-hooks`)).json();
    expect(hooks).toMatchObject({ posts: 1, files: 1, staff: 1, audit: 1, review: 1 });

    const invitation = await mailbox.waitFor((mail) => mail.to.includes(ADMIN));
    expect(invitation.subject).toBe(`Einladung zur Website von ${SCHOOL.name}`);
    expect(invitation.links.some((link) => link.startsWith(`${SITE}/dash/`))).toBe(true);
    expect(await admin.collection('users').getFirstListItem(`email = "${ADMIN}"`)).toMatchObject({
      role: 'admin',
      verified: false,
    });
    await mailbox.waitFor((mail) => mail.to.includes('website@bg-musterstadt.example'));

    // site.env: the addresses and push keys, for the owner alone.
    expect(statSync(envFile).mode & 0o777).toBe(0o600);
    const written = parseEnv(readFileSync(envFile, 'utf8'));
    expect(written).toMatchObject({
      SITE_URL: SITE,
      POCKETBASE_URL: PUBLIC_POCKETBASE,
      SCHOOL_NAME: SCHOOL.name,
      SCHOOL_SHORT_NAME: SCHOOL.short_name,
    });
    expect(written.VAPID_PUBLIC_KEY).toMatch(/^[\w-]{87}$/);
    expect(written.VAPID_SUBJECT).toBe(`mailto:${SCHOOL.email}`);

    // The doctor, run on its own as before a deploy, agrees.
    const doctor = await runScript('doctor.mjs', ['--url', pocketbase.url], { SITE_ENV_FILE: envFile });
    expect(doctor.stdout).toContain('Alles bereit.');
    expect(doctor.code, doctor.stdout).toBe(0);
  });

  test('a second run changes nothing and says so: no record touched, no second invitation', async () => {
    const before = {
      school: await admin.collection('school').getFirstListItem(''),
      settings: await admin.settings.getAll(),
      env: readFileSync(envFile, 'utf8'),
      invitations: mailbox.mails.filter((mail) => mail.to.includes(ADMIN)).length,
    };
    const { code, stdout } = await setup();
    expect(code, stdout).toBe(0);
    expect(stdout).toContain('Nichts geändert: alles war schon so eingerichtet.');
    expect(stdout).not.toMatch(/^→/m);
    expect((await admin.collection('school').getFirstListItem('')).updated).toBe(before.school.updated);
    expect(await admin.settings.getAll()).toEqual(before.settings);
    expect(readFileSync(envFile, 'utf8')).toBe(before.env);
    expect(mailbox.mails.filter((mail) => mail.to.includes(ADMIN)).length).toBe(before.invitations);
  });

  test('a changed answer changes only that, and the run names it', async () => {
    const { code, stdout } = await setup(answers({ school: { ...SCHOOL, phone: '+43 732 999 999' } }));
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/^→ Angaben zur Schule: geändert\n\s+geändert: phone$/m);
    expect(stdout).toMatch(/^✓ Einstellungen von PocketBase: unverändert/m);
    expect((await admin.collection('school').getFirstListItem('')).phone).toBe('+43 732 999 999');
  });

  test.each([
    ['{"site": "https://www.schule.at", ', 'ist kein gültiges JSON'],
    [JSON.stringify({ site: 'www.schule.at', mail: { port: 'fünf' } }), 'site (die Adresse der Website)'],
    [
      JSON.stringify({ school: { a11y_status: 'meistens' } }),
      'Stand der Barrierefreiheit (WCAG 2.2 AA): eines von full',
    ],
  ])('a broken file (%s) gets a German answer, no stack trace', async (config, message) => {
    const { code, stderr } = await setup(config);
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(stderr).not.toMatch(/\n\s+at |Error:/);
  });
});

import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { STAFF_ACCOUNT_RULES } from '../../pocketbase/schema/roles.cjs';
import { RATE_LIMIT_RULES } from '../../pocketbase/schema/security-settings.cjs';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import { type RunningPocketBase, startPocketBase, superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { superuserOf } from '../helpers/seeded-pocketbase';
import { runScript } from './run-script';

// contract.md, "Moving in": from an empty PocketBase 0.40 (as a school downloads and starts it: no collections of
// ours, no hooks) to a school the doctor passes, with one command and a file of answers; no admin-UI step.
vi.setConfig({ testTimeout: 150_000 });

const SITE = 'https://www.bg-musterstadt.example';
const PUBLIC_POCKETBASE = 'https://cms.bg-musterstadt.example';
const SCHOOL = {
  name: 'BG/BRG Musterstadt',
  short_name: 'BG Musterstadt',
  school_type: 'Bundesgymnasium und Bundesrealgymnasium',
  street: 'Gymnasiumstraße 7',
  postcode: '4020',
  city: 'Linz',
  phone: '+43 732 123 456',
  email: 'office@bg-musterstadt.example',
  owner: 'Republik Österreich (Bund)',
  representative: 'Dir. Dr. Max Beispiel',
  authority: 'Bildungsdirektion für Oberösterreich',
  privacy_contact: 'Mag. Eva Daten, datenschutz@bildung-ooe.example',
  hosting: 'PocketBase auf einem Server der Schule in Linz (Österreich)',
  a11y_status: 'partial',
  a11y_gaps: 'Ältere PDF-Dokumente sind nicht barrierefrei.',
  a11y_checked: '2026-11-20',
};
const ADMIN = 'direktion@bg-musterstadt.example';

const dir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-setup-'));
const envFile = path.join(dir, 'site.env');
const configFile = path.join(dir, 'setup.json');
let pocketbase: RunningPocketBase;
let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
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
const setup = (config: unknown = answers()) => {
  writeFileSync(configFile, typeof config === 'string' ? config : JSON.stringify(config));
  return runScript('setup.mjs', ['--config', configFile], { SITE_ENV_FILE: envFile });
};

// A PocketBase as the school starts it: bare (no collections of ours), its hooks folder empty; superuser only.
beforeAll(async () => {
  mailbox = await startMailCatcher();
  pocketbase = await startPocketBase({
    port: await getFreePort(),
    dir: path.join(dir, 'pb'),
    bare: true,
    hooks: false,
  });
  admin = await superuserOf(pocketbase.url);
}, 120_000);
afterAll(async () => {
  await pocketbase?.stop();
  await mailbox?.stop();
  rmSync(dir, { recursive: true, force: true });
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

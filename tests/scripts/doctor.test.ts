import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SITE_COLLECTIONS } from '../../pocketbase/schema/site-schema.cjs';
import { STAFF_ACCOUNT_RULES } from '../../pocketbase/schema/roles.cjs';
import { installSchema } from '../../scripts/lib/install-schema.mjs';
import { mailCatcherSettings, startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';
import {
  checkHooks,
  checkSettings,
  checkStoredFiles,
  checkVersion,
  isLocalHost,
} from '../../scripts/lib/doctor-checks.mjs';
import { formatFindings, runDoctor } from '../../scripts/lib/doctor.mjs';
import { superuserCredentials, type RunningPocketBase, startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { SERVICE_TOKEN, startAccessProxy } from '../helpers/access-proxy';
import { LEGACY_VERSION, serveLegacyPocketBase } from '../helpers/legacy-pocketbase';
import { READY_PUSH_KEYS } from '../helpers/vapid';
import { runScript } from './run-script';
import { startSignInProvider } from '../helpers/sign-in-provider';
import { seededPocketBaseFor, superuserOf } from '../helpers/seeded-pocketbase';

// Each test runs the doctor (or the deploy) as a school does, a node process of its own against a real PocketBase:
// with four files side by side that takes its time, which is no promise of the doctor's.
vi.setConfig({ testTimeout: 90_000 });

/** A site ready to go live, as far as settings go; PocketBase itself is checked at --url. */
const READY = {
  SITE_URL: 'https://www.bg-musterstadt.example',
  POCKETBASE_URL: 'https://cms.bg-musterstadt.example',
  ...READY_PUSH_KEYS,
};
/** What wrangler.toml ships: nothing in the environment. */
const DEFAULTS = { SITE_URL: undefined, POCKETBASE_URL: undefined };

/** The doctor said each of these findings (a line of its report, or its start). */
function expectFindings(stdout: string, findings: string[]) {
  for (const finding of findings) expect(stdout, finding).toContain(finding);
}

describe('settings a deploy ships', () => {
  test.each([
    ['127.0.0.1', true],
    ['127.8.9.1', true],
    ['localhost', true],
    ['schule.localhost', true],
    ['[::1]', true],
    ['0.0.0.0', true],
    ['10.0.0.5', true],
    ['172.16.0.1', true],
    ['172.31.255.1', true],
    ['192.168.1.20', true],
    ['169.254.1.1', true],
    ['[fd00::1]', true],
    ['172.32.0.1', false],
    ['11.0.0.1', false],
    ['cms.bg-musterstadt.example', false],
  ])('%s is local: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });

  test.each([
    [{}, ['SITE_URL fehlt', 'POCKETBASE_URL fehlt']],
    [
      { SITE_URL: 'schule', POCKETBASE_URL: 'http://127.0.0.1:8090' },
      ['SITE_URL ist keine Adresse', 'POCKETBASE_URL ist http://127.0.0.1:8090 – eine lokale Adresse'],
    ],
    [
      { SITE_URL: 'http://www.schule.at', POCKETBASE_URL: 'http://localhost:8090' },
      [
        'SITE_URL ist http://www.schule.at – ohne https',
        'POCKETBASE_URL ist http://localhost:8090 – eine lokale Adresse',
      ],
    ],
    [READY, []],
  ])('%j: problems %j', (settings, problems) => {
    const findings = checkSettings(settings);
    expect(findings.filter((f) => !f.ok).map((f) => f.text)).toEqual(problems.map((p) => expect.stringContaining(p)));
    for (const finding of findings.filter((f) => !f.ok)) expect('fix' in finding && finding.fix).toMatch(/https:\/\//);
  });

  test.each<[Record<string, string>, string[]]>([
    [{ DEBUG_HEADERS: '1' }, ['DEBUG_HEADERS ist gesetzt (1)']],
    [{ CACHE_TTL_SECONDS: '0' }, ['CACHE_TTL_SECONDS ist 0']],
    [{ CACHE_TTL_SECONDS: '9' }, ['CACHE_TTL_SECONDS ist 9']],
    [{ CACHE_TTL_SECONDS: 'bald' }, ['CACHE_TTL_SECONDS ist bald']],
    [{ CACHE_TTL_SECONDS: '10' }, []],
    [{ HSTS_PRELOAD: '1' }, ['HSTS_PRELOAD=1 ohne HSTS_INCLUDE_SUBDOMAINS=1']],
    [{ HSTS_PRELOAD: '1', HSTS_INCLUDE_SUBDOMAINS: '1' }, []],
  ])('debug and HSTS settings %j: problems %j', (extra, problems) => {
    const findings = checkSettings({ ...READY, ...extra });
    expect(findings.filter((f) => !f.ok).map((f) => f.text)).toEqual(problems.map((p) => expect.stringContaining(p)));
  });

  test.each([
    [{}, '✓ HSTS ein Jahr für diese Adresse (Subdomains ausgenommen'],
    [{ HSTS_INCLUDE_SUBDOMAINS: '1' }, '✓ HSTS ein Jahr für diese Adresse und alle Subdomains'],
    [{ HSTS_INCLUDE_SUBDOMAINS: '1', HSTS_PRELOAD: '1' }, 'und alle Subdomains, zur Preload-Liste angemeldet'],
  ])('HSTS %j is named as %s', (extra, line) => {
    expect(formatFindings(checkSettings({ ...READY, ...extra }))).toContain(line);
  });

  test.each<[string | undefined, boolean, 'ok' | 'warning' | 'problem']>([
    ['0.40.4', true, 'ok'],
    ['0.40.0', true, 'ok'],
    ['0.41.0', true, 'warning'],
    ['1.0.0', true, 'warning'],
    ['0.39.9', true, 'warning'],
    ['0.23.0', true, 'warning'],
    ['0.22.20', true, 'problem'],
    ['0.22.20', false, 'problem'],
    [undefined, false, 'problem'],
    [undefined, true, 'warning'],
  ])('PocketBase %s (superusers API: %s) is %s', (version, superusers, verdict) => {
    const finding = checkVersion({ version, superusers });
    expect(finding.ok ? ('warning' in finding ? 'warning' : 'ok') : 'problem').toBe(verdict);
  });
});

describe('npm run doctor against a PocketBase without the schema', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'doctor-bare-pb-'));
  let bare: RunningPocketBase;
  beforeAll(async () => {
    bare = await startPocketBase({ port: await getFreePort(), dir, bare: true });
  }, 60_000);
  afterAll(async () => {
    await bare?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('names every missing collection, open sign-up and the missing school record, and exits 1', async () => {
    const { code, stdout, stderr } = await runScript('doctor.mjs', ['--url', bare.url], READY);
    expect(code).toBe(1);
    expect(stdout).toContain('✓ PocketBase 0.40.');
    for (const { name } of SITE_COLLECTIONS) expect(stdout).toContain(`✗ Collection „${name}“ fehlt`);
    expect(stdout).toContain(`→ Schema installieren: npm run schema -- --url ${bare.url}`);
    expectFindings(stdout, [
      '✗ „users“ ist offen für Registrierungen',
      '✗ „users“ lässt auch unbestätigte oder deaktivierte Konten anmelden (Authentication rule).',
      '✗ PocketBase begrenzt Anmeldeversuche nicht',
      '! Das PocketBase-Admin-UI nimmt Superuser-Anmeldungen von jeder Adresse an.',
      '✗ Der Datensatz der Schule (Collection „school“) fehlt.',
      '✗ „users“ fehlen die Felder „role“, „deactivated“, „last_sign_in“, „sign_in_method“, „mails_off“',
      '✗ Die E-Mails an Lehrkräfte (Einladung, neues Passwort) führen nicht zu https://www.bg-musterstadt.example',
      '✗ PocketBase hat keinen Mailserver',
      '✗ Redaktion und Administration melden sich mit dem Passwort allein an',
      '✓ PocketBase-Hooks der Website laufen',
      '✗ Collection „publishing_schedule“ fehlt (ohne sie erscheinen geplante Beiträge erst bis zu CACHE_TTL_SECONDS nach ihrer Zeit).',
    ]);
    expect(stderr).toContain('29 Probleme: so ist die Website nicht bereit.');
  });
});

describe('the site’s PocketBase hooks', () => {
  test('missing (PocketBase answers 404): named with where they go', () => {
    const finding = checkHooks(null);
    expect(finding.ok).toBe(false);
    expect(finding.text).toContain('Die PocketBase-Hooks der Website fehlen');
    expect('fix' in finding && finding.fix).toContain('pocketbase/pb_hooks');
  });
  test('running: fine', () => {
    expect(checkHooks({ posts: 1, files: 1, staff: 1, audit: 1, review: 1 }).ok).toBe(true);
  });
  test.each([
    [{ posts: 1 }],
    [{ posts: 1, files: 1 }],
    [{ posts: 1, files: 1, staff: 1 }],
    [{ posts: 1, files: 1, staff: 1, audit: 1 }],
  ])(
    'from before the upload list, the accounts, the audit log or the mails about posts (%o): named as outdated',
    (answer) => {
      const finding = checkHooks(answer);
      expect(finding.ok).toBe(false);
      expect(finding.text).toContain('veraltet');
    },
  );
});

describe('stored files the upload list refuses', () => {
  test('are named with their record, a photo, a PDF and a logo are fine', () => {
    const finding = checkStoredFiles([
      { field: 'posts.files', id: 'post00000000001', names: ['foto_a.jpg', 'plan_b.pdf', 'mitteilung_c.js'] },
      { field: 'school.logo', id: 'school000000001', names: ['logo_d.svg'] },
      { field: 'teachers.avatar', id: 'teacher00000001', names: ['bild_e.svg'] },
    ]);
    expect(finding.ok && 'warning' in finding).toBe(true);
    expect(finding.text).toContain('2 gespeicherte Dateien sind keine erlaubten Fotos oder PDFs');
    expect(finding.text).toContain('posts.files post00000000001: mitteilung_c.js');
    expect(finding.text).toContain('teachers.avatar teacher00000001: bild_e.svg');
    expect(finding.text).not.toContain('logo_d.svg');
    expect(checkStoredFiles([{ field: 'posts.files', id: 'p', names: ['foto.png'] }])).toMatchObject({ ok: true });
  });
});

describe('npm run doctor against PocketBase 0.22', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'doctor-legacy-pb-'));
  let legacy: { url: string; stop: () => Promise<void> };
  beforeAll(async () => {
    legacy = await serveLegacyPocketBase(dir);
  }, 120_000);
  afterAll(async () => {
    await legacy?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('refuses it and names the upgrade path', async () => {
    const { code, stdout } = await runScript('doctor.mjs', ['--url', legacy.url], READY);
    expect(code).toBe(1);
    expect(stdout).toContain(`✗ PocketBase ${LEGACY_VERSION} – die Website braucht PocketBase 0.40.x.`);
    expect(stdout).toContain('docs/updating.md, „Upgrading from PocketBase 0.22“');
  });
});

describe('npm run doctor against a ready PocketBase', () => {
  const ready = seededPocketBaseFor('doctor-ready');
  /** `npm run doctor -- --url` against this PocketBase, with these settings in the environment. */
  const doctor = (vars: Record<string, string | undefined> = READY) =>
    runScript('doctor.mjs', ['--url', ready.url], vars);
  let admin: PocketBase;
  let schoolId: string;
  let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    admin = await superuserOf(ready.url);
    schoolId = (await admin.collection('school').getFirstListItem('')).id;
    // Ready to go live: the school's mail server (a real one on loopback), the staff mails leading to SITE_URL.
    mailbox = await startMailCatcher();
    await admin.settings.update(mailCatcherSettings(mailbox.port));
    await installSchema(admin, { siteUrl: READY.SITE_URL });
  });
  afterAll(async () => {
    await mailbox?.stop();
  });
  /** The doctor's report while these PocketBase settings are changed; they are put back as they were afterwards. */
  const doctorWith = async (settings: Record<string, unknown>) => {
    const before: Record<string, unknown> = await admin.settings.getAll();
    await admin.settings.update(settings);
    try {
      return await doctor();
    } finally {
      await admin.settings.update(Object.fromEntries(Object.keys(settings).map((key) => [key, before[key]])));
    }
  };

  test('all checks pass: exit 0, with a warning while superusers may sign in from anywhere', async () => {
    const { code, stdout } = await doctor();
    expect(stdout).not.toContain('✗');
    expectFindings(stdout, [
      '✓ PocketBase 0.40.',
      '✓ PocketBase begrenzt Anmeldeversuche (Rate limiting)',
      '✓ „users“: keine Registrierung, nicht öffentlich lesbar, Anmeldung nur bestätigt und aktiv, Redaktion und Administration mit Code per E-Mail, Konten und Rollen nur durch die Administration',
      '✓ Anmeldung mit Microsoft 365 oder Google: nicht eingerichtet (nur Passwort).',
      '✓ PocketBase-Hooks der Website laufen (Versionen, Alternativtexte, erlaubte Dateien, Konten, Protokoll, Mails zu Beiträgen)',
      '✓ Test-E-Mail über 127.0.0.1 an website@schule.test gesendet',
      '✓ Alle gespeicherten Dateien sind erlaubte Fotos, PDFs und Logos',
      '✓ Collection „post_versions“',
      '! Das PocketBase-Admin-UI nimmt Superuser-Anmeldungen von jeder Adresse an.',
      '✓ Angaben zur Schule vollständig: Mittelschule Sonnenberg',
      'Alles bereit.',
    ]);
    expect(code).toBe(0);
    const mail = await mailbox.waitFor((m) => m.to.includes('website@schule.test'));
    expect(mail.subject).toBe('Test-E-Mail der Website von Mittelschule Sonnenberg');
  });

  test('no mail server, one that refuses, and mails leading elsewhere than SITE_URL are named', async () => {
    const { smtp } = await admin.settings.getAll();
    expectFindings((await doctorWith({ smtp: { ...smtp, enabled: false } })).stdout, [
      '✗ PocketBase hat keinen Mailserver: Einladungen, neue Passwörter und Anmelde-Codes kommen nicht an.',
      'smtp.office365.com',
    ]);
    const closed = await getFreePort();
    expectFindings((await doctorWith({ smtp: { ...smtp, port: closed } })).stdout, [
      '✗ Die Test-E-Mail an website@schule.test ließ sich über 127.0.0.1 nicht senden:',
    ]);
    const { code, stdout } = await doctor({ ...READY, SITE_URL: 'https://neu.bg-musterstadt.example' });
    expect(code).toBe(1);
    expect(stdout).toContain(
      '✗ Die E-Mails an Lehrkräfte (Einladung, neues Passwort) führen nicht zu https://neu.bg-musterstadt.example',
    );
  }, 90_000);

  /** The doctor's report while `users` is changed so; put back as it was afterwards. */
  const doctorWithUsers = async (change: Record<string, unknown>) => {
    const before = await admin.collections.getOne('users');
    await admin.collections.update('users', change);
    try {
      return await doctor();
    } finally {
      await admin.collections.update('users', Object.fromEntries(Object.keys(change).map((key) => [key, before[key]])));
    }
  };

  test('a password sign-in without the second factor is named', async () => {
    const { code, stdout } = await doctorWithUsers({ mfa: { enabled: false, duration: 600, rule: '' } });
    expect(code).toBe(1);
    expect(stdout).toContain('✗ Redaktion und Administration melden sich mit dem Passwort allein an');
  });

  test('each sign-in provider: whether it answers, the redirect address to register, a Microsoft tenant left open', async () => {
    const provider = await startSignInProvider({ redirectUris: [`${READY.SITE_URL}/dash/login/zurueck`], people: {} });
    try {
      const closed = `http://127.0.0.1:${await getFreePort()}/authorize`;
      // One run for all three: a provider that answers but is left open to every Microsoft tenant, one that does not.
      const { code, stdout } = await doctorWithUsers({
        oauth2: {
          enabled: true,
          providers: [
            { ...provider.pocketbaseProvider, authURL: `${provider.issuer}/common/oauth2/v2.0/authorize` },
            { name: 'google', clientId: 'schule-google', clientSecret: 'geheim', authURL: closed },
          ],
        },
      });
      expect(code).toBe(1);
      expectFindings(stdout, [
        `✓ Anmeldung mit Microsoft 365: der Anbieter antwortet; Weiterleitungs-URI beim Anbieter: ${READY.SITE_URL}/dash/login/zurueck`,
        '! Anmeldung mit Microsoft 365 ist nicht auf den Tenant der Schule beschränkt',
        `✗ Anmeldung mit Google: ${closed} antwortet nicht (ECONNREFUSED).`,
      ]);
    } finally {
      await provider.stop();
    }
  }, 90_000);

  test('superusers limited to the school’s addresses: no warning', async () => {
    const { stdout } = await doctorWith({ superuserIPs: ['127.0.0.1'] });
    expect(stdout).toContain('✓ Admin-UI nur von 127.0.0.1');
    expect(stdout).not.toContain('! Das PocketBase-Admin-UI');
  });

  test('rate limits switched off are named', async () => {
    const { code, stdout } = await doctorWith({ rateLimits: { enabled: false } });
    expect(code).toBe(1);
    expect(stdout).toContain('✗ PocketBase begrenzt Anmeldeversuche nicht');
    expect(stdout).toContain('*:auth (z. B. 10 in 10 s)');
  });

  test('a staff sign-in limit below what the site sends is named: a crowd would shut every teacher out', async () => {
    const { rateLimits } = await admin.settings.getAll();
    const rules = rateLimits.rules.map((rule: { label: string }) =>
      rule.label === 'users:auth' ? { ...rule, maxRequests: 60 } : rule,
    );
    const { code, stdout } = await doctorWith({ rateLimits: { ...rateLimits, rules } });
    expect(code).toBe(1);
    expect(stdout).toContain('✗ PocketBase lässt nur 60 Anmeldungen in 60 s über die Website zu');
    expect(stdout).toContain('users:auth mit 150 in 60 s');
  });

  test('the default settings are named as the problem they are', async () => {
    const { code, stdout } = await doctor(DEFAULTS);
    expect(code).toBe(1);
    expect(stdout).toContain('✗ SITE_URL ist http://127.0.0.1:8787 – eine lokale Adresse');
    expect(stdout).toContain('✗ POCKETBASE_URL ist http://127.0.0.1:8090 – eine lokale Adresse');
  });

  test('a missing legal fact, a refused accent colour, open sign-up and a writable collection are each named', async () => {
    const [posts, users] = await Promise.all([admin.collections.getOne('posts'), admin.collections.getOne('users')]);
    await admin.collection('school').update(schoolId, {
      owner: '',
      privacy_contact: ' ',
      accent_color: '#ffcc00',
      a11y_status: 'partial',
      a11y_gaps: '',
    });
    await admin.collections.update('users', { createRule: '' });
    await admin.collections.update('posts', { deleteRule: '' });
    try {
      const { code, stdout } = await doctor();
      expect(code).toBe(1);
      expectFindings(stdout, [
        '✗ Angaben zur Schule fehlen: Schulerhalter (owner), Datenschutz-Kontakt (privacy_contact), Bekannte Barrieren (a11y_gaps).',
        '✗ Akzentfarbe #ffcc00 ist zu hell',
        '✗ „users“ ist offen für Registrierungen',
        '✗ Collection „posts“: API-Regeln deleteRule weichen ab',
        '✓ Collection „calendar“',
      ]);
    } finally {
      await admin.collection('school').update(schoolId, {
        owner: 'Marktgemeinde Sonnenberg',
        privacy_contact: 'dsb@schule.test',
        accent_color: '',
        a11y_status: 'full',
      });
      await admin.collections.update('users', { createRule: users.createRule });
      await admin.collections.update('posts', { deleteRule: posts.deleteRule });
    }
  });

  test('posts and calendar entries readable by everyone, drafts included (the rules from before), are refused', async () => {
    const before = await admin.collections.getOne('calendar');
    await admin.collections.update('calendar', { listRule: '', viewRule: '' });
    try {
      const { code, stdout } = await doctor();
      expect(code).toBe(1);
      expect(stdout).toContain(
        '✗ Collection „calendar“: API-Regeln listRule, viewRule weichen ab – lesen nur, was veröffentlicht ist',
      );
      expect(stdout).toContain('✓ Collection „posts“');
    } finally {
      await admin.collections.update('calendar', { listRule: before.listRule, viewRule: before.viewRule });
    }
  });

  test('staff who may give themselves a role, and write rules from before the roles, are named', async () => {
    const [users, teachers] = await Promise.all([
      admin.collections.getOne('users'),
      admin.collections.getOne('teachers'),
    ]);
    await admin.collections.update('users', { updateRule: 'id = @request.auth.id' });
    await admin.collections.update('teachers', { createRule: null, updateRule: null, deleteRule: null });
    try {
      const { code, stdout } = await doctor();
      expect(code).toBe(1);
      expect(stdout).toContain('✗ „users“: Lehrkräfte können sich selbst eine Rolle geben');
      expect(stdout).toContain(`die genaue Regel: ${STAFF_ACCOUNT_RULES.updateRule}`);
      expect(stdout).toContain(
        '✗ Collection „teachers“: API-Regeln createRule, updateRule, deleteRule weichen ab – öffentlich lesen (leere Regel), schreiben nur die Redaktion (Rolle editor).',
      );
    } finally {
      await admin.collections.update('users', { updateRule: users.updateRule });
      await admin.collections.update('teachers', {
        createRule: teachers.createRule,
        updateRule: teachers.updateRule,
        deleteRule: teachers.deleteRule,
      });
    }
  });

  describe('behind Cloudflare Access (a stand-in proxy)', () => {
    let access: Awaited<ReturnType<typeof startAccessProxy>>;
    const TOKEN = {
      POCKETBASE_ACCESS_CLIENT_ID: SERVICE_TOKEN.clientId,
      POCKETBASE_ACCESS_CLIENT_SECRET: SERVICE_TOKEN.clientSecret,
    };
    beforeAll(async () => {
      access = await startAccessProxy(ready.url);
    });
    afterAll(() => access?.close());

    test('with the service token it checks everything through Access and finds PocketBase answering only the site', async () => {
      const { code, stdout } = await runScript('doctor.mjs', ['--url', access.url], { ...READY, ...TOKEN });
      expect(stdout).toContain('✓ PocketBase antwortet nur mit dem Access-Service-Token der Website.');
      expect(stdout).toContain('✓ PocketBase 0.40.');
      expect(stdout).toContain('✓ Angaben zur Schule vollständig');
      expect(stdout).not.toContain('✗');
      expect(code).toBe(0);
      expect(access.followed).toEqual([]);
    });

    test('without the token it says the site would read nothing, and names the settings', async () => {
      const { code, stdout } = await runScript('doctor.mjs', ['--url', access.url], READY);
      expect(code).toBe(1);
      expect(stdout).toContain('✗ PocketBase verlangt ein Cloudflare-Access-Token, die Website hat keins');
      expect(stdout).toContain('POCKETBASE_ACCESS_CLIENT_ID und POCKETBASE_ACCESS_CLIENT_SECRET setzen');
      // One line says it; no check behind Access repeats the refusal.
      expect(stdout).not.toContain('antwortet nicht');
    });

    test('a token Access does not let through is named with the policy to check', async () => {
      const { code, stdout } = await runScript('doctor.mjs', ['--url', access.url], {
        ...READY,
        ...TOKEN,
        POCKETBASE_ACCESS_CLIENT_SECRET: 'abgelaufen',
      });
      expect(code).toBe(1);
      expect(stdout).toContain(`✗ Cloudflare Access lässt das Service-Token ${SERVICE_TOKEN.clientId} nicht durch.`);
      expect(stdout).toContain('„Service Auth“');
    });

    test('a PocketBase that answers everyone although the site has a token: Access is not in front', async () => {
      const { code, stdout } = await runScript('doctor.mjs', ['--url', ready.url], { ...READY, ...TOKEN });
      expect(code).toBe(1);
      expect(stdout).toContain('✗ PocketBase antwortet auch ohne Access-Service-Token');
      expect(stdout).toContain('Zero Trust → Access → Applications');
    });

    test('without any token, a PocketBase open to everyone is a warning that points to Tunnel and Access', async () => {
      const { stdout } = await doctor();
      expect(stdout).toContain('! PocketBase antwortet allen im Internet');
      expect(stdout).toContain('docs/keeping-pocketbase-private.md');
    });

    test('the secret as a plain var in wrangler.toml is refused', async () => {
      const findings = await runDoctor({
        settings: READY,
        tomlVars: { POCKETBASE_ACCESS_CLIENT_SECRET: 'im-klartext' },
        url: ready.url,
        admin: superuserCredentials(),
      });
      expect(formatFindings(findings)).toContain(
        '✗ POCKETBASE_ACCESS_CLIENT_SECRET steht im Klartext in wrangler.toml.',
      );
    });
  });

  test('npm run deploy -- --dry-run refuses debug settings from the environment before building', async () => {
    const { code, stdout } = await runScript('deploy.mjs', ['--dry-run', '--url', ready.url], {
      ...READY,
      DEBUG_HEADERS: '1',
      CACHE_TTL_SECONDS: '0',
    });
    expect(code).toBe(1);
    expect(stdout).toContain('✗ DEBUG_HEADERS ist gesetzt');
    expect(stdout).toContain('✗ CACHE_TTL_SECONDS ist 0');
    expect(stdout).not.toContain('[build]');
  }, 90_000);

  test('npm run deploy -- --dry-run refuses without the VAPID private key, and with PUSH_EXTRA_ORIGINS, before building', async () => {
    const missing = await runScript('deploy.mjs', ['--dry-run', '--url', ready.url], {
      ...READY,
      VAPID_PRIVATE_KEY: undefined,
    });
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('✗ VAPID_PRIVATE_KEY fehlt');
    expect(missing.stdout).not.toContain('[build]');
    const extra = await runScript('deploy.mjs', ['--dry-run', '--url', ready.url], {
      ...READY,
      PUSH_EXTRA_ORIGINS: 'http://127.0.0.1:9999',
    });
    expect(extra.code).toBe(1);
    expect(extra.stdout).toContain('✗ PUSH_EXTRA_ORIGINS ist gesetzt');
    expect(extra.stdout).not.toContain('[build]');
  }, 90_000);

  test('npm run deploy -- --dry-run with the default settings refuses before building, naming them', async () => {
    const { code, stdout, stderr } = await runScript('deploy.mjs', ['--dry-run'], DEFAULTS);
    expect(code).toBe(1);
    expect(stdout).toContain('✗ SITE_URL ist http://127.0.0.1:8787');
    expect(stdout).toContain('✗ POCKETBASE_URL ist http://127.0.0.1:8090');
    expect(stderr).toContain('Veröffentlichung abgebrochen');
    expect(stdout).not.toContain('[build]');
  }, 90_000);
});

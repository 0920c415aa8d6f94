import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { startPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { PUBLIC_PAGES } from '../helpers/contract';
import { OTHER_SCHOOL } from '../helpers/moving-in';
import { signInAtSite } from '../helpers/staff-sign-in';
import { get, startWorker } from '../helpers/worker';
import { startSeededPocketBase, superuserOf } from '../helpers/seeded-pocketbase';

const SETTINGS = { SCHOOL_NAME: 'Schule aus den Einstellungen', SCHOOL_SHORT_NAME: 'Einstellungsschule' };

const escaped = (text: string) => text.replaceAll('&', '&amp;');
const region = (html: string, tag: 'header' | 'footer') =>
  new RegExp(`<${tag}[^>]*>[\\s\\S]*?</${tag}>`).exec(html)?.[0];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const siteName = (html: string) => /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1];

const dataDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-school-pb-'));
let pocketbase: Awaited<ReturnType<typeof startPocketBase>>;
let admin: PocketBase;
let site: Miniflare;
let schoolId: string;

// A PocketBase of its own: these tests rewrite the school record. TTL 0: every request reads what is stored now.
beforeAll(async () => {
  pocketbase = await startSeededPocketBase({ port: await getFreePort(), dir: dataDir });
  admin = await superuserOf(pocketbase.url);
  schoolId = (await admin.collection('school').getFirstListItem('')).id;
  await admin.collection('school').update(schoolId, OTHER_SCHOOL);
  site = await startWorker({ POCKETBASE_URL: pocketbase.url, CACHE_TTL_SECONDS: '0', ...SETTINGS });
}, 120_000);
afterAll(async () => {
  await site?.dispose();
  await pocketbase?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the school record names the school everywhere', () => {
  test.each(PUBLIC_PAGES)('%s: header, footer, title and share tags show the other school', async (page) => {
    const { response, text } = await get(site, page);
    expect(response.status).toBe(200);
    expect(title(text)).toMatch(/ - BG Musterstadt$/);
    expect(siteName(text)).toBe(OTHER_SCHOOL.name);
    expect(region(text, 'header')).toContain(OTHER_SCHOOL.name);
    expect(region(text, 'header')).toContain(`>${OTHER_SCHOOL.short_name}<`);
    const footer = region(text, 'footer');
    expect(footer).toContain(`${OTHER_SCHOOL.street}, 4020 Linz`);
    expect(footer).toContain('href="tel:+43732123456"');
    expect(footer).toContain(`href="mailto:${OTHER_SCHOOL.email}"`);
    for (const legal of ['/impressum', '/datenschutz', '/barrierefreiheit'])
      expect(footer).toContain(`href="${legal}"`);
    for (const chrome of [title(text), siteName(text), region(text, 'header'), footer]) {
      expect(chrome).not.toMatch(/Sonnenberg|Einstellungsschule|Schule aus den Einstellungen/);
    }
    expect(text).not.toMatch(/fehlt: Feld|eintragen\]|Unvollständig:/);
  });

  test('the Impressum and the Datenschutz page print every legal fact of the record', async () => {
    const impressum = (await get(site, '/impressum')).text;
    for (const field of ['school_type', 'phone', 'email', 'owner', 'representative', 'authority', 'hosting'] as const) {
      expect(impressum, field).toContain(escaped(OTHER_SCHOOL[field]));
    }
    const datenschutz = (await get(site, '/datenschutz')).text;
    for (const field of ['street', 'city', 'email', 'representative', 'privacy_contact', 'hosting'] as const) {
      expect(datenschutz, field).toContain(escaped(OTHER_SCHOOL[field]));
    }
  });

  test('the accessibility statement says how far the site conforms, its known barriers, the last check, whom to tell and where to complain', async () => {
    const { response, text } = await get(site, '/barrierefreiheit');
    expect(response.status).toBe(200);
    expect(text).toContain('<h1 id="rechtstext-titel">Erklärung zur Barrierefreiheit</h1>');
    expect(text).toContain(
      'WCAG) 2.2, Konformitätsstufe AA, beziehungsweise der Europäischen Norm EN 301 549, teilweise vereinbar.',
    );
    expect(text).toContain('<li>Ältere PDF-Dokumente sind nicht barrierefrei.</li>');
    expect(text).toContain('<li>Videos vor 2025 haben keine Untertitel.</li>');
    expect(text).toMatch(/am (<!-- -->)?20\. November 2026(<!-- -->)? erstellt/);
    expect(text).toContain(`href="mailto:${OTHER_SCHOOL.email}"`);
    expect(text).toContain('href="tel:+43732123456"');
    expect(text).toContain('Beschwerdestelle nach dem Web-Zugänglichkeits-Gesetz');
    expect(text).toContain('Forschungsförderungsgesellschaft');
    expect(text).not.toMatch(/fehlt: Feld|Unvollständig:/);
  });

  test("the school's logo replaces the built-in one, served through the site's own file path", async () => {
    const header = region((await get(site, '/')).text, 'header') ?? '';
    const logo = /<img src="(\/api\/files\/[^"]+\/logo[^"]*\.svg)" alt=""/.exec(header)?.[1];
    expect(logo).toBeDefined();
    expect((await get(site, '/')).text).toContain(`<link rel="icon" href="${logo}"/>`);
    const file = await get(site, logo!);
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('content-type')).toContain('image/svg+xml');
  });

  test('the accent colour becomes the primary colour of both schemes', async () => {
    const html = (await get(site, '/')).text;
    expect(html).toContain(':root{--color-primary:#1d4ed8;');
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8"/>');
    expect(html).toMatch(
      /@media \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme=light\]\)\{--color-primary:#[0-9a-f]{6};/,
    );
    expect(html).toMatch(/:root\[data-theme=dark\]\{--color-primary:#[0-9a-f]{6};/);
  });
});

const staffCookie = (worker: Miniflare): Promise<string> => signInAtSite(worker, STAFF);

describe('what the record lacks', () => {
  test('the dashboard overview names each missing fact by its label, and a refused colour with its reason', async () => {
    const cookie = await staffCookie(site);
    const overview = async () => (await get(site, '/dash/start', { headers: { cookie } })).text;
    expect(await overview()).toContain('Alle Angaben zur Schule sind eingetragen');
    await admin.collection('school').update(schoolId, { hosting: '', accent_color: '#ffcc00' });
    try {
      const html = await overview();
      expect(html).not.toContain('Alle Angaben zur Schule sind eingetragen');
      expect(html).toMatch(
        /<li>Hosting der Inhalte \(Betreiber, Standort\)(<!-- -->)? – für Impressum, Datenschutz oder Barrierefreiheit nötig<\/li>/,
      );
      expect(html).toContain('Akzentfarbe #ffcc00 ist zu hell');
    } finally {
      await admin
        .collection('school')
        .update(schoolId, { hosting: OTHER_SCHOOL.hosting, accent_color: OTHER_SCHOOL.accent_color });
    }
  });

  test('an accent colour without AA contrast is refused: the built-in colours stay', async () => {
    await admin.collection('school').update(schoolId, { accent_color: '#ffcc00' });
    try {
      const html = (await get(site, '/')).text;
      expect(html).not.toContain('--color-primary:#ffcc00');
      expect(html).not.toMatch(/<style>:root\{--color-primary/);
      expect(html).toContain('<meta name="theme-color" content="#c2410c"/>');
    } finally {
      await admin.collection('school').update(schoolId, { accent_color: OTHER_SCHOOL.accent_color });
    }
  });

  test('a missing legal fact shows a marker naming its field, and the page says it is incomplete', async () => {
    await admin.collection('school').update(schoolId, { owner: '' });
    try {
      const html = (await get(site, '/impressum')).text;
      expect(html).toContain('Schulerhalter fehlt: Feld „owner“ im Datensatz „school“');
      expect(html).toContain('Unvollständig:');
      expect((await get(site, '/datenschutz')).text).not.toContain('Unvollständig:');
    } finally {
      await admin.collection('school').update(schoolId, { owner: OTHER_SCHOOL.owner });
    }
  });

  test('the statement marks a conformance not chosen and barriers not named, and needs none when it conforms fully', async () => {
    await admin.collection('school').update(schoolId, { a11y_status: '', a11y_gaps: '' });
    try {
      let html = (await get(site, '/barrierefreiheit')).text;
      expect(html).toContain('Stand der Barrierefreiheit (WCAG 2.2 AA) fehlt');
      expect(html).toContain('Bekannte Barrieren fehlt');
      expect(html).toContain('Unvollständig:');
      await admin.collection('school').update(schoolId, { a11y_status: 'full' });
      html = (await get(site, '/barrierefreiheit')).text;
      expect(html).toContain('Derzeit sind keine Barrieren bekannt.');
      expect(html).toContain('vollständig vereinbar.');
      expect(html).not.toMatch(/fehlt: Feld|Unvollständig:/);
    } finally {
      await admin
        .collection('school')
        .update(schoolId, { a11y_status: OTHER_SCHOOL.a11y_status, a11y_gaps: OTHER_SCHOOL.a11y_gaps });
    }
  });

  test('without the record, then without the collection, the settings name the school and every page works', async () => {
    await admin.collection('school').delete(schoolId);
    for (const stage of ['no record', 'no collection']) {
      for (const page of PUBLIC_PAGES) {
        const { response, text } = await get(site, page);
        expect(response.status, `${stage} ${page}`).toBe(200);
        expect(title(text), `${stage} ${page}`).toMatch(/ - Einstellungsschule$/);
        expect(region(text, 'header'), `${stage} ${page}`).toContain(SETTINGS.SCHOOL_NAME);
      }
      expect((await get(site, '/impressum')).text).toContain('Schulerhalter fehlt');
      if (stage === 'no record') await admin.collections.delete('school');
    }
  });
});

describe('a PocketBase without the schema', () => {
  const bareDir = mkdtempSync(path.join(tmpdir(), 'schulwebsite-bare-pb-'));
  let bare: Awaited<ReturnType<typeof startPocketBase>>;
  let bareSite: Miniflare;
  const logs: string[] = [];

  beforeAll(async () => {
    bare = await startPocketBase({ port: await getFreePort(), dir: bareDir, bare: true });
    bareSite = await startWorker(
      { POCKETBASE_URL: bare.url, CACHE_TTL_SECONDS: '0' },
      { onLog: (line) => logs.push(line) },
    );
  }, 120_000);
  afterAll(async () => {
    await bareSite?.dispose();
    await bare?.stop();
    rmSync(bareDir, { recursive: true, force: true });
  });

  // A detail page reads one record, and PocketBase answers a missing collection there as it answers an unknown
  // id, so /posts/{id} shows its not-found placeholder instead.
  test.each(['/', '/posts', '/kalender', '/lehrer', '/klassen', '/eltern', '/bikeline'])(
    '%s: visitors get the German setup page with 503 and Retry-After',
    async (page) => {
      const { response, text } = await get(bareSite, page);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(text).toContain('<h1>Die Website wird gerade eingerichtet</h1>');
      expect(text).not.toMatch(/Error|stack|collection/i);
    },
  );

  test('ops get one log line naming the missing collection and the command that installs it', async () => {
    logs.length = 0;
    await get(bareSite, '/lehrer');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const setup = logs.filter((line) => line.includes('"event":"setup-incomplete"'));
    expect(setup).toHaveLength(1);
    expect(setup[0]).not.toContain('\n');
    const line = JSON.parse(setup[0]!);
    // /lehrer reads the teachers and the group picture (general_media) at once; whichever answers first is named.
    expect(line.message).toMatch(/hat keine Sammlung "(teachers|general_media)"/);
    expect(line.fix).toBe(`npm run schema -- --url ${bare.url}`);
    expect(line.level).toBe('error');
    // Waku's own "Error during rendering:" lines are plain text; ours are JSON.
    const ours = logs.filter((entry) => entry.startsWith('{')).map((entry) => JSON.parse(entry));
    const request = ours.find((entry) => entry.event === 'request');
    expect(request).toMatchObject({ path: '/lehrer', status: 503, requestId: line.requestId });
  });
});

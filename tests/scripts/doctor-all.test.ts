import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkAllSchools, formatAllSchools, problemsOf, type SchoolsReport } from '../../scripts/lib/doctor-all.mjs';
import { type RunningPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { addSchool, type RunSql } from '../../scripts/lib/school-registry.mjs';
import { startSeededPocketBase, superuserOf } from '../helpers/seeded-pocketbase';
import { installSchema } from '../../scripts/lib/install-schema.mjs';
import { mailCatcherSettings, startMailCatcher } from '../../scripts/lib/mail-catcher.mjs';

/** A registry as `npm run school` keeps it, in a D1 of Miniflare's own (wrangler d1 execute needs a login). */
async function registry() {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch() { return new Response(); } }',
      d1Databases: { SCHOOLS: 'doctor-all' },
    }),
  );
  const db = await mf.getD1Database('SCHOOLS');
  const run: RunSql = async (sql) => {
    let rows: Array<Record<string, unknown>> = [];
    for (const statement of sql.split(';\n'))
      rows = (await db.prepare(statement).all<Record<string, unknown>>()).results;
    return rows;
  };
  return { run, dispose: () => mf.dispose() };
}

/** A school's part of a report, by name (the registry lists schools added in the same second by their random ids). */
const of = (report: SchoolsReport | undefined, name: string) =>
  report!.schools.find(({ school }) => school.name === name)!;

/** The deployment's settings as wrangler.toml ships them, with the demo superuser: nothing from this machine. */
const ENV = {};

describe('npm run doctor -- --all', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'doctor-all-pb-'));
  let ready: RunningPocketBase;
  let schools: Awaited<ReturnType<typeof registry>>;
  let nowhere: string;
  let mailbox: Awaited<ReturnType<typeof startMailCatcher>>;

  beforeAll(async () => {
    ready = await startSeededPocketBase({ port: await getFreePort(), dir });
    // Ready: the school's mail server (a real one on loopback), its staff mails leading to its own site.
    mailbox = await startMailCatcher();
    const admin = await superuserOf(ready.url);
    await admin.settings.update(mailCatcherSettings(mailbox.port));
    await installSchema(admin, { siteUrl: 'https://sonnenberg.schule.test' });
    // A port free a moment ago: nothing listens there.
    nowhere = `http://127.0.0.1:${await getFreePort()}`;
    schools = await registry();
    await addSchool(schools.run, {
      host: 'sonnenberg.schule.test',
      pocketbase: ready.url,
      name: 'Mittelschule Sonnenberg',
      short: 'MS Sonnenberg',
    });
    await addSchool(schools.run, {
      host: 'bergblick.schule.test',
      pocketbase: nowhere,
      name: 'Volksschule Bergblick',
      short: 'VS Bergblick',
    });
  }, 120_000);

  afterAll(async () => {
    await schools?.dispose();
    await ready?.stop();
    await mailbox?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('checks each school’s own PocketBase and names the school in its heading and in every problem', async () => {
    const report = await checkAllSchools(schools.run, ENV, { local: true });
    expect(report?.schools.map(({ school }) => school.name).sort()).toEqual([
      'Mittelschule Sonnenberg',
      'Volksschule Bergblick',
    ]);
    const [sonnenberg, bergblick] = [of(report, 'Mittelschule Sonnenberg'), of(report, 'Volksschule Bergblick')];
    expect(sonnenberg!.findings.filter((f) => !f.ok)).toEqual([]);
    expect(sonnenberg!.findings.map((f) => f.text)).toContainEqual(
      expect.stringContaining('Angaben zur Schule vollständig'),
    );

    const problems = bergblick!.findings.filter((f) => !f.ok);
    expect(problems.map((f) => f.text)).toEqual([
      expect.stringContaining(`PocketBase unter ${nowhere} antwortet nicht`),
    ]);
    for (const problem of problems)
      expect(problem.text).toMatch(/^Volksschule Bergblick \(bergblick\.schule\.test, s[0-9a-f]+\): /);

    expect(problemsOf(report!)).toEqual({ count: 1, failing: [bergblick!.school] });
    const text = formatAllSchools(report!);
    expect(text).toContain(`── Schule Mittelschule Sonnenberg (sonnenberg.schule.test, ${sonnenberg!.school.id}) ──`);
    expect(text).toContain(`── Schule Volksschule Bergblick (bergblick.schule.test, ${bergblick!.school.id}) ──`);
    for (const line of text.split('\n').filter((line) => line.startsWith('✗') || line.startsWith('!')))
      expect(line).toMatch(/^[✗!] (Mittelschule Sonnenberg|Volksschule Bergblick) \(/);
  });

  test('the deployment’s SITE_URL and POCKETBASE_URL are only its fallback: not judged, the rest of its settings are', async () => {
    const report = await checkAllSchools(schools.run, { CACHE_TTL_SECONDS: '0' }, { local: true });
    const text = formatAllSchools(report!);
    expect(text).not.toContain('SITE_URL');
    expect(text).not.toContain('POCKETBASE_URL ist');
    expect(report!.deployment.filter((f) => !f.ok).map((f) => f.text)).toEqual([
      expect.stringContaining('CACHE_TTL_SECONDS ist 0'),
    ]);
  });

  test('in the deployed registry a loopback address is a problem of the school that has it', async () => {
    const sonnenberg = of(await checkAllSchools(schools.run, ENV), 'Mittelschule Sonnenberg');
    expect(sonnenberg!.findings.filter((f) => !f.ok).map((f) => f.text)).toEqual([
      `Mittelschule Sonnenberg (sonnenberg.schule.test, ${sonnenberg!.school.id}): PocketBase-Adresse ${ready.url} ist lokal: von Cloudflare aus erreicht sie niemand.`,
    ]);
  });

  test('an empty registry: undefined, so the doctor checks the one school from the settings', async () => {
    const empty = await registry();
    try {
      expect(await checkAllSchools(empty.run, ENV)).toBeUndefined();
    } finally {
      await empty.dispose();
    }
  });
});

import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clearDemoRows, DEMO_HOSTS, schoolsWanted, writeDemoRows } from '../../scripts/lib/demo-schools.mjs';
import { addSchool, listSchools, type RunSql } from '../../scripts/lib/school-registry.mjs';

/** The rows `npm start -- --schools 2` writes into the local registry, here a D1 of Miniflare's own. */
let mf: Miniflare;
let run: RunSql;

beforeAll(async () => {
  mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch() { return new Response(); } }',
      d1Databases: { SCHOOLS: 'demo-schools' },
    }),
  );
  const db = await mf.getD1Database('SCHOOLS');
  run = async (sql) => {
    let rows: Array<Record<string, unknown>> = [];
    for (const statement of sql.split(';\n'))
      rows = (await db.prepare(statement).all<Record<string, unknown>>()).results;
    return rows;
  };
});
afterAll(() => mf?.dispose());

const demo = (port: number) => [
  {
    name: 'Mittelschule Sonnenberg',
    short: 'MS Sonnenberg',
    pocketbase: 'http://127.0.0.1:8090',
    site: `http://schule-a.localhost:${port}`,
  },
  {
    name: 'Volksschule Bergblick',
    short: 'VS Bergblick',
    pocketbase: 'http://127.0.0.1:8091',
    site: `http://schule-b.localhost:${port}`,
  },
];
const summary = async () =>
  (await listSchools(run)).map(({ name, hosts, pocketbase_url, site_url }) => ({
    name,
    hosts,
    pocketbase_url,
    site_url,
  }));

test('--schools 2 writes the two demo schools by host; a second start replaces them, and they go again, leaving others alone', async () => {
  await addSchool(run, {
    host: 'andere.schule.test',
    pocketbase: 'https://cms.andere.test',
    name: 'Andere Schule',
    short: 'Andere',
  });
  await writeDemoRows(run, demo(8787));
  await writeDemoRows(run, demo(9000));
  const schools = await summary();
  expect(schools).toHaveLength(3);
  expect(schools).toContainEqual({
    name: 'Mittelschule Sonnenberg',
    hosts: ['schule-a.localhost'],
    pocketbase_url: 'http://127.0.0.1:8090',
    site_url: 'http://schule-a.localhost:9000',
  });
  expect(schools).toContainEqual({
    name: 'Volksschule Bergblick',
    hosts: ['schule-b.localhost'],
    pocketbase_url: 'http://127.0.0.1:8091',
    site_url: 'http://schule-b.localhost:9000',
  });

  await clearDemoRows(run);
  expect((await summary()).map((school) => school.name)).toEqual(['Andere Schule']);
});

test('a demo host another school had goes to the demo school; the other school keeps its own hosts', async () => {
  await addSchool(run, {
    host: ['schule-b.localhost', 'zweite.schule.test'],
    pocketbase: 'https://cms.zweite.test',
    name: 'Zweite Schule',
    short: 'Zweite',
  });
  await writeDemoRows(run, demo(8787));
  const schools = await summary();
  expect(schools.find((school) => school.name === 'Zweite Schule')?.hosts).toEqual(['zweite.schule.test']);
  expect(schools.find((school) => school.name === 'Volksschule Bergblick')?.hosts).toEqual([DEMO_HOSTS[1]]);
  await clearDemoRows(run);
  expect((await summary()).map((school) => school.name).sort()).toEqual(['Andere Schule', 'Zweite Schule']);
});

test.each([
  [['node', 'start.mjs'], 0],
  [['node', 'start.mjs', '--schools', '2'], 2],
  [['node', 'start.mjs', '--schools=2'], 2],
  [['node', 'start.mjs', '--no-demo'], 0],
])('%j asks for %i schools', (argv, count) => {
  expect(schoolsWanted(argv)).toBe(count);
});

test('any other number of schools is refused, in German', () => {
  expect(() => schoolsWanted(['node', 'start.mjs', '--schools', '3'])).toThrow('die Demo kennt genau zwei Schulen');
});

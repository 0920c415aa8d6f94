// `npm start -- --schools 2`: two demo schools served by one local worker, as one deployment serves many (contract.md,
// "Many schools, one deployment"). Each school has its own PocketBase; the local registry (D1 in .wrangler/state, the
// state `npm start` gives the worker) names them by host. The rows are ours alone: they go again on Ctrl-C, and a
// plain `npm start` removes what a crash left behind, so it serves its one school as it always has.
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOCAL_STATE_DIR, wranglerRegistry } from "./d1-registry.mjs";
import { makeSchoolB, SCHOOL_B } from "./demo-school-b.mjs";
import { defaultDataDir, repoRoot, startPocketBase, superuserCredentials } from "./pocketbase.mjs";
import { getFreePort, isPortFree } from "./ports.mjs";
import { addSchoolSql, REGISTRY_SCHEMA, schoolFromOptions } from "./school-registry.mjs";
import { DEMO_SCHOOL } from "../../pocketbase/seed/seed.mjs";

/** Hosts Chromium, Firefox and curl send to loopback by themselves (RFC 6761): no hosts file to edit. */
export const DEMO_HOSTS = ["schule-a.localhost", "schule-b.localhost"];
/**
 * Fixed registry ids: the demo schools' content stays from one start to the next, so may what the worker keeps
 * under their ids (sessions, search index). Not of the form newSchoolId() makes, so no school `npm run school` adds has one.
 */
export const DEMO_IDS = ["demo-schule-a", "demo-schule-b"];
/** The second school's PocketBase data, beside the first's (pocketbase/pb_data) and ignored by git like it. */
export const SECOND_DATA_DIR = path.join(repoRoot, "pocketbase", "pb_data-schule-b");
/** Says the local registry holds demo rows: written before them, removed after them. */
const MARKER = path.join(repoRoot, LOCAL_STATE_DIR, "demo-schools.json");

/** `--schools 2` (or `--schools=2`) on the command line: 2; absent: 0. @throws for any other number */
export function schoolsWanted(argv = process.argv) {
  const at = argv.findIndex((arg) => arg === "--schools" || arg.startsWith("--schools="));
  if (at === -1) return 0;
  const arg = /** @type {string} */ (argv[at]);
  const value = arg.includes("=") ? arg.split("=")[1] : argv[at + 1];
  if (value !== "2") throw new Error(`--schools ${value ?? ""}: die Demo kennt genau zwei Schulen (--schools 2).`);
  return 2;
}

const quoted = (values) => values.map((value) => `'${value}'`).join(", ");

/** Removes the demo rows: the demo hosts, whichever school has them, and the demo schools. */
export const CLEAR_DEMO_SQL = [
  `DELETE FROM school_hosts WHERE host IN (${quoted(DEMO_HOSTS)}) OR school_id IN (${quoted(DEMO_IDS)})`,
  `DELETE FROM schools WHERE id IN (${quoted(DEMO_IDS)})`,
];

/**
 * Writes the two demo schools into the registry `run` reads, in one call (each wrangler d1 execute takes seconds).
 * @param {import("./school-registry.mjs").RunSql} run
 * @param {{ name: string, short: string, pocketbase: string, site: string }[]} schools in the order of DEMO_HOSTS
 */
export async function writeDemoRows(run, schools) {
  const inserts = schools.flatMap((school, index) =>
    addSchoolSql(schoolFromOptions({ ...school, host: DEMO_HOSTS[index] }), DEMO_IDS[index]),
  );
  await run([...REGISTRY_SCHEMA, ...CLEAR_DEMO_SQL, ...inserts].join(";\n"));
}

/** Removes the demo rows from the registry `run` reads (it may never have been set up). */
export async function clearDemoRows(run) {
  await run([...REGISTRY_SCHEMA, ...CLEAR_DEMO_SQL].join(";\n"));
}

/** For a plain `npm start`: removes demo rows a `--schools 2` run left in the local registry when it did not end by Ctrl-C. */
export async function clearLeftoverDemoRows(log) {
  if (!existsSync(MARKER)) return;
  await clearDemoRows(wranglerRegistry({ local: true, persistTo: LOCAL_STATE_DIR }));
  rmSync(MARKER, { force: true });
  log(
    `Hinweis: die zwei Demo-Schulen (${DEMO_HOSTS.join(", ")}) eines früheren npm start -- --schools 2 aus der lokalen Registry entfernt.`,
  );
}

/**
 * Starts both demo schools' PocketBases (the first on `pbPort` with the usual data, the second on the next free port
 * with its own), makes the second one Volksschule Bergblick, and writes both into the local registry for a worker on
 * `port`. Every stop goes into `stops` as soon as there is something to stop, the registry rows' removal included.
 * @param {{ port: number, pbPort: number, seedContent: boolean, stops: Array<() => Promise<void>>, log: (line: string) => void }} options
 * @returns {Promise<{ pocketbases: import("./pocketbase.mjs").RunningPocketBase[], schools: Array<{ name: string, url: string, pocketbase: string }> }>}
 */
export async function startDemoSchools({ port, pbPort, seedContent, stops, log }) {
  const a = await startPocketBase({
    port: pbPort,
    dir: defaultDataDir,
    seedContent,
    log: (line) => log(`[pocketbase A] ${line}`),
  });
  stops.push(a.stop);
  // The next port when it is free and not the website's (the worker starts later), else any free one.
  const next = pbPort + 1;
  const bPort = next !== port && (await isPortFree(next)) ? next : await getFreePort();
  const b = await startPocketBase({ port: bPort, dir: SECOND_DATA_DIR, log: (line) => log(`[pocketbase B] ${line}`) });
  stops.push(b.stop);
  if (await makeSchoolB(b.url, superuserCredentials())) log(`[pocketbase B] Demo-Inhalte zur ${SCHOOL_B.name} gemacht`);

  const schools = [
    { name: DEMO_SCHOOL.name, short: DEMO_SCHOOL.short_name, pocketbase: a.url },
    { name: SCHOOL_B.name, short: SCHOOL_B.short_name, pocketbase: b.url },
  ].map((school, index) => ({ ...school, site: `http://${DEMO_HOSTS[index]}:${port}` }));
  const run = wranglerRegistry({ local: true, persistTo: LOCAL_STATE_DIR });
  mkdirSync(path.dirname(MARKER), { recursive: true });
  writeFileSync(MARKER, JSON.stringify({ hosts: DEMO_HOSTS, since: new Date().toISOString() }, null, 2));
  // Once, however many stop it: Ctrl-C and the start's own error path may both run the stops.
  let cleared;
  const clear = async () => {
    await clearDemoRows(run);
    rmSync(MARKER, { force: true });
    log("[registry] Demo-Schulen aus der lokalen Registry entfernt");
  };
  stops.push(() => (cleared ??= clear()));
  await writeDemoRows(run, schools);
  log(`[registry] ${DEMO_HOSTS.join(", ")} in der lokalen Registry (${LOCAL_STATE_DIR})`);
  return {
    pocketbases: [a, b],
    schools: schools.map(({ name, site, pocketbase }) => ({ name, url: site, pocketbase })),
  };
}

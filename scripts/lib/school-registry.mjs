// The registry of schools (D1, binding SCHOOLS): its tables and the statements `npm run school` runs on it.
// The worker reads it in src/features/schools/school-directory.ts; src/features/schools/rules/host-name.ts is the worker's rule for
// host names, which hostName() here follows (tests/unit/features/schools/host-name.test.ts holds them together).
import { randomBytes } from "node:crypto";

/**
 * Runs statements (joined by ";\n") on a registry and resolves with the rows of the last one: wrangler d1 execute for
 * the deployed or local registry, a Miniflare D1 in tests.
 * @typedef {(sql: string) => Promise<Array<Record<string, any>>>} RunSql
 */
/**
 * A school as `npm run school -- add` gets it (--host may be given more than once).
 * @typedef {{ host?: string | string[], pocketbase?: string, site?: string, name?: string, short?: string }} SchoolOptions
 */
/**
 * A school of the registry with its host names.
 * @typedef {{ id: string, name: string, short_name: string, pocketbase_url: string, site_url: string, created: string, hosts: string[] }} RegisteredRow
 */

export const REGISTRY_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS schools (
    id TEXT PRIMARY KEY,
    pocketbase_url TEXT NOT NULL,
    site_url TEXT NOT NULL,
    name TEXT NOT NULL,
    short_name TEXT NOT NULL,
    created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  )`,
  `CREATE TABLE IF NOT EXISTS school_hosts (
    host TEXT PRIMARY KEY,
    school_id TEXT NOT NULL REFERENCES schools (id) ON DELETE CASCADE
  )`,
  "CREATE INDEX IF NOT EXISTS school_hosts_by_school ON school_hosts (school_id)",
];

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * A host name as the worker compares it (lower case, no port, no trailing dot). @throws for anything else
 * @param {unknown} value
 * @returns {string}
 */
export function hostName(value) {
  const host = String(value ?? "")
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  if (!HOST_NAME.test(host)) {
    throw new Error(`"${value}" ist kein Hostname (z. B. www.ms-beispiel.at, ohne https:// und ohne Pfad).`);
  }
  return host;
}

/**
 * An http(s) address without a trailing slash. @throws for anything else
 * @param {unknown} value
 * @param {string} what the option named in the error
 * @returns {string}
 */
export function httpAddress(value, what) {
  let url;
  try {
    url = new URL(String(value ?? ""));
  } catch {
    throw new Error(`${what}: "${value ?? ""}" ist keine Adresse (https://…).`);
  }
  if (!["http:", "https:"].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`${what}: "${value}" muss eine http(s)-Adresse ohne Zugangsdaten, ? und # sein.`);
  }
  return url.href.replace(/\/+$/, "");
}

/**
 * A school's name as pages show it. @throws when empty, too long or not printable
 * @param {unknown} value
 * @param {string} what the option named in the error
 * @returns {string}
 */
export function schoolText(value, what) {
  const text = String(value ?? "").trim();
  if (!text || text.length > 120 || /[\u0000-\u001f\u007f]/.test(text)) {
    throw new Error(`${what}: 1 bis 120 Zeichen, ohne Zeilenumbrüche.`);
  }
  return text;
}

/** SQL text of a value (wrangler d1 execute --command takes no parameters); every value is checked before. */
const literal = (/** @type {string} */ value) => `'${String(value).replaceAll("'", "''")}'`;

/** A new school's id: random, so a school removed and added again never gets back what the old one kept. */
export const newSchoolId = () => `s${randomBytes(8).toString("hex")}`;

/**
 * The statements that add a school, or change the one that already has one of `hosts` (its id stays, so do its
 * sessions and caches). `owner`: the id of the school that has one of the hosts, if any.
 * @param {ReturnType<typeof schoolFromOptions>} school
 * @param {string} [owner]
 * @returns {string[]}
 */
export function addSchoolSql({ hosts, pocketbaseUrl, siteUrl, siteGiven, name, shortName }, owner) {
  const id = owner ?? newSchoolId();
  const values = [id, pocketbaseUrl, siteUrl, name, shortName].map(literal).join(", ");
  // A change without --site keeps the school's address.
  const site = siteGiven ? "excluded.site_url" : "schools.site_url";
  return [
    `INSERT INTO schools (id, pocketbase_url, site_url, name, short_name) VALUES (${values})
     ON CONFLICT (id) DO UPDATE SET pocketbase_url = excluded.pocketbase_url, site_url = ${site},
       name = excluded.name, short_name = excluded.short_name`,
    ...hosts.map(
      (host) => `INSERT OR IGNORE INTO school_hosts (host, school_id) VALUES (${literal(host)}, ${literal(id)})`,
    ),
  ];
}

/** Which schools own any of `hosts`. */
export const ownersSql = (/** @type {string[]} */ hosts) =>
  `SELECT DISTINCT school_id AS id FROM school_hosts WHERE host IN (${hosts.map(literal).join(", ")})`;

/** Every school with its host names, oldest first. */
export const LIST_SQL = `SELECT s.id, s.name, s.short_name, s.pocketbase_url, s.site_url, s.created,
  group_concat(h.host, ' ') AS hosts
  FROM schools s LEFT JOIN school_hosts h ON h.school_id = s.id GROUP BY s.id ORDER BY s.created, s.id`;

/** Removes the school `host` belongs to, with all its host names. */
export const removeSchoolSql = (/** @type {string} */ id) => [
  `DELETE FROM school_hosts WHERE school_id = ${literal(id)}`,
  `DELETE FROM schools WHERE id = ${literal(id)}`,
];

/**
 * Checks a school as `npm run school -- add` gets it and fills in the site address (https:// and the first host).
 * @param {SchoolOptions} options
 * @returns {{ hosts: string[], pocketbaseUrl: string, siteUrl: string, siteGiven: boolean, name: string, shortName: string }}
 */
export function schoolFromOptions({ host, pocketbase, site, name, short }) {
  const hosts = [...new Set((Array.isArray(host) ? host : host ? [host] : []).map(hostName))];
  if (hosts.length === 0) throw new Error("--host fehlt (der Hostname der Schule, z. B. www.ms-beispiel.at).");
  return {
    hosts,
    pocketbaseUrl: httpAddress(pocketbase, "--pocketbase"),
    siteUrl: httpAddress(site ?? `https://${hosts[0]}`, "--site"),
    siteGiven: site !== undefined,
    name: schoolText(name, "--name"),
    shortName: schoolText(short, "--short"),
  };
}

/**
 * Runs statements on a registry: `run(sql)` returns the rows of the last statement (wrangler d1 execute for the
 * deployed or local registry; a Miniflare D1 in tests).
 * @param {RunSql} run
 * @param {SchoolOptions} options
 * @returns {Promise<{ id: string | undefined, hosts: string[], pocketbaseUrl: string, siteUrl: string, siteGiven: boolean, name: string, shortName: string, changed: boolean }>}
 *   id: the school's registry id (undefined only when the school vanished from the registry in between)
 */
export async function addSchool(run, options) {
  const school = schoolFromOptions(options);
  await run(REGISTRY_SCHEMA.join(";\n"));
  const owners = await run(ownersSql(school.hosts));
  if (owners.length > 1) {
    throw new Error(`Die Hostnamen gehören zu ${owners.length} verschiedenen Schulen; bitte einzeln ändern.`);
  }
  const owner = owners[0]?.id;
  await run(addSchoolSql(school, owner).join(";\n"));
  // schoolFromOptions requires a host.
  const saved = (await listSchools(run)).find((row) => row.hosts.includes(/** @type {string} */ (school.hosts[0])));
  return {
    ...school,
    id: saved?.id,
    siteUrl: saved?.site_url ?? school.siteUrl,
    hosts: saved?.hosts ?? school.hosts,
    changed: owner !== undefined,
  };
}

/**
 * Every school of the registry (none when it was never set up).
 * @param {RunSql} run
 * @returns {Promise<RegisteredRow[]>}
 */
export async function listSchools(run) {
  await run(REGISTRY_SCHEMA.join(";\n"));
  return (await run(LIST_SQL)).map(
    (row) => /** @type {RegisteredRow} */ ({ ...row, hosts: row.hosts ? row.hosts.split(" ") : [] }),
  );
}

/**
 * Removes the school of `host`; returns it, or undefined when no school has that host.
 * @param {RunSql} run
 * @param {string} host
 * @returns {Promise<RegisteredRow | undefined>}
 */
export async function removeSchool(run, host) {
  const name = hostName(host);
  const schools = await listSchools(run);
  const school = schools.find((candidate) => candidate.hosts.includes(name));
  if (school) await run(removeSchoolSql(school.id).join(";\n"));
  return school;
}

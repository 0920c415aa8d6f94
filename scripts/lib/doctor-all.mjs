// `npm run doctor -- --all`: the doctor for a deployment serving many schools (contract.md, "Many schools, one
// deployment"). The deployment's own settings once, then every school of the registry with its own PocketBase, each
// under a heading naming it, so a problem in one school's PocketBase is never mistaken for another's.
import { checkSecretNotInToml } from "./access-checks.mjs";
import { checkDeploymentSettings, isLocalHost } from "./doctor-checks.mjs";
import { checkPocketBase, formatFindings } from "./doctor.mjs";
import { listSchools } from "./school-registry.mjs";
import { readSecrets, readSettings, readTomlVars } from "./settings.mjs";
import { superuserFromEnv } from "./superuser-client.mjs";

/** @typedef {import("./doctor-checks.mjs").Finding} Finding */
/** @typedef {import("./school-registry.mjs").RegisteredRow} School */
/**
 * The deployment's own findings, then each school's.
 * @typedef {{ deployment: Finding[], schools: { school: School, findings: Finding[] }[] }} SchoolsReport
 */

/**
 * Checks every school of the registry `run` reads, with the deployment's settings from `env` (environment over
 * site.env over wrangler.toml): its Access service token and superuser serve every school's PocketBase.
 * @param {import("./school-registry.mjs").RunSql} run the registry (wranglerRegistry, or a Miniflare D1 in tests)
 * @param {Record<string, string | undefined>} env
 * @param {{ local?: boolean }} [options] local: the registry of `npm start`, whose addresses are loopback on purpose
 * @returns {Promise<SchoolsReport | undefined>}
 *   undefined when the registry has no school (the deployment then serves its one school from its settings)
 */
export async function checkAllSchools(run, env, { local = false } = {}) {
  const schools = await listSchools(run);
  if (schools.length === 0) return undefined;
  const settings = readSettings(env);
  const accessSecret = readSecrets(env).POCKETBASE_ACCESS_CLIENT_SECRET;
  const admin = superuserFromEnv(env);
  // SITE_URL and POCKETBASE_URL of the deployment are only its fallback here: each school has its own in the registry.
  const deployment = [
    ...checkDeploymentSettings(settings),
    ...checkSecretNotInToml(/** @type {Record<string, unknown>} */ (readTomlVars())),
  ];
  /** @type {SchoolsReport["schools"]} */
  const checked = [];
  // One after another: the lines of one school stay together, and PocketBases are not all asked at once.
  for (const school of schools) {
    const findings = local ? [] : checkAddresses(school);
    try {
      // The school's own site address: its staff mails must lead there, not to the deployment's fallback.
      const own = { ...settings, SITE_URL: school.site_url };
      findings.push(
        ...(await checkPocketBase({
          settings: own,
          accessSecret,
          url: school.pocketbase_url,
          admin,
          parentMailKey: readSecrets(env).PARENT_MAIL_KEY,
        })),
      );
    } catch (error) {
      findings.push({
        ok: false,
        text: `Prüfung abgebrochen: ${/** @type {Error} */ (error).message}`,
        fix: `PocketBase unter ${school.pocketbase_url} prüfen und npm run doctor -- --all wiederholen.`,
      });
    }
    checked.push({ school, findings: findings.map((finding) => naming(school, finding)) });
  }
  return { deployment, schools: checked };
}

/** How a school is named in headings and problem lines: name, host and registry id. */
export const schoolLabel = (/** @type {School} */ school) =>
  `${school.name} (${school.hosts[0] ?? "ohne Host"}, ${school.id})`;

/**
 * A problem or warning names its school in its own line, so a line copied out of the report still says whose it is.
 * @param {School} school
 * @param {Finding} finding
 * @returns {Finding}
 */
function naming(school, finding) {
  if (finding.ok && !(/** @type {{ warning?: true }} */ (finding).warning)) return finding;
  return { ...finding, text: `${schoolLabel(school)}: ${finding.text}` };
}

/**
 * A school's addresses in the deployed registry: https and reachable from Cloudflare, like SITE_URL/POCKETBASE_URL.
 * @param {School} school
 */
function checkAddresses(school) {
  const host = school.hosts[0] ?? "HOST";
  /** @type {Finding[]} */
  const findings = [];
  for (const [what, value, option] of /** @type {[string, string, string][]} */ ([
    ["PocketBase-Adresse", school.pocketbase_url, "--pocketbase https://…"],
    ["Website-Adresse", school.site_url, "--site https://…"],
  ])) {
    const url = new URL(value);
    const fix = `Mit npm run school -- add --host ${host} ${option} … die öffentliche https-Adresse eintragen.`;
    if (isLocalHost(url.hostname)) {
      findings.push({ ok: false, text: `${what} ${value} ist lokal: von Cloudflare aus erreicht sie niemand.`, fix });
    } else if (url.protocol !== "https:") {
      findings.push({ ok: false, text: `${what} ${value} ist ohne https.`, fix });
    } else {
      findings.push({ ok: true, text: `${what} ${value}` });
    }
  }
  return findings;
}

/**
 * Problems of a report (warnings do not count), and the schools that have any.
 * @param {SchoolsReport} report
 * @returns {{ count: number, failing: School[] }}
 */
export function problemsOf({ deployment, schools }) {
  const count = (/** @type {Finding[]} */ findings) => findings.filter((finding) => !finding.ok).length;
  const failing = schools.filter(({ findings }) => count(findings) > 0).map(({ school }) => school);
  return { count: count(deployment) + schools.reduce((sum, { findings }) => sum + count(findings), 0), failing };
}

/**
 * The report as lines for the terminal: the deployment's settings, then one section per school.
 * @param {SchoolsReport} report
 * @returns {string}
 */
export function formatAllSchools({ deployment, schools }) {
  const sections = [`── Einstellungen der Veröffentlichung (für alle Schulen) ──\n${formatFindings(deployment)}`];
  for (const { school, findings } of schools) {
    sections.push(`── Schule ${schoolLabel(school)} ──\n${formatFindings(findings)}`);
  }
  return sections.join("\n\n");
}

// npm run doctor [-- --url URL]: is this site ready to go live? Checks the settings a deploy would ship
// (environment over wrangler.toml) and the PocketBase at POCKETBASE_URL (or --url): version, schema, rules,
// users, the school record. Exits 1 naming every problem and its fix.
// npm run doctor -- --all [--local]: every school of the registry (the deployed one; --local: that of npm start),
// each with its own PocketBase (scripts/lib/doctor-all.mjs).
import { parseArgs } from "node:util";
import { wranglerRegistry } from "./lib/d1-registry.mjs";
import { checkAllSchools, formatAllSchools, problemsOf, schoolLabel } from "./lib/doctor-all.mjs";
import { checkSite, formatFindings } from "./lib/doctor.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { readSecrets, siteEnv } from "./lib/settings.mjs";
import { pushKeyFindings } from "./lib/wrangler-secrets.mjs";

const plural = (count) => (count === 1 ? "1 Problem" : `${count} Probleme`);

try {
  const { values } = parseArgs({
    options: { url: { type: "string" }, all: { type: "boolean" }, local: { type: "boolean", default: false } },
  });
  const env = siteEnv();
  if (values.all) {
    if (values.url) throw new Error("--all prüft die PocketBase-Adressen aus der Registry; --url passt nicht dazu.");
    const report = await checkAllSchools(wranglerRegistry({ local: values.local }), env, { local: values.local });
    if (report) {
      console.log(formatAllSchools(report));
      const { count, failing } = problemsOf(report);
      if (count) {
        const whose = failing.length ? ` (${failing.map(schoolLabel).join("; ")})` : "";
        console.error(
          `\n${plural(count)} bei ${report.schools.length} Schulen${whose}: so ist die Website nicht bereit.`,
        );
        process.exit(1);
      }
      console.log(`\nAlle ${report.schools.length} Schulen bereit.`);
      process.exit(0);
    }
    const where = values.local
      ? "der lokalen Registry (npm start, npm run preview)"
      : "der Registry der Veröffentlichung";
    console.log(`Keine Schule in ${where}: geprüft wird die eine Schule aus den Einstellungen.\n`);
  }
  const findings = [...(await checkSite(env, values.url)), ...pushKeyFindings(readSecrets(env))];
  console.log(formatFindings(findings));
  const problems = findings.filter((f) => !f.ok).length;
  if (problems) {
    console.error(`\n${plural(problems)}: so ist die Website nicht bereit.`);
    process.exit(1);
  }
  console.log("\nAlles bereit.");
} catch (error) {
  fail(error);
}

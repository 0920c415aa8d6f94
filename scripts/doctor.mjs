// npm run doctor [-- --url URL]: is this site ready to go live? Checks the settings a deploy would ship
// (environment over wrangler.toml) and the PocketBase at POCKETBASE_URL (or --url): version, schema, rules,
// users, the school record. Exits 1 naming every problem and its fix.
import { parseArgs } from "node:util";
import { checkSite, formatFindings } from "./lib/doctor.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { siteEnv } from "./lib/settings.mjs";

try {
  const { values } = parseArgs({ options: { url: { type: "string" } } });
  const env = siteEnv();
  const findings = await checkSite(env, values.url);
  console.log(formatFindings(findings));
  const problems = findings.filter((f) => !f.ok).length;
  if (problems) {
    console.error(`\n${problems === 1 ? "1 Problem" : `${problems} Probleme`}: so ist die Website nicht bereit.`);
    process.exit(1);
  }
  console.log("\nAlles bereit.");
} catch (error) {
  fail(error);
}

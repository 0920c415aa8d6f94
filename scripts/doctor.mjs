// npm run doctor [-- --url URL]: is this site ready to go live? Checks the settings a deploy would ship
// (environment over wrangler.toml) and the PocketBase at POCKETBASE_URL (or --url): version, schema, rules,
// users, the school record. Exits 1 naming every problem and its fix.
import { parseArgs } from "node:util";
import { superuserFromEnv } from "./lib/superuser-client.mjs";
import { formatFindings, runDoctor } from "./lib/doctor.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { readSecrets, readSettings, readTomlVars, siteEnv } from "./lib/settings.mjs";

try {
  const { values } = parseArgs({ options: { url: { type: "string" } } });
  const env = siteEnv();
  const findings = await runDoctor({
    settings: readSettings(env),
    tomlVars: readTomlVars(),
    accessSecret: readSecrets(env).POCKETBASE_ACCESS_CLIENT_SECRET,
    url: values.url,
    admin: superuserFromEnv(env),
  });
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

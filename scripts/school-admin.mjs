// npm run school:admin -- --email leitung@schule.at [--name "Name"] [--url https://cms.schule.at]: makes the school's
// first admin (contract.md, "Staff accounts and sign-in"), once, as IT (superuser from PB_SUPERUSER_EMAIL /
// PB_SUPERUSER_PASSWORD); `npm run setup` does the same. An existing account gets the role `admin`; otherwise the
// account is created and invited by mail (the invitation's link sets its password). After that the admin invites
// everyone else in /dash/team.
import { parseArgs } from "node:util";
import { connectAsSuperuser, superuserFromEnv } from "./lib/superuser-client.mjs";
import { ensureFirstAdmin } from "./lib/first-admin.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { siteEnv } from "./lib/settings.mjs";

try {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, url: { type: "string" } },
  });
  const env = siteEnv();
  const url = (values.url ?? env.POCKETBASE_URL ?? "").replace(/\/+$/, "");
  const email = (values.email ?? "").trim().toLowerCase();
  if (!url || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw new Error(
      'Aufruf: npm run school:admin -- --email leitung@ihre-schule.at [--name "Vorname Nachname"] [--url https://cms.ihre-schule.at]',
    );
  }
  const pb = await connectAsSuperuser(url, superuserFromEnv(env));
  console.log((await ensureFirstAdmin(pb, { email, ...(values.name ? { name: values.name } : {}) })).text);
  console.log("Alle weiteren Konten lädt die Administration im Dashboard unter „Team“ ein (/dash/team).");
} catch (/** @type {any} */ error) {
  fail(error.status ? new Error(`PocketBase hat abgelehnt: ${error.response?.message ?? error.message}`) : error);
}

// npm run school:admin -- --email leitung@schule.at [--name "Name"] [--url https://cms.schule.at]: makes the school's
// first admin (contract.md, "Staff accounts and sign-in"), once, as IT (superuser from PB_SUPERUSER_EMAIL /
// PB_SUPERUSER_PASSWORD). An existing account gets the role `admin`; otherwise the account is created and invited by
// mail (the invitation's link sets its password). After that the admin invites everyone else in /dash/team.
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import { connectAsSuperuser, superuserFromEnv } from "./lib/superuser-client.mjs";
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
  const users = pb.collection("users");
  const existing = (await users.getList(1, 1, { filter: pb.filter("email = {:email}", { email }) })).items[0];
  if (existing) {
    await users.update(existing.id, {
      role: "admin",
      deactivated: false,
      ...(values.name ? { name: values.name } : {}),
    });
    console.log(`${email} ist jetzt Administration der Schule (Rolle „admin“).`);
    if (!existing.verified) {
      await users.requestVerification(email);
      console.log("Das Konto hatte seine Einladung noch nicht angenommen: sie ist noch einmal unterwegs.");
    }
  } else {
    const password = randomBytes(32).toString("base64url");
    await users.create({
      email,
      name: values.name ?? email.split("@")[0],
      role: "admin",
      emailVisibility: false,
      password,
      passwordConfirm: password,
    });
    await users.requestVerification(email);
    console.log(
      `Konto ${email} als Administration der Schule angelegt; die Einladung ist unterwegs (7 Tage gültig). ` +
        "Über ihren Link legt die Person ihr Passwort fest.",
    );
  }
  console.log("Alle weiteren Konten lädt die Administration im Dashboard unter „Team“ ein (/dash/team).");
} catch (/** @type {any} */ error) {
  fail(error.status ? new Error(`PocketBase hat abgelehnt: ${error.response?.message ?? error.message}`) : error);
}

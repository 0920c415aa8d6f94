// npm run schema -- --url https://cms.schule.at: installs or updates the site's collections in an existing
// PocketBase 0.23+ (superuser from PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD). Safe to run again; of `users` it
// touches only our fields (role, deactivated, last sign-in), its API rules and its mails (links to SITE_URL).
import { parseArgs } from "node:util";
import { connectAsSuperuser, superuserFromEnv } from "./lib/superuser-client.mjs";
import { installSchema } from "./lib/install-schema.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { siteEnv } from "./lib/settings.mjs";

try {
  const { values } = parseArgs({ options: { url: { type: "string" }, site: { type: "string" } } });
  const env = siteEnv();
  const url = (values.url ?? env.POCKETBASE_URL ?? "").replace(/\/+$/, "");
  if (!url) throw new Error("Welches PocketBase? Aufruf: npm run schema -- --url https://cms.ihre-schule.at");
  const pb = await connectAsSuperuser(url, superuserFromEnv(env));
  const siteUrl = (values.site ?? env.SITE_URL ?? "").replace(/\/+$/, "");
  if (!/^https?:\/\//.test(siteUrl)) {
    throw new Error(
      "Wohin sollen die Links in den E-Mails an Lehrkräfte führen? SITE_URL in site.env setzen oder: npm run schema -- --url … --site https://www.ihre-schule.at",
    );
  }
  const outcomes = await installSchema(pb, { siteUrl });
  console.log(`Schema der Website in ${url}:`);
  for (const { name, outcome } of outcomes) console.log(`  ${name.padEnd(20)} ${outcome}`);
  const count = (outcome) => outcomes.filter((o) => o.outcome === outcome).length;
  console.log(
    `Fertig: ${count("angelegt")} angelegt, ${count("aktualisiert")} aktualisiert, ${count("unverändert")} unverändert. ` +
      "Collections anderer Anwendungen bleiben, wie sie sind; an „users“ nur das Feld „role“ und die Regel, " +
      "dass niemand sich selbst eine Rolle gibt.",
  );
  console.log(
    "Versionen von Beiträgen, die Prüfung der Alternativtexte, Einladungen und das Protokoll brauchen die Hooks aus pocketbase/pb_hooks im " +
      "Ordner pb_hooks neben Ihrem PocketBase (danach PocketBase neu starten).",
  );
} catch (error) {
  fail(error);
}

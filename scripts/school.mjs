// npm run school -- add --host HOST [--host HOST …] --pocketbase URL --name NAME --short SHORT [--site URL] [--local]
//                 | list [--local] | remove --host HOST [--local]
// The registry of one deployment serving many schools (docs/many-schools.md). Without --local it changes
// the deployed registry (wrangler's Cloudflare login); with --local the one `npm start` and `npm run preview` use.
// A change shows on the site within 60 s, without a deploy.
import { parseArgs } from "node:util";
import { wranglerRegistry } from "./lib/d1-registry.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { addSchool, listSchools, removeSchool } from "./lib/school-registry.mjs";

const USAGE = `Aufruf:
  npm run school -- add --host HOST [--host HOST …] --pocketbase URL --name NAME --short KURZNAME [--site URL] [--local]
  npm run school -- list [--local]
  npm run school -- remove --host HOST [--local]`;

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      host: { type: "string", multiple: true },
      pocketbase: { type: "string" },
      site: { type: "string" },
      name: { type: "string" },
      short: { type: "string" },
      local: { type: "boolean", default: false },
      "persist-to": { type: "string" },
    },
  });
  const run = wranglerRegistry({ local: values.local, persistTo: values["persist-to"] });
  const where = values.local ? "lokalen Registry (npm start, npm run preview)" : "Registry der Veröffentlichung";
  switch (positionals[0]) {
    case "add": {
      const school = await addSchool(run, values);
      console.log(`${school.changed ? "Geändert" : "Hinzugefügt"} in der ${where}: ${school.name} [${school.id}]`);
      console.log(
        `  Hosts: ${school.hosts.join(", ")}\n  PocketBase: ${school.pocketbaseUrl}\n  Website: ${school.siteUrl}`,
      );
      console.log("Die Website zeigt die Änderung innerhalb von 60 Sekunden.");
      break;
    }
    case "list": {
      const schools = await listSchools(run);
      if (schools.length === 0)
        console.log(`Keine Schule in der ${where}: die Website zeigt ihre eine Schule aus den Einstellungen.`);
      for (const school of schools) {
        console.log(`${school.name} (${school.short_name}) [${school.id}]`);
        console.log(
          `  Hosts: ${school.hosts.join(", ") || "–"}\n  PocketBase: ${school.pocketbase_url}\n  Website: ${school.site_url}`,
        );
      }
      break;
    }
    case "remove": {
      if (!values.host?.length) throw new Error(`--host fehlt.\n${USAGE}`);
      const school = await removeSchool(run, /** @type {string} */ (values.host[0]));
      if (!school) throw new Error(`Keine Schule mit dem Host ${values.host[0]} in der ${where}.`);
      console.log(`Entfernt aus der ${where}: ${school.name} mit ${school.hosts.join(", ")}.`);
      console.log("Innerhalb von 60 Sekunden antworten diese Hosts mit 404. Ihr PocketBase bleibt unberührt.");
      break;
    }
    default:
      throw new Error(USAGE);
  }
} catch (error) {
  fail(error);
}

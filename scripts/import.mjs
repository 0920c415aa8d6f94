// npm run import -- --wordpress FILE_OR_URL [--url POCKETBASE] [--map import-map.json]: the school's old WordPress
// site into its PocketBase (contract.md, "Moving in"): posts with their text, date, area and files, drafts as
// drafts, owners by e-mail, every old address answering 301 to its new page. A second run updates what changed in
// WordPress and never duplicates. Superuser from PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD; SITE_URL from site.env.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { fail } from "./lib/lifecycle.mjs";
import { repoRoot } from "./lib/pocketbase.mjs";
import { readSettings, siteEnv } from "./lib/settings.mjs";
import { connectAsSuperuser, superuserFromEnv } from "./lib/superuser-client.mjs";
import { importMap } from "./lib/import/import-map.mjs";
import { importSite } from "./lib/import/run-import.mjs";
import { readRestApi, readWxr } from "./lib/import/wordpress-source.mjs";

const list = (lines, more = 0) =>
  lines.map((line) => `  - ${line}`).join("\n") + (more > 0 ? `\n  … und ${more} weitere` : "");
const SHOWN = 30;

try {
  const { values } = parseArgs({
    options: { wordpress: { type: "string" }, url: { type: "string" }, map: { type: "string" } },
  });
  if (!values.wordpress) {
    throw new Error(
      "Aufruf: npm run import -- --wordpress export.xml (WordPress: „Werkzeuge → Daten exportieren“) oder --wordpress https://alte-website.at",
    );
  }
  const env = siteEnv();
  const url = (values.url ?? env.POCKETBASE_URL ?? "").replace(/\/+$/, "");
  // Which links of the old texts are the site's own: SITE_URL (site.env, else wrangler.toml's).
  const siteUrl = /** @type {string} */ (readSettings(env).SITE_URL);
  if (!url)
    throw new Error(
      "Welches PocketBase? POCKETBASE_URL in site.env (npm run setup) oder --url https://cms.ihre-schule.at",
    );
  const source = values.wordpress;
  let site;
  if (/^https?:\/\//.test(source)) {
    console.log(`Lese ${source} über die REST-API von WordPress …`);
    site = await readRestApi(source);
  } else {
    let xml;
    try {
      xml = readFileSync(source, "utf8");
    } catch (/** @type {any} */ error) {
      throw new Error(`Die Datei ${source} lässt sich nicht lesen (${error.code ?? error.message}).`);
    }
    site = readWxr(xml);
  }
  const mapFile = path.resolve(values.map ?? path.join(repoRoot, "import-map.json"));
  const map = importMap(mapFile, site.categories);
  if (map.written)
    console.log(`Kategorien → Bereiche: ${mapFile} (anpassen und erneut importieren, wenn etwas nicht passt)`);
  const pb = await connectAsSuperuser(url, superuserFromEnv(env));
  const report = await importSite({ pb, site, map, siteUrl, log: (line) => console.log(line) });
  console.log(`\nImport aus ${site.base} nach ${url}:`);
  console.log(
    `  ${report.imported.length} Beiträge neu, ${report.updated.length} aktualisiert, ${report.unchanged} unverändert`,
  );
  console.log(
    `  ${report.redirects.created} alte Adressen neu weitergeleitet, ${report.redirects.kept} schon vorhanden`,
  );
  if (report.skipped.length) {
    console.log(`\nNicht übernommen:\n${list(report.skipped.slice(0, SHOWN), report.skipped.length - SHOWN)}`);
  }
  if (report.warnings.length) {
    console.log(`\nZu prüfen:\n${list(report.warnings.slice(0, SHOWN), Math.max(0, report.warnings.length - SHOWN))}`);
  }
} catch (/** @type {any} */ error) {
  fail(error.status ? new Error(`PocketBase hat abgelehnt: ${error.response?.message ?? error.message}`) : error);
}

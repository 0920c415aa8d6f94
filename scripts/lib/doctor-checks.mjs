// What `npm run doctor` and `npm run deploy` check, as pure functions over what they read. Each problem says what
// is wrong and how to fix it; German, like everything staff see.
import roles from "../../pocketbase/schema/roles.cjs";
import securitySettings from "../../pocketbase/schema/security-settings.cjs";
import siteSchema from "../../pocketbase/schema/site-schema.cjs";
import { checkAccentColor } from "../../src/lib/domain/accent-color.ts";
import { kindsOf, storedFileProblem } from "../../src/lib/domain/file-types.ts";
import { SCHOOL_FACTS } from "../../src/lib/domain/school.ts";
import { PROVIDER_RETURN_PATH } from "../../src/lib/domain/sign-in-paths.ts";
import { SETTINGS } from "../../src/lib/platform/settings.ts";

const { SITE_COLLECTIONS, rulesOf, USERS_FIELDS, EDITOR_WRITES, OWNED_PUBLISHED, POSTS_PUBLISHED } = siteSchema;
const { ROLE_VALUES, SECOND_FACTOR, STAFF_ACCOUNT_RULES } = roles;
const { RATE_LIMIT_RULES } = securitySettings;

/**
 * A warning does not stop a deploy, but says what to do.
 * @typedef {{ ok: true, text: string } | { ok: true, warning: true, text: string, fix: string } | { ok: false, text: string, fix: string }} Finding
 */

/** @type {(text: string) => Finding} */
const ok = (text) => ({ ok: true, text });
/** @type {(text: string, fix: string) => Finding} */
const warning = (text, fix) => ({ ok: true, warning: true, text, fix });
/** @type {(text: string, fix: string) => Finding} */
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
  /** @type {Finding[]} */
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
  return [...findings, ...checkDeploymentSettings(settings)];
}

/** The shortest CACHE_TTL_SECONDS a live site may have: below it every visit reads PocketBase (and 0 keeps nothing). */
export const MIN_TTL_SECONDS = 10;

/**
 * Settings for measuring and testing that must not reach the live site, and HSTS as the school chose it. These hold
 * for every school of a deployment; a deployment serving many schools takes SITE_URL and POCKETBASE_URL from each
 * school's registry row instead, so `npm run doctor -- --all` checks only these of its vars.
 */
export function checkDeploymentSettings(settings) {
  /** @type {Finding[]} */
  const findings = [];
  const where = "aus der Umgebung, site.env und wrangler.toml entfernen";
  if (settings.DEBUG_HEADERS) {
    findings.push(
      problem(
        `DEBUG_HEADERS ist gesetzt (${settings.DEBUG_HEADERS}): jede Antwort verriete, ob sie aus dem Seiten-Cache kam – nur für Messungen.`,
        `DEBUG_HEADERS ${where}.`,
      ),
    );
  }
  const ttl = settings.CACHE_TTL_SECONDS ?? SETTINGS.CACHE_TTL_SECONDS.default;
  if (!(Number(ttl) >= MIN_TTL_SECONDS)) {
    findings.push(
      problem(
        `CACHE_TTL_SECONDS ist ${ttl}: unter ${MIN_TTL_SECONDS} s liest jeder Besuch PocketBase neu (0 speichert nichts) – nur für Tests.`,
        `CACHE_TTL_SECONDS ${where} (Standard ${SETTINGS.CACHE_TTL_SECONDS.default}) oder auf mindestens ${MIN_TTL_SECONDS} setzen.`,
      ),
    );
  }
  if (settings.PUSH_EXTRA_ORIGINS) {
    findings.push(
      problem(
        `PUSH_EXTRA_ORIGINS ist gesetzt (${settings.PUSH_EXTRA_ORIGINS}): die Website nähme Push-Adressen außerhalb der Push-Dienste der Browser an – nur für Tests.`,
        `PUSH_EXTRA_ORIGINS ${where}.`,
      ),
    );
  }
  const subdomains = settings.HSTS_INCLUDE_SUBDOMAINS === "1";
  if (settings.HSTS_PRELOAD === "1" && !subdomains) {
    findings.push(
      problem(
        "HSTS_PRELOAD=1 ohne HSTS_INCLUDE_SUBDOMAINS=1: die Preload-Liste nimmt nur Domains mit allen Subdomains.",
        "Beides setzen, wenn wirklich jede Subdomain https spricht, sonst HSTS_PRELOAD entfernen (README, „Configuration“).",
      ),
    );
  } else {
    findings.push(
      ok(
        subdomains
          ? `HSTS ein Jahr für diese Adresse und alle Subdomains${settings.HSTS_PRELOAD === "1" ? ", zur Preload-Liste angemeldet" : ""}`
          : "HSTS ein Jahr für diese Adresse (Subdomains ausgenommen: HSTS_INCLUDE_SUBDOMAINS)",
      ),
    );
  }
  return findings;
}

/** The three settings "Telling parents" signs and encrypts with (contract.md); secrets, never vars. */
export const PUSH_KEY_NAMES = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"];

/**
 * Whether the worker can send notifications: each VAPID setting in the environment (deploy uploads it) or already a
 * secret of the deployed worker (`stored`, from `wrangler secret list`), and a subject push services accept.
 * @param {Record<string, string | undefined>} secrets what the environment and site.env hold
 * @param {readonly string[]} stored names of the deployed worker's secrets (empty when unknown)
 */
export function checkPushKeys(secrets, stored) {
  const missing = PUSH_KEY_NAMES.filter((name) => !secrets[name] && !stored.includes(name));
  if (missing.length) {
    return [
      problem(
        `${missing.join(", ")} ${missing.length === 1 ? "fehlt" : "fehlen"}: ohne sie kann die Website keine Benachrichtigungen schicken, und die Seite „Benachrichtigungen“ bietet keine an.`,
        "npm run push:keys ausführen und die drei Werte wie angezeigt als Secrets speichern (npx wrangler secret put …) oder in site.env (chmod 600) eintragen.",
      ),
    ];
  }
  const subject = secrets.VAPID_SUBJECT;
  if (subject && !/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s]+)$/.test(subject)) {
    return [
      problem(
        `VAPID_SUBJECT ist „${subject}“: Push-Dienste (Apple zuerst) wollen eine mailto:- oder https:-Adresse der Schule.`,
        "VAPID_SUBJECT auf z. B. mailto:webmaster@ihre-schule.at setzen.",
      ),
    ];
  }
  return [ok("VAPID-Schlüssel für Benachrichtigungen vorhanden")];
}

/** The PocketBase line this site is tested on (scripts/lib/pocketbase-binary.mjs pins one release of it). */
export const TESTED_LINE = { major: 0, minor: 40 };
const UPGRADE = "docs/updating.md, „Upgrading from PocketBase 0.22“";

/**
 * The server's version judged against the tested line.
 * @param {{ version?: string, superusers: boolean }} server version: as the server names it, if it does;
 *   superusers: whether it has the `_superusers` API of 0.23+ (read from the API, so it holds when the UI changes)
 */
export function checkVersion({ version, superusers }) {
  // Numbers wherever they are compared: `known` checks them first.
  const [major, minor] = /** @type {[number, number]} */ ((version ?? "").split(".").map(Number));
  const known = version !== undefined && Number.isInteger(major) && Number.isInteger(minor);
  if (!superusers || (known && major === 0 && minor < 23)) {
    return problem(
      `PocketBase ${version ?? "vor 0.23"} – die Website braucht PocketBase ${TESTED_LINE.major}.${TESTED_LINE.minor}.x.`,
      `Auf PocketBase ${TESTED_LINE.major}.${TESTED_LINE.minor} aktualisieren: Sicherung anlegen, neues Programm starten, ` +
        `PocketBase wandelt die Datenbank beim ersten Start selbst um (${UPGRADE}).`,
    );
  }
  if (!known) {
    return warning(
      "PocketBase-Version nicht lesbar (das Admin-UI nennt sie nicht); die API ist die von 0.23 oder neuer.",
      `Auf dem Server „pocketbase --version“ aufrufen: getestet ist ${TESTED_LINE.major}.${TESTED_LINE.minor}.x.`,
    );
  }
  const tested = major === TESTED_LINE.major && minor === TESTED_LINE.minor;
  if (tested) return ok(`PocketBase ${version}`);
  const newer = major > TESTED_LINE.major || (major === TESTED_LINE.major && minor > TESTED_LINE.minor);
  return warning(
    `PocketBase ${version} ist ${newer ? "neuer" : "älter"} als die getestete Version ${TESTED_LINE.major}.${TESTED_LINE.minor}.x.`,
    newer
      ? "Vor dem Veröffentlichen PocketBases CHANGELOG auf Änderungen an API und Admin-UI prüfen, oder bei 0.40.x bleiben."
      : `Auf PocketBase ${TESTED_LINE.major}.${TESTED_LINE.minor}.x aktualisieren (vorher eine Sicherung anlegen).`,
  );
}

/** Every collection and field of the contract, readable by everyone and writable by no visitor. */
export function checkCollections(collections, url) {
  /** @type {Finding[]} */
  const findings = [];
  const install = `npm run schema -- --url ${url}`;
  const missing = SITE_COLLECTIONS.filter(({ name }) => !collections.some((c) => c.name === name));
  for (const { name, optional } of missing) {
    findings.push(
      problem(`Collection „${name}“ fehlt${optional ? ` (${optional})` : ""}.`, `Schema installieren: ${install}`),
    );
  }
  for (const definition of SITE_COLLECTIONS) {
    const collection = collections.find((c) => c.name === definition.name);
    if (!collection) continue;
    const wrong = definition.fields.filter(
      (field) => !collection.fields.some((f) => f.name === field.name && f.type === field.type),
    );
    const open = Object.entries(rulesOf(definition)).filter(([rule, value]) => collection[rule] !== value);
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
            describeRules(definition),
          `Schema aktualisieren: ${install}`,
        ),
      );
    }
    if (!wrong.length && !open.length) findings.push(ok(`Collection „${definition.name}“`));
  }
  return findings;
}

/** What a collection's rules must allow, in words (the exact strings: pocketbase/schema/roles.cjs). */
function describeRules(definition) {
  const rules = rulesOf(definition);
  if (rules === OWNED_PUBLISHED || rules === POSTS_PUBLISHED) {
    return (
      "lesen nur, was veröffentlicht ist (Entwürfe und Geplantes nur für angemeldete Lehrkräfte); schreiben die " +
      "Redaktion (Rolle editor) alles, Autor:innen (author) nur eigene Entwürfe; die genauen Regeln stehen in pocketbase/schema/roles.cjs."
    );
  }
  if (rules === EDITOR_WRITES) return "öffentlich lesen (leere Regel), schreiben nur die Redaktion (Rolle editor).";
  if (rules.listRule !== "") return "lesen nur angemeldete Lehrkräfte, schreiben nur PocketBase selbst (gesperrt).";
  return "öffentlich lesen (leere Regel), schreiben nur Admins (gesperrt).";
}

/** What each rule of `users` keeps, in words, when it differs from ours (roles.cjs, STAFF_ACCOUNT_RULES). */
const USERS_RULE_RISKS = {
  listRule:
    "„users“ ist für mehr als die Administration lesbar (List rule): die E-Mail-Adressen der Lehrkräfte wären abrufbar.",
  viewRule:
    "„users“ ist für mehr als die Administration lesbar (View rule): die E-Mail-Adressen der Lehrkräfte wären abrufbar.",
  createRule: "„users“ ist offen für Registrierungen, oder die Administration kann nicht einladen (Create rule).",
  updateRule:
    "„users“: Lehrkräfte können sich selbst eine Rolle geben, ihren Namen ändern oder ihr Konto wieder freischalten, oder die Administration kann Konten nicht ändern (Update rule).",
  deleteRule:
    "„users“: Konten können von anderen als der Administration entfernt werden, oder von ihr nicht (Delete rule).",
  authRule: "„users“ lässt auch unbestätigte oder deaktivierte Konten anmelden (Authentication rule).",
  manageRule: "„users“ hat eine Manage rule: wer sie erfüllt, ändert E-Mail, Passwort und Bestätigung fremder Konten.",
};

/**
 * Staff accounts: nobody signs up alone, only admins see, invite, change and remove them, only verified and active
 * accounts sign in; our fields are there; the mails lead to the site (`siteUrl`, when known).
 * @param {Record<string, any> | undefined} users the collection as PocketBase's API gives it
 * @param {string} [siteUrl]
 */
export function checkUsers(users, siteUrl) {
  if (!users) {
    return [
      problem(
        "Die Auth-Collection „users“ fehlt: ohne sie kann sich niemand im Dashboard anmelden.",
        "Im Admin-UI eine Auth-Collection „users“ anlegen.",
      ),
    ];
  }
  /** @type {Finding[]} */
  const findings = [];
  const fix = "Schema aktualisieren: npm run schema -- --url <PocketBase-Adresse> (setzt die Regeln der Konten)";
  for (const [rule, wanted] of Object.entries(STAFF_ACCOUNT_RULES)) {
    if ((users[rule] ?? null) === wanted) continue;
    findings.push(problem(USERS_RULE_RISKS[rule], `${fix}; die genaue Regel: ${wanted ?? "gesperrt"}`));
  }
  const missing = USERS_FIELDS.filter((field) => {
    const found = users.fields?.find((f) => f.name === field.name);
    if (!found || found.type !== field.type) return true;
    return field.type === "select" && (found.maxSelect !== 1 || ROLE_VALUES.some((v) => !found.values?.includes(v)));
  });
  if (missing.length) {
    findings.push(
      problem(
        `„users“ fehlen die Felder ${missing.map((f) => `„${f.name}“`).join(", ")} (Rolle ${ROLE_VALUES.join(", ")}, deaktiviert, letzte Anmeldung): ohne Rolle darf im Dashboard niemand schreiben.`,
        fix,
      ),
    );
  }
  const { mfa, otp } = SECOND_FACTOR;
  if (!users.mfa?.enabled || users.mfa.rule !== mfa.rule || !users.otp?.enabled || users.otp.length !== otp.length) {
    findings.push(
      problem(
        "Redaktion und Administration melden sich mit dem Passwort allein an: kein zweiter Faktor (Code per E-Mail). Ein erratenes oder abgefischtes Passwort genügt, um auf der Website zu veröffentlichen.",
        `${fix}; MFA: ${mfa.rule}, Einmal-Codes per E-Mail mit ${otp.length} Ziffern`,
      ),
    );
  }
  if (siteUrl) {
    const site = siteUrl.replace(/\/+$/, "");
    const templates = [users.verificationTemplate?.body, users.resetPasswordTemplate?.body];
    if (!templates.every((body) => typeof body === "string" && body.includes(`${site}/dash/`))) {
      findings.push(
        problem(
          `Die E-Mails an Lehrkräfte (Einladung, neues Passwort) führen nicht zu ${site}: ihre Links gingen ins Leere.`,
          `npm run schema -- --url <PocketBase-Adresse> --site ${site}`,
        ),
      );
    }
  }
  if (!findings.length) {
    findings.push(
      ok(
        "„users“: keine Registrierung, nicht öffentlich lesbar, Anmeldung nur bestätigt und aktiv, Redaktion und Administration mit Code per E-Mail, Konten und Rollen nur durch die Administration",
      ),
    );
  }
  return findings;
}

/** The one school record: there, every fact filled, a usable accent colour. */
/** Where PocketBase's providers sign in when their authURL is left empty (Settings of `users` → OAuth2). */
export const PROVIDER_DEFAULT_AUTH_URLS = {
  microsoft: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
  google: "https://accounts.google.com/o/oauth2/v2/auth",
};

/**
 * Sign-in with the school's Microsoft 365 or Google account (contract.md, "Staff accounts and sign-in"): each
 * provider PocketBase has for `users`, whether it answered (`answers`: its authURL's HTTP status, or the error), the
 * redirect address to register with it, and whether a Microsoft sign-in is kept to the school's own tenant.
 * @param {{ oauth2?: { enabled?: boolean, providers?: { name: string, clientId?: string, authURL?: string }[] } } | undefined} users
 * @param {Record<string, { status?: number, error?: string }>} answers by provider name
 * @param {string} siteUrl
 * @returns {Finding[]}
 */
export function checkSignInProviders(users, answers, siteUrl) {
  const providers = users?.oauth2?.enabled ? (users.oauth2.providers ?? []) : [];
  const back = `${String(siteUrl || "https://<Website-Adresse>").replace(/\/+$/, "")}${PROVIDER_RETURN_PATH}`;
  if (!providers.length) {
    return [
      ok(
        `Anmeldung mit Microsoft 365 oder Google: nicht eingerichtet (nur Passwort). Einrichten: README „Anmeldung mit dem Schulkonto“, Weiterleitungs-URI ${back}`,
      ),
    ];
  }
  return providers.flatMap((provider) => {
    const label =
      provider.name === "microsoft" ? "Microsoft 365" : provider.name === "google" ? "Google" : provider.name;
    const url = provider.authURL || PROVIDER_DEFAULT_AUTH_URLS[provider.name] || "";
    const answer = answers[provider.name] ?? {};
    /** @type {Finding[]} */
    const findings = [];
    if (!provider.clientId) {
      findings.push(
        problem(
          `Anmeldung mit ${label}: keine Client-ID eingetragen, die Schaltfläche „Mit ${label} anmelden“ führte ins Leere.`,
          "PocketBase → Collections → users → Optionen → OAuth2: Client-ID und Geheimnis der App-Registrierung eintragen",
        ),
      );
    }
    if (answer.error || !answer.status || answer.status >= 500) {
      findings.push(
        problem(
          `Anmeldung mit ${label}: ${url || "(keine Adresse)"} antwortet nicht (${answer.error ?? `HTTP ${answer.status}`}).`,
          "Die Anmeldeadresse des Anbieters in PocketBase prüfen (users → OAuth2 → Auth URL) und ob PocketBase ins Internet darf",
        ),
      );
    } else {
      findings.push(ok(`Anmeldung mit ${label}: der Anbieter antwortet; Weiterleitungs-URI beim Anbieter: ${back}`));
    }
    if (provider.name === "microsoft" && /\/(common|organizations|consumers)\//.test(url)) {
      findings.push(
        warning(
          `Anmeldung mit Microsoft 365 ist nicht auf den Tenant der Schule beschränkt (${url}): auch Konten anderer Organisationen könnten es versuchen.`,
          "In PocketBase (users → OAuth2 → Microsoft) als Auth URL https://login.microsoftonline.com/<Tenant-ID>/oauth2/v2.0/authorize und als Token URL …/<Tenant-ID>/oauth2/v2.0/token eintragen (Tenant-ID: Entra ID → Übersicht)",
        ),
      );
    }
    return findings;
  });
}

export function checkSchool(record) {
  const fix =
    "Im Dashboard (/dash/start) unter „Angaben zur Schule bearbeiten“ ergänzen, oder mit npm run setup (docs/adopting.md).";
  if (!record) return [problem("Der Datensatz der Schule (Collection „school“) fehlt.", fix)];
  /** @type {Finding[]} */
  const findings = [];
  const missing = SCHOOL_FACTS.filter(
    ({ field, neededWhen }) =>
      !String(record[field] ?? "").trim() && (neededWhen?.({ a11yStatus: String(record.a11y_status ?? "") }) ?? true),
  );
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

/**
 * PocketBase's own defences (0.23+): rate limits on, strict for sign-in, and the admin UI limited to the school's
 * addresses. Reads need no check: a limit on them would meet the worker, which reads for every visitor.
 * @param {{ rateLimits?: { enabled?: boolean, rules?: { label: string, maxRequests: number, duration: number }[] }, superuserIPs?: string[],
 *   trustedProxy?: { headers?: string[] }, backups?: { cron?: string, s3?: { enabled?: boolean, bucket?: string } } }} settings
 */
export function checkSecuritySettings(settings) {
  /** @type {Finding[]} */
  const findings = [];
  const where = "Admin-UI → Settings → Application → Rate limiting";
  const limits = settings.rateLimits ?? {};
  if (!limits.enabled || !limits.rules?.some((rule) => rule.label === "*:auth")) {
    findings.push(
      problem(
        "PocketBase begrenzt Anmeldeversuche nicht: Passwörter lassen sich ungebremst durchprobieren.",
        `${where}: einschalten, mit einer Regel für *:auth (z. B. ${describeRule("*:auth")}); ` +
          "die Regeln dieses Projekts stehen in pocketbase/schema/security-settings.cjs.",
      ),
    );
  } else findings.push(ok("PocketBase begrenzt Anmeldeversuche (Rate limiting)"));
  // Staff sign-ins all come from the worker's address: a limit below what the site sends would refuse them all.
  const staff =
    limits.rules?.find((rule) => rule.label === "users:auth") ?? limits.rules?.find((r) => r.label === "*:auth");
  const wanted = RATE_LIMIT_RULES.find((rule) => rule.label === "users:auth");
  if (limits.enabled && staff && perMinute(staff) < perMinute(wanted)) {
    findings.push(
      problem(
        `PocketBase lässt nur ${staff.maxRequests} Anmeldungen in ${staff.duration} s über die Website zu: ` +
          "Wer viele Passwörter durchprobiert, sperrt damit alle Lehrkräfte aus.",
        `${where}: eine Regel users:auth mit ${describeRule("users:auth")} anlegen (pocketbase/schema/security-settings.cjs).`,
      ),
    );
  }
  if (!settings.trustedProxy?.headers?.includes("CF-Connecting-IP")) {
    findings.push(
      warning(
        "PocketBase liest die Adresse der Besucher nicht aus CF-Connecting-IP: hinter einem Cloudflare Tunnel kommen für PocketBase alle Anfragen von einer Adresse, und seine Grenzen gelten für alle zusammen.",
        "npm run setup setzt es (oder Admin-UI → Settings → Application → „User IP proxy headers“: CF-Connecting-IP).",
      ),
    );
  }
  if (!settings.backups?.cron) {
    findings.push(
      warning(
        "PocketBase sichert seine Daten nicht regelmäßig.",
        "npm run setup richtet tägliche Sicherungen ein (auf dem Server oder in S3); siehe docs/backups.md.",
      ),
    );
  } else
    findings.push(
      ok(
        `Sicherungen nach Plan ${settings.backups.cron} (UTC)${settings.backups.s3?.enabled ? ` in S3 (${settings.backups.s3.bucket})` : " auf dem Server"}`,
      ),
    );
  if (!settings.superuserIPs?.length) {
    findings.push(
      warning(
        "Das PocketBase-Admin-UI nimmt Superuser-Anmeldungen von jeder Adresse an.",
        "Admin-UI → Settings → Application → „Superuser IPs“: die Adressen der Schule eintragen, und unter " +
          "Collections → _superusers → ⚙ → Options MFA/OTP einschalten (siehe SECURITY.md).",
      ),
    );
  } else findings.push(ok(`Admin-UI nur von ${settings.superuserIPs.join(", ")}`));
  return findings;
}

/**
 * The hooks of pocketbase/pb_hooks (versions of posts, the alt-text check, the upload list, accounts, the audit log,
 * the mails about posts), as GET /api/site-hooks answers.
 * @param {{ posts?: number, files?: number, staff?: number, audit?: number, review?: number } | null} answer null: PocketBase answered 404 (no hooks)
 */
export function checkHooks(answer) {
  const kinds = ["posts", "files", "staff", "audit", "review"];
  if (kinds.every((kind) => (answer?.[kind] ?? 0) >= 1)) {
    return ok(
      "PocketBase-Hooks der Website laufen (Versionen, Alternativtexte, erlaubte Dateien, Konten, Protokoll, Mails zu Beiträgen)",
    );
  }
  return problem(
    answer
      ? "Die PocketBase-Hooks der Website sind veraltet: Einladungen, die letzte Administration, das Protokoll, die Prüfung der Dateien oder die Mails zu eingereichten Beiträgen fehlen."
      : "Die PocketBase-Hooks der Website fehlen: Beiträge behalten keine früheren Fassungen, Fotos ohne Alternativtext lassen sich veröffentlichen, PocketBase nimmt jede Datei an, Einladungen kommen nicht an und niemand hält fest, wer was getan hat.",
    "Den Ordner pocketbase/pb_hooks dieses Projekts als pb_hooks neben das PocketBase-Programm kopieren " +
      "(oder PocketBase mit --hooksDir starten) und PocketBase neu starten (docs/staff-accounts.md).",
  );
}

/**
 * Parents' e-mail (contract.md, "Telling parents"): the worker's PARENT_MAIL_KEY, and whether the school's PocketBase
 * takes it (`status` of its check: 204 yes, 403 another key, 404 no hook, 0 no answer).
 * @param {string | undefined} key
 * @param {number} status
 */
export function checkParentMail(key, status) {
  const setup = "npm run setup ausführen: Es macht den Schlüssel (site.env) und hinterlegt ihn in PocketBase.";
  if (!key) {
    return warning(
      "E-Mails an Eltern sind aus: PARENT_MAIL_KEY fehlt (Eltern können nur Push-Benachrichtigungen bestellen).",
      setup,
    );
  }
  if (status === 204) return ok("E-Mails an Eltern: PocketBase nimmt den Schlüssel der Website an");
  if (status === 403) return problem("PocketBase kennt PARENT_MAIL_KEY nicht: Eltern bekommen keine E-Mails.", setup);
  if (status === 404) {
    return problem(
      "Der PocketBase-Hook für E-Mails an Eltern fehlt (pb_hooks/parent-mail.pb.js): Eltern bekommen keine E-Mails.",
      "Den Ordner pocketbase/pb_hooks dieses Projekts erneut als pb_hooks neben das PocketBase-Programm kopieren (oder npm run setup) und PocketBase neu starten.",
    );
  }
  return problem(
    `PocketBase beantwortet die Prüfung der E-Mails an Eltern nicht (${status || "keine Antwort"}).`,
    setup,
  );
}

/**
 * Mail (contract.md, "Staff accounts and sign-in"): invitations, new passwords and sign-in codes go through the SMTP
 * server in PocketBase's settings. `sent`: what the test mail PocketBase was asked to send gave (undefined: not tried,
 * because no server is set).
 * @param {{ smtp?: { enabled?: boolean, host?: string } }} settings PocketBase's settings
 * @param {{ to: string, error?: string } | undefined} sent
 */
export function checkMail(settings, sent) {
  const fix =
    "Admin-UI → Settings → Mail settings: den SMTP-Server der Schule eintragen (Microsoft 365: smtp.office365.com, " +
    "Port 587, ein Postfach mit SMTP-Anmeldung; sonst die Angaben Ihres Mail-Anbieters) und Absender-Adresse und -Name setzen.";
  if (!settings.smtp?.enabled || !settings.smtp.host) {
    return problem(
      "PocketBase hat keinen Mailserver: Einladungen, neue Passwörter und Anmelde-Codes kommen nicht an.",
      fix,
    );
  }
  if (!sent) return ok(`Mailserver ${settings.smtp.host} eingestellt`);
  if (sent.error) {
    return problem(
      `Die Test-E-Mail an ${sent.to} ließ sich über ${settings.smtp.host} nicht senden: ${sent.error}`,
      `${fix} Benutzername, Passwort, Port und TLS prüfen.`,
    );
  }
  return ok(`Test-E-Mail über ${settings.smtp.host} an ${sent.to} gesendet: bitte im Postfach nachsehen`);
}

/** How many stored files that break the upload list the doctor names one by one; the rest it counts. */
const NAMED_FILES = 20;

/**
 * Stored files the upload list (pocketbase/pb_hooks/files.json) refuses today: stored before the list or by hand. The
 * site serves them only as downloads; the dashboard names them under "Inhaltsprobleme" too.
 * @param {Array<{ field: string, id: string, names: string[] }>} records field: `collection.field`
 */
export function checkStoredFiles(records) {
  const found = records.flatMap(({ field, id, names }) =>
    names
      .filter((name) =>
        storedFileProblem(
          kindsOf(/** @type {import("../../src/lib/domain/file-types.ts").UploadField} */ (field)),
          name,
        ),
      )
      .map((name) => `${field} ${id}: ${name}`),
  );
  if (found.length === 0) return ok("Alle gespeicherten Dateien sind erlaubte Fotos, PDFs und Logos");
  const more = found.length > NAMED_FILES ? ` und ${found.length - NAMED_FILES} weitere` : "";
  return warning(
    `${found.length} gespeicherte ${found.length === 1 ? "Datei ist" : "Dateien sind"} keine erlaubten Fotos oder PDFs; die Website bietet sie nur zum Herunterladen an: ${found.slice(0, NAMED_FILES).join(", ")}${more}.`,
    "Im Dashboard unter „Inhaltsprobleme“ (oder im Admin-UI) die Dateien entfernen oder als JPEG, PNG, WebP, GIF bzw. PDF neu hochladen.",
  );
}

const perMinute = (rule) => (rule.maxRequests * 60) / rule.duration;

function describeRule(label) {
  // Called with the labels security-settings.cjs has.
  const rule = /** @type {(typeof RATE_LIMIT_RULES)[number]} */ (RATE_LIMIT_RULES.find((r) => r.label === label));
  return `${rule.maxRequests} in ${rule.duration} s`;
}

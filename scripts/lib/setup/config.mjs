// What `npm run setup` needs to know (contract.md, "Moving in"): the answers of a config file (`--config FILE`) or of
// the questions it asks, over what the school's PocketBase and site.env already hold, so a second run with a shorter
// file (or none) keeps everything as it is. One schema checks both, with a German message for each wrong answer.
import { readFileSync } from "node:fs";
import * as v from "valibot";
import siteSchema from "../../../pocketbase/schema/site-schema.cjs";
import { SCHOOL_FACTS } from "../../../src/lib/domain/school.ts";

const { A11Y_STATUSES } = siteSchema;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = () => v.pipe(v.string("Text erwartet"), v.trim());
const address = (what) =>
  v.pipe(
    text(),
    v.regex(/^https?:\/\/[^\s/]+/, `${what}: eine Adresse mit https:// erwartet`),
    v.transform((url) => url.replace(/\/+$/, "")),
  );
const email = (what) => v.pipe(text(), v.toLowerCase(), v.regex(EMAIL, `${what}: keine E-Mail-Adresse`));

/** The school record's facts as the file names them: the fields of `school` (contract.md). */
const SCHOOL_FIELDS = Object.fromEntries(
  SCHOOL_FACTS.map(({ field, label }) => {
    if (field === "email") return [field, v.optional(email(label))];
    if (field === "a11y_status") {
      return [
        field,
        v.optional(
          v.picklist(A11Y_STATUSES, `${label}: eines von ${A11Y_STATUSES.join(", ")} (vollständig, teilweise, nicht)`),
        ),
      ];
    }
    if (field === "a11y_checked") {
      return [field, v.optional(v.pipe(text(), v.isoDate(`${label}: ein Tag in der Form JJJJ-MM-TT`)))];
    }
    return [field, v.optional(text())];
  }),
);

export const SETUP_SCHEMA = v.object({
  site: v.optional(address("site (die Adresse der Website)")),
  pocketbase: v.optional(
    v.object({
      url: v.optional(address("pocketbase.url (die öffentliche Adresse von PocketBase)")),
      connect: v.optional(address("pocketbase.connect (wo dieser Rechner PocketBase erreicht)")),
      superuser: v.optional(
        v.object({ email: v.optional(email("pocketbase.superuser.email")), password: v.optional(v.string()) }),
      ),
      hooksDir: v.optional(text()),
      superuserIPs: v.optional(v.array(text())),
      access: v.optional(v.object({ clientId: v.optional(text()), clientSecret: v.optional(v.string()) })),
    }),
  ),
  school: v.optional(v.object(SCHOOL_FIELDS)),
  mail: v.optional(
    v.object({
      host: v.optional(text()),
      port: v.optional(
        v.pipe(
          v.number("mail.port: eine Zahl"),
          v.integer("mail.port: eine ganze Zahl"),
          v.minValue(1, "mail.port: 1 bis 65535"),
          v.maxValue(65535, "mail.port: 1 bis 65535"),
        ),
      ),
      username: v.optional(v.string()),
      password: v.optional(v.string()),
      tls: v.optional(v.boolean("mail.tls: true oder false")),
      senderAddress: v.optional(email("mail.senderAddress (Absender)")),
      senderName: v.optional(text()),
      testTo: v.optional(email("mail.testTo (Empfänger der Test-E-Mail)")),
    }),
  ),
  backups: v.optional(
    v.object({
      cron: v.optional(
        v.pipe(text(), v.regex(/^(\S+\s+){4}\S+$/, "backups.cron: fünf Felder wie „0 2 * * *“ (täglich 2 Uhr UTC)")),
      ),
      keep: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, "backups.keep: mindestens 1"))),
      s3: v.optional(
        v.object({
          endpoint: address("backups.s3.endpoint"),
          bucket: text(),
          region: text(),
          accessKey: text(),
          secret: v.optional(v.string()),
          forcePathStyle: v.optional(v.boolean()),
        }),
      ),
    }),
  ),
  admin: v.optional(
    v.object({ email: v.optional(email("admin.email (die erste Administration)")), name: v.optional(text()) }),
  ),
});

/** @typedef {v.InferOutput<typeof SETUP_SCHEMA>} SetupConfig */

/**
 * The answers checked against the schema.
 * @param {unknown} input
 * @returns {SetupConfig}
 * @throws {Error} in German, one line per wrong answer, naming where it is
 */
export function parseSetupConfig(input) {
  const result = v.safeParse(SETUP_SCHEMA, input);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => {
    const where = v.getDotPath(issue);
    return `  - ${issue.message}${where && !issue.message.startsWith(where) ? ` (${where})` : ""}`;
  });
  throw new Error(`Die Angaben für die Einrichtung stimmen nicht:\n${lines.join("\n")}`);
}

/**
 * A config file: JSON, read whole. A broken file gets a German message with the place of the mistake.
 * @param {string} file
 */
export function readSetupConfig(file) {
  let raw;
  try {
    raw = readFileSync(file, "utf8");
  } catch (/** @type {any} */ error) {
    throw new Error(`Die Datei ${file} lässt sich nicht lesen (${error.code ?? error.message}).`);
  }
  let json;
  try {
    json = JSON.parse(raw);
  } catch (/** @type {any} */ error) {
    throw new Error(`${file} ist kein gültiges JSON: ${error.message}`);
  }
  return parseSetupConfig(json);
}

/** Daily at 02:00 UTC (03:00 in Vienna in winter, 04:00 in summer), seven kept: PocketBase's own backups. */
export const DEFAULT_BACKUPS = { cron: "0 2 * * *", keep: 7 };

/**
 * What is still unknown after the file and what PocketBase and site.env hold: the answers a ready school needs, each
 * with the question to ask for it.
 * @param {SetupConfig} config
 * @returns {{ path: string, question: string, secret?: boolean }[]}
 */
export function missingAnswers(config) {
  /** @type {{ path: string, question: string, secret?: boolean }[]} */
  const missing = [];
  const need = (value, path, question, secret = false) => {
    if (value === undefined || value === "") missing.push({ path, question, ...(secret ? { secret } : {}) });
  };
  need(config.site, "site", "Adresse der Website (z. B. https://www.ihre-schule.at)");
  need(
    config.pocketbase?.url,
    "pocketbase.url",
    "Öffentliche Adresse von PocketBase (z. B. https://cms.ihre-schule.at)",
  );
  need(config.pocketbase?.superuser?.email, "pocketbase.superuser.email", "E-Mail eines PocketBase-Superusers");
  need(config.pocketbase?.superuser?.password, "pocketbase.superuser.password", "Sein Passwort", true);
  for (const { field, label, neededWhen } of SCHOOL_FACTS) {
    const school = config.school ?? {};
    if (neededWhen && !neededWhen({ a11yStatus: school.a11y_status ?? "" })) continue;
    const hint =
      field === "a11y_status"
        ? " (full = vollständig, partial = teilweise, none = nicht vereinbar)"
        : field === "a11y_checked"
          ? " (JJJJ-MM-TT)"
          : "";
    need(school[field], `school.${field}`, `${label}${hint}`);
  }
  need(config.mail?.host, "mail.host", "Mailserver der Schule (SMTP, z. B. smtp.office365.com)");
  need(config.mail?.port, "mail.port", "Port des Mailservers (587 mit STARTTLS, 465 mit TLS)");
  need(
    config.mail?.senderAddress,
    "mail.senderAddress",
    "Absender der Mails an Lehrkräfte (z. B. website@ihre-schule.at)",
  );
  need(config.admin?.email, "admin.email", "E-Mail der ersten Administration (Schulleitung oder Sekretariat)");
  return missing;
}

/**
 * Sets one answer (a dotted path) in the config, typed as the schema wants it.
 * @param {Record<string, any>} config
 * @param {string} path
 * @param {string} answer
 */
export function setAnswer(config, path, answer) {
  const keys = path.split(".");
  const last = /** @type {string} */ (keys.pop());
  let node = config;
  for (const key of keys) node = node[key] ??= {};
  node[last] = path === "mail.port" ? Number(answer) : answer;
}

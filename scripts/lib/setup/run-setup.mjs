// npm run setup, step by step (contract.md, "Moving in"): from an empty PocketBase 0.40 to a school that passes the
// doctor. Each step compares what is with what should be and changes only the difference, so a second run changes
// nothing and says so. The answers come complete (config.mjs fills them from the file, PocketBase, site.env and the
// questions); this file only applies them.
import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { SCHOOL_FACTS } from "../../../src/lib/domain/school.ts";
import { accessHeaders } from "../access.mjs";
import { checkHooks } from "../doctor-checks.mjs";
import { formatFindings, runDoctor, sendTestMail } from "../doctor.mjs";
import { ensureFirstAdmin } from "../first-admin.mjs";
import { installSchema } from "../install-schema.mjs";
import { installParentMailKey, makeParentMailKey } from "../parent-mail-key.mjs";
import { makeVapidKeys } from "../push-keys.mjs";
import { readSecrets, readSettings, readTomlVars, siteEnv } from "../settings.mjs";
import { connectAsSuperuser } from "../superuser-client.mjs";
import { pushKeyFindings } from "../wrangler-secrets.mjs";
import { missingAnswers } from "./config.mjs";
import { COPY_HOOKS_BY_HAND, copyHooks, findLocalHooksDir } from "./hooks.mjs";
import { settingsChanges } from "./pocketbase-settings.mjs";
import { writeSiteEnv } from "./site-env-writer.mjs";

const SCHOOL_FIELDS = SCHOOL_FACTS.map(({ field }) => field);
const HOOKS_WAIT_MS = 30_000;

/** @typedef {{ step: string, outcome: "geändert" | "unverändert" | "offen", details: string[] }} StepOutcome */

/** The values site.env holds itself (not the environment's, not wrangler.toml's defaults). */
export function siteEnvFileValues(file) {
  return /** @type {Record<string, string>} */ (existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {});
}

/**
 * Connects with the answers given so far: where this machine reaches PocketBase, as which superuser, with the
 * Access service token when there is one.
 * @param {import("./config.mjs").SetupConfig} config
 */
export function connect(config) {
  const pocketbase = config.pocketbase ?? {};
  const base = /** @type {string} */ (pocketbase.connect ?? pocketbase.url);
  const headers = pocketbase.access?.clientId ? accessHeaders(pocketbase.access) : accessHeaders();
  const superuser = /** @type {{ email: string, password: string }} */ (pocketbase.superuser);
  return connectAsSuperuser(base, superuser, headers).then((pb) => ({ pb, base, headers }));
}

/**
 * What PocketBase and site.env already know, as answers: the school record, the mail server, the addresses. A
 * given answer wins; nothing here overwrites one.
 * @param {import("pocketbase").default} pb
 * @param {import("./config.mjs").SetupConfig} config
 * @param {Record<string, string>} fileValues site.env
 * @returns {Promise<{ config: import("./config.mjs").SetupConfig, hasAdmin: boolean }>}
 */
export async function withWhatIsKnown(pb, config, fileValues) {
  const collections = new Set((await pb.collections.getFullList({ fields: "name" })).map((c) => c.name));
  const record = collections.has("school")
    ? (await pb.collection("school").getList(1, 1, { sort: "created" })).items[0]
    : undefined;
  const settings = await pb.settings.getAll();
  const known = (value) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
  const school = { ...config.school };
  for (const field of SCHOOL_FIELDS) school[field] ??= known(record?.[field]);
  const smtp = settings.smtp?.enabled ? settings.smtp : undefined;
  // PocketBase's own placeholder sender is no answer.
  const sender =
    settings.meta?.senderAddress === "support@example.com" ? undefined : known(settings.meta?.senderAddress);
  const mail = {
    host: known(smtp?.host),
    port: smtp?.port || undefined,
    senderAddress: sender,
    senderName: known(settings.meta?.senderName) === "Support" ? undefined : known(settings.meta?.senderName),
    ...Object.fromEntries(Object.entries(config.mail ?? {}).filter(([, value]) => value !== undefined)),
  };
  const admins = collections.has("users")
    ? await pb
        .collection("users")
        .getList(1, 1, { filter: "role = 'admin'" })
        .catch(() => ({ totalItems: 0 }))
    : { totalItems: 0 };
  return {
    config: {
      ...config,
      site: config.site ?? known(fileValues.SITE_URL),
      pocketbase: { ...config.pocketbase, url: config.pocketbase?.url ?? known(fileValues.POCKETBASE_URL) },
      school: /** @type {any} */ (school),
      mail: /** @type {any} */ (Object.fromEntries(Object.entries(mail).filter(([, value]) => value !== undefined))),
    },
    hasAdmin: admins.totalItems > 0,
  };
}

/** The answers still missing for a ready school; the first admin only while the school has none. */
export function stillMissing(config, hasAdmin) {
  return missingAnswers(config).filter(({ path }) => !(hasAdmin && path.startsWith("admin.")));
}

/** Waits until PocketBase answers with the site's hooks loaded (it restarts itself when they change). */
async function hooksRunning(base, headers, waitMs) {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      const response = await fetch(`${base}/api/site-hooks`, { headers, signal: AbortSignal.timeout(3_000) });
      if (response.ok && checkHooks(await response.json()).ok) return true;
    } catch {
      // restarting
    }
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Every step, in order; then the doctor.
 * @param {{ pb: import("pocketbase").default, base: string, headers: Record<string, string>,
 *   config: import("./config.mjs").SetupConfig, envFile: string, env: Record<string, string | undefined>,
 *   log: (line: string) => void }} options
 * @returns {Promise<{ steps: StepOutcome[], problems: number }>}
 */
export async function applySetup({ pb, base, headers, config, envFile, env, log }) {
  const site = /** @type {string} */ (config.site);
  const school = /** @type {Record<string, string>} */ (config.school ?? {});
  const mail = /** @type {NonNullable<typeof config.mail>} */ (config.mail);
  /** @type {StepOutcome[]} */
  const steps = [];
  const report = (/** @type {StepOutcome} */ outcome) => {
    steps.push(outcome);
    const mark = outcome.outcome === "geändert" ? "→" : outcome.outcome === "offen" ? "!" : "✓";
    log(
      `${mark} ${outcome.step}: ${outcome.outcome}${outcome.details.length ? `\n    ${outcome.details.join("\n    ")}` : ""}`,
    );
  };

  // 1. The collections, the staff accounts' rules and mails (the same as npm run schema).
  const schema = (await installSchema(pb, { siteUrl: site })).filter(({ outcome }) => outcome !== "unverändert");
  report({
    step: "Collections und Regeln der Konten",
    outcome: schema.length ? "geändert" : "unverändert",
    details: schema.map(({ name, outcome }) => `${name}: ${outcome}`),
  });

  // 2. PocketBase's settings: limits, proxy header, names, mail server, backups.
  const current = await pb.settings.getAll();
  const { patch, changes, mailServerChanged, s3Changed } = settingsChanges(current, config);
  if (Object.keys(patch).length) await pb.settings.update(patch);
  report({
    step: "Einstellungen von PocketBase",
    outcome: changes.length ? "geändert" : "unverändert",
    details: changes,
  });

  // 3. The hooks, where PocketBase reads them.
  const hooksDir = config.pocketbase?.hooksDir ?? findLocalHooksDir(base);
  if (hooksDir) {
    const copied = copyHooks(hooksDir);
    const running = await hooksRunning(base, headers, copied.length ? HOOKS_WAIT_MS : 3_000);
    report({
      step: `Hooks in ${hooksDir}`,
      outcome: running ? (copied.length ? "geändert" : "unverändert") : "offen",
      details: [
        ...(copied.length ? [`${copied.length} Dateien kopiert`] : []),
        ...(running
          ? []
          : ["PocketBase hat sie nicht geladen: PocketBase neu starten, dann npm run setup noch einmal."]),
      ],
    });
  } else {
    const running = await hooksRunning(base, headers, 0);
    report({
      step: "Hooks",
      outcome: running ? "unverändert" : "offen",
      details: running ? ["laufen auf dem Server"] : [COPY_HOOKS_BY_HAND],
    });
  }

  // 4. One test mail; a refused one with an unchanged server may mean a new password: it is set, and tried again.
  const testTo = mail.testTo ?? mail.senderAddress;
  let settings = await pb.settings.getAll();
  let mailSent = await sendTestMail(pb, settings, testTo);
  const mailDetails = [];
  if (mailSent?.error && !mailServerChanged && mail.password !== undefined) {
    await pb.settings.update({ smtp: { password: mail.password } });
    mailDetails.push("Passwort des Mailservers neu gesetzt");
    settings = await pb.settings.getAll();
    mailSent = await sendTestMail(pb, settings, testTo);
  }
  mailDetails.push(
    mailSent?.error
      ? `Test-E-Mail an ${testTo} fehlgeschlagen: ${mailSent.error}`
      : `Test-E-Mail an ${testTo} gesendet`,
  );
  report({
    step: "Mail",
    outcome: mailSent?.error ? "offen" : mailDetails.length > 1 ? "geändert" : "unverändert",
    details: mailDetails,
  });
  if (s3Changed) {
    try {
      await pb.settings.testS3("backups");
      log("✓ Sicherungen: S3-Speicher erreichbar");
    } catch (/** @type {any} */ error) {
      log(`! Sicherungen: S3-Speicher antwortet nicht (${error?.response?.message ?? error.message})`);
    }
  }

  // 5. The school record.
  const records = pb.collection("school");
  const record = (await records.getList(1, 1, { sort: "created" })).items[0];
  const wanted = Object.fromEntries(
    SCHOOL_FIELDS.filter((field) => school[field] !== undefined).map((f) => [f, school[f]]),
  );
  const differing = Object.keys(wanted).filter((field) => (record?.[field] ?? "") !== wanted[field]);
  if (!record) await records.create(wanted);
  else if (differing.length) await records.update(record.id, Object.fromEntries(differing.map((f) => [f, wanted[f]])));
  report({
    step: "Angaben zur Schule",
    outcome: !record || differing.length ? "geändert" : "unverändert",
    details: !record ? [`${school.name} angelegt`] : differing.length ? [`geändert: ${differing.join(", ")}`] : [],
  });

  // 6. The first admin, invited by mail.
  if (config.admin?.email) {
    const admin = await ensureFirstAdmin(pb, {
      email: config.admin.email,
      ...(config.admin.name ? { name: config.admin.name } : {}),
    });
    report({
      step: "Erste Administration",
      outcome: admin.outcome === "unverändert" ? "unverändert" : "geändert",
      details: [admin.text],
    });
  }

  // 7. site.env: the addresses, the names for when the record cannot be read, the push keys once.
  const fileValues = siteEnvFileValues(envFile);
  const envValues = {
    SITE_URL: site,
    POCKETBASE_URL: /** @type {string} */ (config.pocketbase?.url),
    SCHOOL_NAME: school.name ?? "",
    SCHOOL_SHORT_NAME: school.short_name || school.name || "",
    ...(config.pocketbase?.access?.clientId ? { POCKETBASE_ACCESS_CLIENT_ID: config.pocketbase.access.clientId } : {}),
    ...(config.pocketbase?.access?.clientSecret
      ? { POCKETBASE_ACCESS_CLIENT_SECRET: config.pocketbase.access.clientSecret }
      : {}),
  };
  const pushKeys = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"];
  if (pushKeys.some((name) => !fileValues[name] && !env[name])) {
    // A new pair only when there is none: changing it would end every parent's subscription.
    const { publicKey, privateKey } = makeVapidKeys();
    Object.assign(envValues, {
      VAPID_PUBLIC_KEY: fileValues.VAPID_PUBLIC_KEY ?? publicKey,
      VAPID_PRIVATE_KEY: fileValues.VAPID_PRIVATE_KEY ?? privateKey,
      VAPID_SUBJECT: fileValues.VAPID_SUBJECT ?? `mailto:${school.email ?? mail.senderAddress}`,
    });
    if (fileValues.VAPID_PUBLIC_KEY && !fileValues.VAPID_PRIVATE_KEY) {
      throw new Error(`${envFile} hat VAPID_PUBLIC_KEY ohne VAPID_PRIVATE_KEY: den fehlenden Schlüssel ergänzen.`);
    }
  }
  // The key parents' mails go out with: made once, its hash into PocketBase (pb_hooks/parent-mail.js checks it).
  const mailKey = fileValues.PARENT_MAIL_KEY ?? env.PARENT_MAIL_KEY ?? makeParentMailKey();
  if (!fileValues.PARENT_MAIL_KEY && !env.PARENT_MAIL_KEY) Object.assign(envValues, { PARENT_MAIL_KEY: mailKey });
  const keyChanged = await installParentMailKey(pb, mailKey);
  report({
    step: "E-Mails an Eltern",
    outcome: keyChanged ? "geändert" : "unverändert",
    details: keyChanged ? ["Schlüssel PARENT_MAIL_KEY in PocketBase hinterlegt"] : [],
  });
  const written = writeSiteEnv(envFile, envValues);
  report({
    step: envFile,
    outcome: written.changed.length || written.tightened ? "geändert" : "unverändert",
    details: [
      ...(written.changed.length ? [`gesetzt: ${written.changed.join(", ")}`] : []),
      ...(written.tightened ? ["nur noch für Sie lesbar (chmod 600)"] : []),
    ],
  });

  // 8. The doctor's verdict, as npm run deploy will see it.
  const after = siteEnv(env, envFile);
  const findings = [
    ...(await runDoctor({
      settings: readSettings(after),
      tomlVars: /** @type {Record<string, unknown>} */ (readTomlVars()),
      accessSecret: readSecrets(after).POCKETBASE_ACCESS_CLIENT_SECRET,
      parentMailKey: readSecrets(after).PARENT_MAIL_KEY,
      url: base,
      admin: /** @type {{ email: string, password: string }} */ (config.pocketbase?.superuser),
      ...(mailSent ? { mailSent } : {}),
    })),
    ...pushKeyFindings(readSecrets(after)),
  ];
  log(`\nnpm run doctor:\n${formatFindings(findings)}`);
  return { steps, problems: findings.filter((finding) => !finding.ok).length };
}

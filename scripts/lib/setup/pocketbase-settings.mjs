// PocketBase's settings as the site needs them (docs/adopting.md used to list them as clicks in the admin UI): rate
// limits, the proxy header, the mail server, the application's name and backups. Pure: what to change, given what
// PocketBase answers now. PocketBase never shows the SMTP password or the S3 secret, so those are sent only with a
// change of their server, or when a test with the stored one fails (setup's mail and backup steps).
import securitySettings from "../../../pocketbase/schema/security-settings.cjs";
import { DEFAULT_BACKUPS } from "./config.mjs";

const { RATE_LIMIT_RULES } = securitySettings;

/** Cloudflare's header with the visitor's address: PocketBase behind a Cloudflare Tunnel counts limits per person. */
export const PROXY_HEADER = "CF-Connecting-IP";

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const sortedRules = (rules) =>
  [...(rules ?? [])]
    .map(({ label, audience, duration, maxRequests }) => ({ label, audience: audience ?? "", duration, maxRequests }))
    .sort((a, b) => a.label.localeCompare(b.label));

/**
 * @param {Record<string, any>} current PocketBase's settings (GET /api/settings)
 * @param {import("./config.mjs").SetupConfig} config complete answers
 * @returns {{ patch: Record<string, any>, changes: string[], mailServerChanged: boolean, s3Changed: boolean }}
 */
export function settingsChanges(current, config) {
  /** @type {Record<string, any>} */
  const patch = {};
  const changes = [];
  const limits = current.rateLimits ?? {};
  if (!limits.enabled || !same(sortedRules(limits.rules), sortedRules(RATE_LIMIT_RULES))) {
    patch.rateLimits = { enabled: true, rules: RATE_LIMIT_RULES, excludedIPs: limits.excludedIPs ?? [] };
    changes.push(`Anfragen begrenzt (${RATE_LIMIT_RULES.length} Regeln, Anmeldungen streng)`);
  }
  const proxy = current.trustedProxy ?? {};
  if (!same(proxy.headers, [PROXY_HEADER]) || proxy.useLeftmostIP) {
    patch.trustedProxy = { headers: [PROXY_HEADER], useLeftmostIP: false };
    changes.push(`Adresse der Besucher aus ${PROXY_HEADER} (Cloudflare)`);
  }
  const ips = config.pocketbase?.superuserIPs;
  if (ips && !same([...(current.superuserIPs ?? [])].sort(), [...ips].sort())) {
    patch.superuserIPs = ips;
    changes.push(`Admin-UI nur von ${ips.join(", ") || "jeder Adresse"}`);
  }
  const mail = /** @type {NonNullable<typeof config.mail>} */ (config.mail);
  const school = config.school ?? {};
  const meta = {
    appName: school.name ?? current.meta?.appName,
    appURL: config.pocketbase?.url ?? current.meta?.appURL,
    senderAddress: mail.senderAddress,
    senderName: mail.senderName || school.name || current.meta?.senderName,
  };
  if (Object.entries(meta).some(([key, value]) => current.meta?.[key] !== value)) {
    patch.meta = { ...current.meta, ...meta };
    changes.push(`Name und Absender: ${meta.senderName} <${meta.senderAddress}>`);
  }
  const tls = mail.tls ?? mail.port === 465;
  const smtp = {
    enabled: true,
    host: mail.host,
    port: mail.port,
    username: mail.username ?? current.smtp?.username ?? "",
    authMethod: current.smtp?.authMethod || "PLAIN",
    tls,
    localName: current.smtp?.localName ?? "",
  };
  const mailServerChanged = Object.entries(smtp).some(([key, value]) => current.smtp?.[key] !== value);
  if (mailServerChanged) {
    patch.smtp = { ...smtp, ...(mail.password !== undefined ? { password: mail.password } : {}) };
    changes.push(`Mailserver ${mail.host}:${mail.port}${tls ? " (TLS)" : ""}`);
  }
  const backups = { ...DEFAULT_BACKUPS, ...config.backups };
  const s3 = backups.s3
    ? {
        enabled: true,
        endpoint: backups.s3.endpoint,
        bucket: backups.s3.bucket,
        region: backups.s3.region,
        accessKey: backups.s3.accessKey,
        forcePathStyle: backups.s3.forcePathStyle ?? false,
      }
    : { enabled: false };
  const currentS3 = current.backups?.s3 ?? {};
  const s3Changed = Object.entries(s3).some(([key, value]) => currentS3[key] !== value);
  if (current.backups?.cron !== backups.cron || current.backups?.cronMaxKeep !== backups.keep || s3Changed) {
    patch.backups = {
      cron: backups.cron,
      cronMaxKeep: backups.keep,
      s3: { ...currentS3, ...s3, ...(backups.s3?.secret !== undefined ? { secret: backups.s3.secret } : {}) },
    };
    changes.push(
      `Sicherungen ${backups.cron} (UTC), ${backups.keep} behalten, ${backups.s3 ? `in S3 ${backups.s3.bucket}` : "auf dem Server"}`,
    );
  }
  return { patch, changes, mailServerChanged, s3Changed: s3Changed && Boolean(backups.s3) };
}

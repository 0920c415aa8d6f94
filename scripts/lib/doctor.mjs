import { UPLOAD_FIELDS } from "../../src/lib/domain/file-types.ts";
import { checkAccess, checkSecretNotInToml } from "./access-checks.mjs";
import { accessHeaders, probeHealth } from "./access.mjs";
import { readSecrets, readSettings, readTomlVars } from "./settings.mjs";
import { connectAsSuperuser, superuserFromEnv } from "./superuser-client.mjs";
import {
  checkCollections,
  checkHooks,
  checkParentMail,
  checkSchool,
  checkSecuritySettings,
  checkSettings,
  checkStoredFiles,
  checkUsers,
  checkMail,
  checkSignInProviders,
  PROVIDER_DEFAULT_AUTH_URLS,
  checkVersion,
} from "./doctor-checks.mjs";

const TIMEOUT_MS = 5_000;

/**
 * Everything `npm run doctor` checks: the settings a deploy would ship, then the PocketBase at `url`, asked the way
 * the worker asks it (with the Access service token, when there is one).
 * @param {{ settings: Record<string, string>, tomlVars?: Record<string, unknown>, accessSecret?: string,
 *   url?: string, admin: { email: string, password: string }, mailSent?: { to: string, error?: string },
 *   parentMailKey?: string }} options
 *   mailSent: what a test mail sent just before gave (npm run setup sends one): the doctor then sends none of its own
 * @returns {Promise<import("./doctor-checks.mjs").Finding[]>}
 */
export async function runDoctor({
  settings,
  tomlVars = {},
  accessSecret,
  url = settings.POCKETBASE_URL,
  admin,
  mailSent,
  parentMailKey,
}) {
  const findings = [...checkSettings(settings), ...checkSecretNotInToml(tomlVars)];
  if (!url) return findings;
  return [...findings, ...(await checkPocketBase({ settings, accessSecret, url, admin, mailSent, parentMailKey }))];
}

/**
 * The PocketBase part of the doctor alone: one school's PocketBase at `url`, asked the way the worker asks it. Apart
 * from runDoctor, so `npm run doctor -- --all` can check each school's PocketBase with the deployment's one Access
 * token and superuser, without judging the deployment's own SITE_URL/POCKETBASE_URL (there only the fallback).
 * @param {{ settings: Record<string, string>, accessSecret?: string, url: string,
 *   admin: { email: string, password: string }, mailSent?: { to: string, error?: string }, parentMailKey?: string }} options settings: POCKETBASE_ACCESS_CLIENT_ID is read from it
 * @returns {Promise<import("./doctor-checks.mjs").Finding[]>}
 */
export async function checkPocketBase({ settings, accessSecret, url, admin, mailSent, parentMailKey }) {
  /** @type {import("./doctor-checks.mjs").Finding[]} */
  const findings = [];
  const base = url.replace(/\/+$/, "");
  const token = { clientId: settings.POCKETBASE_ACCESS_CLIENT_ID, clientSecret: accessSecret };
  const headers = accessHeaders(token);
  const withoutToken = await probeHealth(base);
  const withToken = Object.keys(headers).length ? await probeHealth(base, headers) : undefined;
  const access = checkAccess(token, { withoutToken, withToken });
  if (access) findings.push(access);
  // Past a refusing Access nothing more can be checked: every further line would only repeat it.
  if (access && !access.ok && withoutToken === "refused") return findings;
  // Redirects followed within PocketBase's origin only: the token must not travel to Access's sign-in page.
  const ask = async (address, init = {}, hops = 3) => {
    const response = await fetch(address, {
      ...init,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const next =
      response.headers.get("location") && new URL(/** @type {string} */ (response.headers.get("location")), address);
    if (hops === 0 || !next || next.origin !== new URL(address).origin) return response;
    return ask(next.href, init, hops - 1);
  };
  try {
    const health = await ask(`${base}/api/health`);
    if (!health.ok) throw new Error(`HTTP ${health.status}`);
  } catch (/** @type {any} */ error) {
    findings.push({
      ok: false,
      text: `PocketBase unter ${base} antwortet nicht (${error.cause?.code ?? error.message}).`,
      fix: "Adresse prüfen und PocketBase starten; mit --url lässt sich ein anderes PocketBase prüfen.",
    });
    return findings;
  }
  const server = await serverVersion(base, ask);
  findings.push(checkVersion(server));
  if (!server.superusers) return findings;
  let pb;
  try {
    pb = await connectAsSuperuser(base, admin, headers);
  } catch (error) {
    findings.push({
      ok: false,
      text: /** @type {Error} */ (error).message,
      fix: "PB_SUPERUSER_EMAIL und PB_SUPERUSER_PASSWORD eines PocketBase-Superusers setzen.",
    });
    return findings;
  }
  const collections = await pb.collections.getFullList({ batch: 200 });
  findings.push(...checkCollections(collections, base));
  findings.push(
    ...checkUsers(
      collections.find((c) => c.name === "users"),
      settings.SITE_URL,
    ),
  );
  const users = collections.find((c) => c.name === "users");
  findings.push(
    ...checkSignInProviders(/** @type {any} */ (users), await askProviders(users), settings.SITE_URL ?? ""),
  );
  findings.push(checkHooks(await siteHooks(base, ask)));
  findings.push(checkParentMail(parentMailKey, parentMailKey ? await askParentMail(base, headers, parentMailKey) : 0));
  const pocketbaseSettings = await pb.settings.getAll();
  findings.push(...checkSecuritySettings(pocketbaseSettings));
  findings.push(checkMail(pocketbaseSettings, mailSent ?? (await sendTestMail(pb, pocketbaseSettings))));
  const school = collections.some((c) => c.name === "school")
    ? (await pb.collection("school").getList(1, 1, { sort: "created" })).items[0]
    : undefined;
  findings.push(...checkSchool(school ?? null));
  findings.push(checkStoredFiles(await storedFiles(pb, collections)));
  return findings;
}

/**
 * The doctor as `npm run doctor` and `npm run deploy` run it: settings from the environment over site.env over
 * wrangler.toml, the Access secret and the superuser from the environment or site.env.
 * @param {Record<string, string | undefined>} env
 * @param {string} [url] another address of PocketBase to check
 */
export function checkSite(env, url) {
  return runDoctor({
    settings: readSettings(env),
    tomlVars: /** @type {Record<string, unknown>} */ (readTomlVars()),
    accessSecret: readSecrets(env).POCKETBASE_ACCESS_CLIENT_SECRET,
    parentMailKey: readSecrets(env).PARENT_MAIL_KEY,
    url,
    admin: superuserFromEnv(env),
  });
}

/** Every stored file of the fields the upload list names, per record: `collection.field`, id and names. */
async function storedFiles(pb, collections) {
  const lists = await Promise.all(
    UPLOAD_FIELDS.map(async (key) => {
      const [collection, field] = /** @type {[string, string]} */ (key.split("."));
      if (!collections.some((c) => c.name === collection)) return [];
      const records = await pb.collection(collection).getFullList({ batch: 500, fields: `id,${field}` });
      return records.map((record) => ({
        field: key,
        id: record.id,
        names: [record[field]].flat().filter((name) => typeof name === "string" && name !== ""),
      }));
    }),
  );
  return lists.flat();
}

/**
 * Whether each sign-in provider of `users` answers: its authorization address, asked once without following
 * redirects (any answer below 500 is one), by provider name.
 * @returns {Promise<Record<string, { status?: number, error?: string }>>}
 */
async function askProviders(users) {
  const providers = users?.oauth2?.enabled ? (users.oauth2.providers ?? []) : [];
  const answers = await Promise.all(
    providers.map(async (/** @type {{ name: string, authURL?: string }} */ provider) => {
      const url = provider.authURL || PROVIDER_DEFAULT_AUTH_URLS[provider.name];
      if (!url) return [provider.name, { error: "keine Adresse" }];
      try {
        const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
        return [provider.name, { status: response.status }];
      } catch (/** @type {any} */ error) {
        return [provider.name, { error: error?.cause?.code ?? error?.message ?? "keine Antwort" }];
      }
    }),
  );
  return Object.fromEntries(answers);
}

/**
 * Asks PocketBase to send a test mail (the hooks' German one; PocketBase's own when the hooks are missing) to
 * `wanted` (DOCTOR_MAIL_TO by default), or else to its own sender address. undefined when no mail server is set.
 * @param {import("pocketbase").default} pb
 * @param {Record<string, any>} pocketbaseSettings
 * @param {string} [wanted]
 * @returns {Promise<{ to: string, error?: string } | undefined>}
 */
export async function sendTestMail(pb, pocketbaseSettings, wanted = process.env.DOCTOR_MAIL_TO) {
  if (!pocketbaseSettings.smtp?.enabled || !pocketbaseSettings.smtp?.host) return undefined;
  const to = wanted || pocketbaseSettings.meta?.senderAddress || "";
  try {
    await pb.send("/api/site/test-mail", { method: "POST", body: { email: to } });
    return { to };
  } catch (/** @type {any} */ error) {
    if (error?.status === 404) {
      try {
        await pb.settings.testEmail("users", to, "verification");
        return { to };
      } catch (/** @type {any} */ fallback) {
        return { to, error: fallback?.response?.message || fallback?.message || "unbekannter Fehler" };
      }
    }
    return { to, error: error?.response?.message || error?.message || "unbekannter Fehler" };
  }
}

/** What the site's hooks answer (pocketbase/pb_hooks/posts.pb.js), null when PocketBase has none. */
async function siteHooks(base, ask) {
  try {
    const response = await ask(`${base}/api/site-hooks`);
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * What the server is: the API tells the line (0.23+ has `_superusers`, 404 before), which holds however the admin
 * UI changes; the exact version only the admin UI's scripts name ("PocketBase v0.40.4"), so it may be undefined.
 */
async function serverVersion(base, ask) {
  const [probe, version] = await Promise.all([
    ask(`${base}/api/collections/_superusers/auth-with-password`, { method: "POST" }).catch(() => undefined),
    adminUiVersion(base, ask),
  ]);
  return { superusers: probe !== undefined && probe.status !== 404, version };
}

async function adminUiVersion(base, ask) {
  try {
    const page = await (await ask(`${base}/_/`)).text();
    // Every script of the page, last first (the app follows its libraries); the string has moved between bundles.
    const scripts = [...page.matchAll(/\ssrc="([^"]+\.js)"/g)].map(([, src]) => new URL(src, `${base}/_/`)).reverse();
    for (const url of scripts.filter((script) => script.origin === new URL(base).origin)) {
      const code = await (await ask(url)).text();
      const version = /PocketBase v(\d+\.\d+\.\d+)/.exec(code)?.[1];
      if (version) return version;
    }
  } catch {
    // no admin UI (or hidden): the API alone tells the line
  }
  return undefined;
}

/** The findings as lines for the terminal; problems carry their fix on the next line. */
export function formatFindings(findings) {
  return findings
    .map((f) => (f.warning ? `! ${f.text}\n    → ${f.fix}` : f.ok ? `✓ ${f.text}` : `✗ ${f.text}\n    → ${f.fix}`))
    .join("\n");
}

/**
 * What the school's PocketBase answers the site's key for parents' mails (pocketbase/pb_hooks/parent-mail.js, its
 * `check`: nothing is sent): 204 takes it, 403 knows another, 404 lacks the hook; 0: no answer.
 * @param {string} base
 * @param {Record<string, string>} headers
 * @param {string} key
 */
async function askParentMail(base, headers, key) {
  try {
    const response = await fetch(`${base}/api/site/parent-mail`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", "X-Parent-Mail-Key": key },
      body: JSON.stringify({ check: true }),
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

import PocketBase from "pocketbase";
import { createRequire } from "node:module";
import { accessHeaders } from "./access.mjs";

// Through require: the build (Vite's module runner) loads this file too, and cannot import CommonJS.
const { RATE_LIMIT_RULES } = createRequire(import.meta.url)("../../pocketbase/schema/security-settings.cjs");

/**
 * The superuser account the scripts sign in with: PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD, else the names from
 * before PocketBase 0.23 (PB_ADMIN_*, deprecated: a line says so), else the demo superuser of `npm start`.
 * @returns {{ email: string, password: string }}
 */
export function superuserFromEnv(env = process.env, warn = warnOnce) {
  const legacy = ["PB_ADMIN_EMAIL", "PB_ADMIN_PASSWORD"].filter((name) => env[name]);
  if (legacy.length && !env.PB_SUPERUSER_EMAIL && !env.PB_SUPERUSER_PASSWORD) {
    warn(
      `Hinweis: ${legacy.join(" und ")} ${legacy.length === 1 ? "ist" : "sind"} veraltet (PocketBase-Admins heißen seit 0.23 Superuser): ` +
        "bitte PB_SUPERUSER_EMAIL und PB_SUPERUSER_PASSWORD verwenden.",
    );
  }
  return {
    email: env.PB_SUPERUSER_EMAIL || env.PB_ADMIN_EMAIL || "admin@schule.test",
    password: env.PB_SUPERUSER_PASSWORD || env.PB_ADMIN_PASSWORD || "Sonnenberg-Admin-2026",
  };
}

let warned = false;
function warnOnce(line) {
  if (warned) return;
  warned = true;
  console.error(line);
}

/** PocketBase's window for superuser sign-ins (`*:auth`) and a second. */
const SIGN_IN_WINDOW_MS = (RATE_LIMIT_RULES.find((rule) => rule.label === "*:auth").duration + 1) * 1000;

/**
 * A PocketBase SDK client signed in as superuser (PocketBase 0.23+: the `_superusers` auth collection).
 * @param {string} baseUrl e.g. http://127.0.0.1:8090
 * @param {{ email: string, password: string }} superuser
 * @param {Record<string, string>} headers sent with every request: the Access service token, by default from the environment
 * @param {number} waitMs before the one retry of a sign-in PocketBase refused with 429
 * @throws {Error} in German, naming the address and the environment variables to check
 */
export async function connectAsSuperuser(
  baseUrl,
  { email, password },
  headers = accessHeaders(),
  waitMs = SIGN_IN_WINDOW_MS,
) {
  const pb = new PocketBase(baseUrl);
  pb.autoCancellation(false);
  pb.beforeSend = (url, options) => ({ url, options: { ...options, headers: { ...options.headers, ...headers } } });
  const signIn = () => pb.collection("_superusers").authWithPassword(email, password);
  try {
    await signIn().catch(async (error) => {
      if (error.status !== 429) throw error;
      // Several scripts in a row (doctor, then deploy) can meet PocketBase's sign-in limit: its window passes.
      console.error(`PocketBase bremst Anmeldungen (429): neuer Versuch in ${Math.round(waitMs / 1000)} s …`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      await signIn();
    });
  } catch (/** @type {any} */ error) {
    if (!error.status) {
      throw new Error(
        `PocketBase unter ${baseUrl} ist nicht erreichbar (${error.originalError?.cause?.code ?? error.originalError?.message ?? error.message}). ` +
          "Stimmt die Adresse, und läuft PocketBase?",
      );
    }
    if (error.status === 404) {
      throw new Error(
        `PocketBase unter ${baseUrl} kennt keine Superuser (HTTP 404): das ist eine Version vor 0.23. ` +
          "Die Website braucht PocketBase 0.40 – siehe docs/updating.md, „Upgrading from PocketBase 0.22“.",
      );
    }
    if (error.status === 429) {
      throw new Error(
        `PocketBase unter ${baseUrl} nimmt von dieser Adresse gerade keine Anmeldungen an (429, Rate limiting). ` +
          "In einer Minute erneut versuchen.",
      );
    }
    throw new Error(
      `Anmeldung als PocketBase-Superuser ${email} auf ${baseUrl} fehlgeschlagen (${error.status}). ` +
        "Stimmen PB_SUPERUSER_EMAIL/PB_SUPERUSER_PASSWORD mit einem Superuser dieses PocketBase überein?",
    );
  }
  return pb;
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

/**
 * The school's own settings (SITE_URL, POCKETBASE_URL, …): a `site.env` beside wrangler.toml, in dotenv form and
 * ignored by git, so moving to a new release never touches them (README, "Updating").
 */
export const SITE_ENV_FILE = path.resolve(import.meta.dirname, "../..", "site.env");

/** The environment the scripts work with: the process's own over site.env. */
export function siteEnv(env = process.env, file = SITE_ENV_FILE) {
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  return { ...fromFile, ...env };
}

import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { SECRET_NAMES } from "../../src/lib/platform/settings.ts";

/**
 * The school's own settings (SITE_URL, POCKETBASE_URL, …): a `site.env` beside wrangler.toml, in dotenv form and
 * ignored by git, so moving to a new release never touches them (docs/updating.md). SITE_ENV_FILE names another file
 * (the tests' own, or a second site on one machine).
 */
export const SITE_ENV_FILE = process.env.SITE_ENV_FILE
  ? path.resolve(process.env.SITE_ENV_FILE)
  : path.resolve(import.meta.dirname, "../..", "site.env");

/** Settings that are secrets (src/lib/platform/settings.ts): never on a command line, never in a file others read. */
export { SECRET_NAMES };

/**
 * The environment the scripts work with: the process's own over site.env. A site.env that holds a secret must be
 * readable by its owner alone (chmod 600).
 * @throws {Error} naming the fix when a secret sits in a site.env that others may read
 */
export function siteEnv(env = process.env, file = SITE_ENV_FILE) {
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {};
  const secrets = SECRET_NAMES.filter((name) => fromFile[name]);
  if (secrets.length > 0 && (statSync(file).mode & 0o077) !== 0) {
    throw new Error(
      `${path.basename(file)} enthält ${secrets.join(", ")}, ist aber auch für andere lesbar: ` +
        `chmod 600 ${file} (oder das Geheimnis nur in der Umgebung setzen).`,
    );
  }
  return { ...fromFile, ...env };
}

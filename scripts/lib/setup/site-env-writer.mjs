// Writes the school's settings into site.env (README, "Configuration"): the names setup knows set or replaced, every
// other line kept as it was, the file readable by its owner alone (it may hold secrets).
import { chmodSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { parseEnv } from "node:util";

/** A value as dotenv reads it back: bare when it can be, quoted otherwise. */
function quoted(value) {
  if (/^[\w@%+=:,./-]*$/.test(value)) return value;
  if (value.includes("\n")) throw new Error(`Ein Wert für site.env darf keinen Zeilenumbruch enthalten: ${value}`);
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/**
 * The new text of site.env: `wanted` names replaced in place (or added at the end), the rest untouched.
 * @param {string} text the file as it is ('' when there is none)
 * @param {Record<string, string>} wanted
 * @returns {{ text: string, changed: string[] }}
 */
export function updateSiteEnvText(text, wanted) {
  const current = parseEnv(text);
  const changed = Object.keys(wanted).filter((name) => current[name] !== wanted[name]);
  if (!changed.length) return { text, changed };
  const lines = text === "" ? [] : text.replace(/\n$/, "").split("\n");
  const done = new Set();
  const kept = lines.map((line) => {
    const name = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1];
    if (!name || !(name in wanted)) return line;
    if (done.has(name)) return undefined;
    done.add(name);
    return `${name}=${quoted(/** @type {string} */ (wanted[name]))}`;
  });
  const added = Object.keys(wanted)
    .filter((name) => !done.has(name))
    .map((name) => `${name}=${quoted(/** @type {string} */ (wanted[name]))}`);
  const header = lines.length ? [] : ["# Die Einstellungen dieser Schule (npm run setup); git ignoriert diese Datei."];
  return { text: `${[...header, ...kept.filter((line) => line !== undefined), ...added].join("\n")}\n`, changed };
}

/**
 * Writes `wanted` into `file` (mode 0600, written whole) and says which names changed.
 * @param {string} file
 * @param {Record<string, string>} wanted
 */
export function writeSiteEnv(file, wanted) {
  const before = existsSync(file) ? readFileSync(file, "utf8") : "";
  const { text, changed } = updateSiteEnvText(before, wanted);
  const open = existsSync(file) && (statSync(file).mode & 0o077) !== 0;
  if (changed.length) {
    writeFileSync(`${file}.neu`, text, { mode: 0o600 });
    renameSync(`${file}.neu`, file);
  } else if (open) chmodSync(file, 0o600);
  return { changed, tightened: open };
}

import { execFile, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { superuserFromEnv } from "./superuser-client.mjs";
import { loadDemoOnce } from "./demo-marker.mjs";
import { ensurePocketBaseBinary } from "./pocketbase-binary.mjs";
import { assertPortFree } from "./ports.mjs";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
export const migrationsDir = path.join(repoRoot, "pocketbase", "pb_migrations");
export const defaultDataDir = path.join(repoRoot, "pocketbase", "pb_data");
const hooksDir = path.join(repoRoot, "pocketbase", "pb_hooks");

/** PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD (or the deprecated PB_ADMIN_*), or the demo superuser. */
export const superuserCredentials = () => superuserFromEnv();

/**
 * A PocketBase that startPocketBase started.
 * @typedef {object} RunningPocketBase
 * @property {string} url
 * @property {number} port
 * @property {string} dir
 * @property {() => Promise<void>} stop SIGTERM, SIGKILL after 3 s; resolves once the process has exited
 * @property {Promise<number | null>} exited resolves with the exit code however PocketBase ends
 */

const READY_TIMEOUT_MS = 15_000;
const KILL_AFTER_MS = 3_000;
const run = promisify(execFile);

/**
 * Migrates, ensures the superuser, serves on 127.0.0.1:port and, on a database's first start, loads the demo content
 * if `seedContent` and it has no content yet (scripts/lib/demo-marker.mjs).
 * @param {{ port: number, dir?: string, seedContent?: boolean, seedAt?: Date, bare?: boolean, hooks?: boolean, log?: (line: string) => void }} options
 *   seedAt: the date the demo's relative content (classes, calendar) is computed from; now unless given
 *   bare: a PocketBase as someone else runs it, without the site's collections (and so without demo content)
 *   hooks: false runs it without the site's hooks (pocketbase/pb_hooks), as a school's PocketBase before it copied them
 * @returns {Promise<RunningPocketBase>}
 * @throws {Error} when the port is taken, a step fails, or PocketBase is not healthy within 15 s
 */
export async function startPocketBase({
  port,
  dir = defaultDataDir,
  seedContent = true,
  seedAt,
  bare = false,
  hooks = true,
  log = () => {},
}) {
  const binary = await ensurePocketBaseBinary({ log });
  await assertPortFree(port, "PocketBase");
  mkdirSync(dir, { recursive: true });
  const migrations = bare ? path.join(dir, "no_migrations") : migrationsDir;
  mkdirSync(migrations, { recursive: true });
  const noHooks = path.join(dir, "no_hooks");
  if (!hooks) mkdirSync(noHooks, { recursive: true });
  const common = ["--dir", dir, "--migrationsDir", migrations, "--hooksDir", hooks ? hooksDir : noHooks];

  // The migrations take the staff mails' links and sender name from the site's own settings (wrangler.toml, site.env,
  // the environment): the mails of this PocketBase lead to the site that reads it.
  const { readSettings } = await import("./settings.mjs");
  const site = readSettings();
  await pocketBaseCli(binary, ["migrate", "up", ...common], { SITE_URL: site.SITE_URL, SCHOOL_NAME: site.SCHOOL_NAME });
  const admin = superuserCredentials();
  await ensureSuperuser(binary, admin, common, log);

  const child = spawn(binary, ["serve", "--http", `127.0.0.1:${port}`, "--automigrate=false", ...common], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-16_000);
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Last resort when the caller exits without stop(): never leave an orphaned PocketBase holding the port.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  exited.then(() => process.off("exit", killOnExit));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), KILL_AFTER_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitForHealth(url, exited, () => stderr);
    log(`PocketBase läuft auf ${url}`);
    if (!bare) log(await loadDemoOnce({ url, admin, dir, wanted: seedContent, now: seedAt }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dir, stop, exited };
}

async function pocketBaseCli(binary, args, env = {}) {
  try {
    const { stdout, stderr } = await run(binary, args, {
      cwd: repoRoot,
      timeout: 30_000,
      // In its dev mode (as a fresh CI clone's build runs it) `migrate up` prints every SQL statement of every
      // migration: an upgrade from 0.22 says about 1 MB, execFile's default limit, and failed on it.
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...env },
    });
    return `${stdout}${stderr}`;
  } catch (/** @type {any} */ error) {
    throw new Error(`pocketbase ${args.slice(0, 2).join(" ")} fehlgeschlagen: ${error.stderr || error.message}`);
  }
}

// Created when missing, never reset: `superuser upsert` would set the password again on every start, which gives
// the account a new token key and signs everyone out of the admin UI.
async function ensureSuperuser(binary, { email, password }, common, log) {
  try {
    await run(binary, ["superuser", "create", email, password, ...common], { cwd: repoRoot, timeout: 30_000 });
    log(`Superuser ${email} angelegt`);
  } catch (/** @type {any} */ error) {
    const output = `${error.stdout ?? ""}${error.stderr ?? ""}`;
    if (/email: Value must be unique/.test(output)) return;
    throw new Error(`PocketBase-Superuser ${email} konnte nicht angelegt werden: ${output.trim() || error.message}`);
  }
}

async function waitForHealth(url, exited, readStderr) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exitCode;
  exited.then((code) => {
    exitCode = code ?? "signal";
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`PocketBase hat sich beendet (Code ${exitCode}) bevor es bereit war:\n${readStderr()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `PocketBase antwortet nach ${READY_TIMEOUT_MS / 1000} s nicht auf ${url}/api/health:\n${readStderr()}`,
  );
}

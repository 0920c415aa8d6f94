// A PocketBase holding the demo content plus `years` of a school (seed:volume), kept under .cache/volume between
// runs: seeding ten years with phone photos takes minutes and gigabytes. A seed cut short is started anew.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seedVolume } from "../../pocketbase/seed/volume/seed-volume.mjs";
import { repoRoot, startPocketBase, superuserCredentials } from "../lib/pocketbase.mjs";

const VOLUME_DIR = path.join(repoRoot, "pocketbase", "seed", "volume");
const SEED_FILES = [VOLUME_DIR, path.join(repoRoot, "pocketbase", "seed", "content")];
const COMPLETE = "volume-complete.json";

/** Changes whenever the generator or the demo content does: a cached database of older code is not reused. */
function generatorVersion() {
  const hash = createHash("sha256");
  for (const dir of SEED_FILES) {
    for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(path.join(dir, name)));
  }
  return hash.digest("hex").slice(0, 10);
}

/**
 * @param {{ years: number, photoSize: "phone" | "small" | "none", port: number, log: (line: string) => void }} options
 * @returns {Promise<Awaited<ReturnType<typeof startPocketBase>> & { reused: boolean }>}
 */
export async function startVolumePocketBase({ years, photoSize, port, log }) {
  const dir = path.join(repoRoot, ".cache", "volume", `years-${years}-${photoSize}-${generatorVersion()}`);
  const reused = existsSync(path.join(dir, COMPLETE));
  if (!reused) rmSync(dir, { recursive: true, force: true });
  const pocketbase = await startPocketBase({ port, dir, log });
  if (!reused) {
    log(`${years} Jahre Inhalte anlegen (einmalig, dann aus ${path.relative(repoRoot, dir)}) …`);
    const summary = await seedVolume(pocketbase.url, superuserCredentials(), {
      years,
      photoSize,
      photoDir: path.join(repoRoot, ".cache", "seed-photos"),
      log,
    });
    writeFileSync(path.join(dir, COMPLETE), JSON.stringify({ years, photoSize, ...summary }));
  }
  return { ...pocketbase, reused };
}

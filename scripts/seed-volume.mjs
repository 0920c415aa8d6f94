// npm run seed:volume -- --years 10 [--photos phone|small|none] [--url http://127.0.0.1:8090]
// Adds ten (or N) years of a realistic school to a running PocketBase: about 250 posts and 250 calendar entries a
// year, classes and teachers, phone photos of 2–5 MB (a pool made once under .cache/seed-photos). The superuser
// comes from PB_SUPERUSER_EMAIL / PB_SUPERUSER_PASSWORD, as for `npm run pb`.
import path from "node:path";
import { parseArgs } from "node:util";
import { seedVolume } from "../pocketbase/seed/volume/seed-volume.mjs";
import { fail } from "./lib/lifecycle.mjs";
import { repoRoot } from "./lib/pocketbase.mjs";
import { superuserFromEnv } from "./lib/superuser-client.mjs";

export const PHOTO_DIR = path.join(repoRoot, ".cache", "seed-photos");

const started = Date.now();
const log = (line) =>
  console.log(`[seed:volume ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${line}`);

try {
  const { values } = parseArgs({
    options: {
      years: { type: "string", default: "10" },
      photos: { type: "string", default: "phone" },
      url: { type: "string", default: process.env.PB_URL || "http://127.0.0.1:8090" },
    },
  });
  if (!["phone", "small", "none"].includes(values.photos))
    throw new Error(`--photos ${values.photos}: phone, small oder none.`);
  const summary = await seedVolume(values.url, superuserFromEnv(), {
    years: Number(values.years),
    photoSize: /** @type {"phone" | "small" | "none"} */ (values.photos), // checked above
    photoDir: PHOTO_DIR,
    log,
  });
  if (!summary.seeded) log(`${values.url} hat schon einen Volumen-Seed: nichts geändert.`);
  else log(`fertig: ${JSON.stringify(summary.counts)}, ${(summary.bytes / 1024 ** 3).toFixed(1)} GiB Dateien`);
} catch (error) {
  fail(error);
}

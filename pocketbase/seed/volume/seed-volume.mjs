import { readFileSync } from "node:fs";
import { connectAsSuperuser } from "../../../scripts/lib/superuser-client.mjs";
import { pdf } from "../files.mjs";
import { toFormData } from "../seed.mjs";
import { photoPool } from "./photos.mjs";
import { randomSource } from "./random.mjs";
import { volumeSchool } from "./school.mjs";

/** Distinct photos in the pool; records reuse them (each upload is its own file in PocketBase, as in real life). */
export const PHOTO_POOL_SIZE = 240;
/** Creates at once: PocketBase writes one at a time anyway, this keeps the upload pipe busy. */
const PARALLEL_CREATES = 4;

/**
 * Adds `years` of a school's content to a PocketBase that has the schema (and usually the demo seed): teachers,
 * classes, posts with photos and attachments, calendar entries. Does nothing when a volume seed is already there.
 * @param {string} baseUrl
 * @param {{ email: string, password: string }} superuser
 * @param {{ years: number, photoSize?: "phone" | "small" | "none", photoDir: string, now?: Date, log?: (line: string) => void }} options
 * @returns {Promise<{ seeded: boolean, counts: Record<string, number>, bytes: number }>}
 */
export async function seedVolume(
  baseUrl,
  superuser,
  { years, photoSize = "phone", photoDir, now = new Date(), log = () => {} },
) {
  if (!(Number.isInteger(years) && years >= 1 && years <= 30))
    throw new Error(`--years ${years}: eine ganze Zahl von 1 bis 30 angeben.`);
  const pb = await connectAsSuperuser(baseUrl, superuser);
  const existing = await pb.collection("posts").getList(1, 1, { filter: 'id ~ "vpost"', fields: "id" });
  if (existing.totalItems > 0) return { seeded: false, counts: {}, bytes: 0 };

  const pool =
    photoSize === "none" ? [] : await photoPool({ count: PHOTO_POOL_SIZE, size: photoSize, dir: photoDir, log });
  const pick = randomSource(years);
  let uploads = 0;
  const photos = (count) =>
    pool.length === 0
      ? []
      : Array.from({ length: count }, () => {
          const file = /** @type {string} */ (pool[pick.int(0, pool.length - 1)]);
          uploads++;
          return {
            name: `IMG_${String(20_000 + uploads).padStart(5, "0")}.jpg`,
            type: "image/jpeg",
            build: () => readFileSync(file),
          };
        });
  const attachment = (name, title) =>
    pdf(name, title, [
      "Liebe Eltern,",
      "bitte beachten Sie die folgenden Termine.",
      "Mit freundlichen Grüßen",
      "Die Schulleitung",
    ]);
  const school = volumeSchool({ years, now, photos, pdf: attachment });

  /** @type {Record<string, number>} */
  const counts = {};
  let bytes = 0;
  for (const [collection, records] of /** @type {[string, import("./school.mjs").SeedRecord[]][]} */ ([
    ["teachers", school.teachers],
    ["classes", school.classes],
    ["posts", school.posts],
    ["calendar", school.calendar],
  ])) {
    let created = 0;
    const queue = [...records];
    await Promise.all(
      Array.from({ length: PARALLEL_CREATES }, async () => {
        for (let record = queue.shift(); record; record = queue.shift()) {
          const form = toFormData(record);
          for (const value of form.values()) if (value instanceof Blob) bytes += value.size;
          try {
            await pb.collection(collection).create(form);
          } catch (/** @type {any} */ error) {
            throw new Error(
              `Seed ${collection}/${record.id} fehlgeschlagen: ${JSON.stringify(error.response?.data ?? error.message)}`,
            );
          }
          if (++created % 500 === 0) log(`${collection}: ${created}/${records.length}`);
        }
      }),
    );
    counts[collection] = created;
    log(`${collection}: ${created} angelegt`);
  }
  return { seeded: true, counts, bytes };
}

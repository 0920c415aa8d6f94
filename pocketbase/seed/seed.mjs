import path from "node:path";
import { pathToFileURL } from "node:url";
import { connectAsSuperuser, superuserFromEnv } from "../../scripts/lib/superuser-client.mjs";
import { bikelineBests } from "./content/bikeline.mjs";
import { calendar } from "./content/calendar.mjs";
import { classes } from "./content/classes.mjs";
import { generalMedia } from "./content/general-media.mjs";
import { carousel, facts, sayings } from "./content/home.mjs";
import { posts } from "./content/posts.mjs";
import { school } from "./content/school.mjs";
import { teachers } from "./content/teachers.mjs";
import { users } from "./content/users.mjs";

export { CALENDAR_IDS } from "./content/calendar.mjs";
export { CLASS_IDS } from "./content/classes.mjs";
export { CAROUSEL_WITHOUT_IMAGE } from "./content/home.mjs";
export { POST_IDS } from "./content/posts.mjs";
export { DEMO_SCHOOL } from "./content/school.mjs";
export { ADMIN, ADMIN_ID, AUTHOR, AUTHOR_ID, READER, READER_ID, STAFF, STAFF_ID } from "./content/users.mjs";

// Order matters: relations point at teachers and classes. `unique` names a field that an admin's own record may
// already hold (then ours is skipped instead of failing on the unique index).
const COLLECTIONS = [
  { name: "users", build: users, unique: "email" },
  { name: "teachers", build: teachers },
  { name: "classes", build: classes },
  { name: "posts", build: posts },
  { name: "calendar", build: calendar },
  { name: "carousel", build: carousel },
  { name: "bikeline_bests", build: bikelineBests },
  { name: "general_media", build: generalMedia, unique: "filename" },
  { name: "saying_of_the_week", build: sayings },
  { name: "do_you_know", build: facts },
  { name: "school", build: school },
];

/**
 * Loads the demo content into a database without content, so that whatever an editor deleted stays deleted:
 * when any content collection (all but users) holds a record, it changes nothing. Records get fixed ids.
 * @param {string} baseUrl e.g. http://127.0.0.1:8090
 * @param {{ email: string, password: string }} superuser PocketBase superuser account
 * @param {{ now?: Date }} [options] the date that relative content (classes, calendar) is computed from
 * @returns {Promise<{ seeded: boolean, created: number }>} seeded: false when the database had content
 * @throws {Error} when the superuser login or a create fails
 */
export async function seed(baseUrl, { email, password }, { now = new Date() } = {}) {
  const pb = await connectAsSuperuser(baseUrl, { email, password });
  if (await hasContent(pb)) return { seeded: false, created: 0 };

  let created = 0;
  for (const { name, build, unique } of COLLECTIONS) {
    // Staff accounts are not content: an admin may have created one before the first start.
    const taken = unique
      ? new Set((await pb.collection(name).getFullList({ fields: unique, batch: 500 })).map((r) => r[unique]))
      : new Set();
    // One after another, so `created` follows the content order (the site sorts several lists by it).
    for (const record of build(now)) {
      if (unique && taken.has(record.data[unique])) continue;
      try {
        await pb.collection(name).create(toFormData(record));
      } catch (/** @type {any} */ error) {
        throw new Error(
          `Seed ${name}/${record.id} fehlgeschlagen: ${JSON.stringify(error.response?.data ?? error.message)}`,
        );
      }
      created++;
      // PocketBase stamps `created` to the millisecond: two creates within one would tie and sort at random.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  return { seeded: true, created };
}

/** Whether any content collection holds a record (users are staff accounts, not content). */
async function hasContent(pb) {
  const counts = await Promise.all(
    COLLECTIONS.filter(({ name }) => name !== "users").map(
      async ({ name }) => (await pb.collection(name).getList(1, 1, { fields: "id" })).totalItems,
    ),
  );
  return counts.some((count) => count > 0);
}

/** The line `npm start` and `npm run pb` print about the seed. */
export function describeSeed({ seeded, created }) {
  return seeded
    ? `Demo-Inhalte angelegt: ${created} Datensätze`
    : "Datenbank hat schon Inhalte, Demo-Inhalte übersprungen";
}

/** A seed record as the multipart form PocketBase's create takes (files built only now). */
export function toFormData({ id, data, files }) {
  const form = new FormData();
  form.append("id", id);
  for (const [key, value] of Object.entries(data)) {
    for (const item of [].concat(value)) form.append(key, String(item));
  }
  for (const [field, specs] of Object.entries(files)) {
    for (const spec of specs) form.append(field, new Blob([spec.build()], { type: spec.type }), spec.name);
  }
  return form;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const url = process.env.PB_URL || "http://127.0.0.1:8090";
  seed(url, superuserFromEnv()).then(
    (summary) => console.log(`Seed ${url}: ${describeSeed(summary)}`),
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}

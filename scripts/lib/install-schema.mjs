import siteSchema from "../../pocketbase/schema/site-schema.cjs";

const { SITE_COLLECTIONS, mergeCollection, mergeUsers, indexName } = siteSchema;
const RULES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"];

/**
 * Creates or updates the site's collections in a PocketBase we do not run, over its HTTP API. Touches nothing
 * else: not collections of other applications, not fields someone added to ours; of `users` only our fields, its
 * API rules and its mails (mergeUsers).
 * @param {import("pocketbase").default} pb signed in as superuser
 * @param {{ siteUrl?: string }} [site] where the staff mails' links lead
 * @returns {Promise<{ name: string, outcome: "angelegt" | "aktualisiert" | "unverändert" }[]>}
 * @throws {Error} in German when a name is taken by a collection of another type
 */
export async function installSchema(pb, site = {}) {
  const ids = new Map();
  /** @type {{ name: string, outcome: "angelegt" | "aktualisiert" | "unverändert" }[]} */
  const outcomes = [];
  // First `users.role`: our rules name it (@request.auth.role), and posts and calendar entries point at users.
  const users = await findCollection(pb, "users");
  if (!users || users.type !== "auth") {
    throw new Error(
      "Die Auth-Collection „users“ fehlt in diesem PocketBase: die Lehrkräfte melden sich damit an. " +
        "Im Admin-UI eine Auth-Collection „users“ anlegen und erneut starten.",
    );
  }
  ids.set("users", users.id);
  const usersChange = mergeUsers(users, site);
  if (usersChange) await pb.collections.update(users.id, usersChange);
  outcomes.push({ name: "users", outcome: usersChange ? "aktualisiert" : "unverändert" });
  for (const definition of SITE_COLLECTIONS) {
    const existing = await findCollection(pb, definition.name);
    const type = definition.type ?? "base";
    if (existing && existing.type !== type) {
      throw new Error(
        `Die Collection „${definition.name}“ gibt es in diesem PocketBase schon, aber vom Typ „${existing.type}“. ` +
          `Die Website braucht sie als ${type === "view" ? "View" : "Basis"}-Collection: benennen Sie die vorhandene im Admin-UI um und starten Sie erneut.`,
      );
    }
    const wanted = mergeCollection(existing, definition, (name) => ids.get(name));
    if (!existing) {
      ids.set(definition.name, (await pb.collections.create(wanted)).id);
      outcomes.push({ name: definition.name, outcome: "angelegt" });
      continue;
    }
    ids.set(definition.name, existing.id);
    if (sameCollection(existing, wanted)) {
      outcomes.push({ name: definition.name, outcome: "unverändert" });
      continue;
    }
    await pb.collections.update(existing.id, wanted);
    outcomes.push({ name: definition.name, outcome: "aktualisiert" });
  }
  return outcomes;
}

async function findCollection(pb, name) {
  try {
    return await pb.collections.getOne(name);
  } catch (/** @type {any} */ error) {
    if (error.status === 404) return null;
    throw error;
  }
}

/** Whether PocketBase already has everything `wanted` asks for (PocketBase adds keys of its own to each field). */
function sameCollection(existing, wanted) {
  if (RULES.some((rule) => existing[rule] !== wanted[rule])) return false;
  if (wanted.type === "view") return existing.viewQuery === wanted.viewQuery;
  const names = existing.indexes.map(indexName);
  if (wanted.indexes.some((index) => !names.includes(indexName(index)))) return false;
  return wanted.fields.every((field) => {
    const current = existing.fields.find((f) => f.name === field.name);
    return (
      current && Object.entries(field).every(([key, value]) => JSON.stringify(current[key]) === JSON.stringify(value))
    );
  });
}

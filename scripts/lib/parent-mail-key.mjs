// PARENT_MAIL_KEY: how the site proves itself to a school's PocketBase when it asks it to mail a parent
// (pocketbase/pb_hooks/parent-mail.js). The worker keeps the key as a secret; each school's PocketBase keeps only its
// SHA-256 in the locked collection `mail_relay`. Used by `npm run setup`, `npm start` and the tests.
import { createHash, randomBytes } from "node:crypto";

/** A new key: 32 random bytes, base64url. */
export const makeParentMailKey = () => randomBytes(32).toString("base64url");

const hashOf = (key) => createHash("sha256").update(key).digest("hex");

/**
 * Makes `key` the one a PocketBase accepts (as its superuser `pb`, a PocketBase SDK client). Idempotent.
 * @returns {Promise<boolean>} whether anything changed
 */
export async function installParentMailKey(pb, key) {
  const hash = hashOf(key);
  const records = await pb.collection("mail_relay").getFullList({ fields: "id,key_hash" });
  if (records.length === 1 && records[0].key_hash === hash) return false;
  for (const record of records.slice(1)) await pb.collection("mail_relay").delete(record.id);
  if (records[0]) await pb.collection("mail_relay").update(records[0].id, { key_hash: hash });
  else await pb.collection("mail_relay").create({ key_hash: hash });
  return true;
}

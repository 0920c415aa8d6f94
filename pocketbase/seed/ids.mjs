/** PocketBase ids are 15 characters of a-z0-9; fixed ones let tests and links name demo records. */
export function fixedId(prefix, n) {
  const id = prefix + String(n).padStart(15 - prefix.length, "0");
  if (!/^[a-z0-9]{15}$/.test(id)) throw new Error(`invalid record id ${id}`);
  return id;
}

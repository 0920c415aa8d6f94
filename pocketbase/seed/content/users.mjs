import { fixedId } from "../ids.mjs";

// Staff accounts of the demo (contract.md, "Dashboard (/dash)"): one per role, all verified.
/** @typedef {{ email: string, password: string, name: string, role: "" | "author" | "editor" | "admin" }} StaffAccount */
/**
 * Editor ("Redaktion"): publishes, schedules and edits everything. Owns the demo's posts and calendar entries.
 * @type {StaffAccount}
 */
export const STAFF = {
  email: "lehrer@schule.test",
  password: "Sonnenberg-2026",
  name: "Demo Lehrkraft",
  role: "editor",
};
/** Administration (the head teacher): edits like the editor, and manages the staff accounts in /dash/team. @type {StaffAccount} */
export const ADMIN = {
  email: "leitung@schule.test",
  password: "Sonnenberg-2026",
  name: "Demo Schulleitung",
  role: "admin",
};
/** Author: writes drafts and submits them for review. @type {StaffAccount} */
export const AUTHOR = {
  email: "autorin@schule.test",
  password: "Sonnenberg-2026",
  name: "Demo Autorin",
  role: "author",
};
/** No role: may read the dashboard and its previews only. @type {StaffAccount} */
export const READER = { email: "leserin@schule.test", password: "Sonnenberg-2026", name: "Demo Leserin", role: "" };

export const STAFF_ID = fixedId("user", 1);
export const AUTHOR_ID = fixedId("user", 2);
export const READER_ID = fixedId("user", 3);
export const ADMIN_ID = fixedId("user", 4);

export function users() {
  return /** @type {[string, StaffAccount][]} */ ([
    [STAFF_ID, STAFF],
    [AUTHOR_ID, AUTHOR],
    [READER_ID, READER],
    [ADMIN_ID, ADMIN],
  ]).map(([id, { email, password, name, role }]) => ({
    id,
    data: {
      email,
      emailVisibility: false,
      password,
      passwordConfirm: password,
      verified: true,
      name,
      role,
    },
    files: {},
  }));
}

// Who may write what (contract.md, "Dashboard (/dash)"), as PocketBase's own API rules: the dashboard writes with the
// signed-in staff member's token, so whatever the site forgets, PocketBase still refuses. The one place these rule
// strings are written; site-schema.cjs sets them, `npm run doctor` compares against them, tests and the site import
// them. CommonJS: PocketBase's JavaScript runtime (migrations) requires it too.

/** The values of `users.role`. Empty: may read the dashboard and its previews, nothing more. */
const ROLES = { author: 'author', editor: 'editor' };
const ROLE_VALUES = [ROLES.author, ROLES.editor];

/** Signed in with a staff account (the auth collection `users`), whatever the role. */
const STAFF_RULE = "@request.auth.collectionName = 'users'";
const EDITOR_RULE = `${STAFF_RULE} && @request.auth.role = '${ROLES.editor}'`;
const AUTHOR_RULE = `${STAFF_RULE} && @request.auth.role = '${ROLES.author}'`;

// What an author sends: never public, never scheduled, never someone else's.
const BODY_NOT_PUBLIC = "(@request.body.status = 'draft' || @request.body.status = 'review')";
const BODY_NOT_SCHEDULED = "(@request.body.publish_at:isset = false || @request.body.publish_at = '')";
// What an author may change or delete: their own record while it is not public.
const STORED_OWN_NOT_PUBLIC = "owner = @request.auth.id && (status = 'draft' || status = 'review')";

const AUTHOR_CREATE_RULE = `${AUTHOR_RULE} && @request.body.owner = @request.auth.id && ${BODY_NOT_PUBLIC} && ${BODY_NOT_SCHEDULED}`;
const AUTHOR_UPDATE_RULE =
  `${AUTHOR_RULE} && ${STORED_OWN_NOT_PUBLIC}` +
  ' && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id)' +
  ` && (@request.body.status:isset = false || ${BODY_NOT_PUBLIC}) && ${BODY_NOT_SCHEDULED}`;
const AUTHOR_DELETE_RULE = `${AUTHOR_RULE} && ${STORED_OWN_NOT_PUBLIC}`;

/** posts and calendar: editors everything; authors their own drafts and posts in review. */
const OWNED_WRITE_RULES = {
  createRule: `(${EDITOR_RULE}) || (${AUTHOR_CREATE_RULE})`,
  updateRule: `(${EDITOR_RULE}) || (${AUTHOR_UPDATE_RULE})`,
  deleteRule: `(${EDITOR_RULE}) || (${AUTHOR_DELETE_RULE})`,
};

/** Every other content collection (teachers, classes, carousel, …, school): editors only. */
const EDITOR_WRITE_RULES = { createRule: EDITOR_RULE, updateRule: EDITOR_RULE, deleteRule: EDITOR_RULE };

/** post_versions: staff read them; only PocketBase itself (the hook in pocketbase/pb_hooks) writes them. */
const VERSION_RULES = {
  listRule: STAFF_RULE,
  viewRule: STAFF_RULE,
  createRule: null,
  updateRule: null,
  deleteRule: null,
};

/** Part of every `users` update rule: nobody gives themselves a role (only superusers set it, in the admin UI). */
const ROLE_GUARD = '@request.body.role:isset = false';
/** The update rule of `users` on this project's own PocketBase: staff change their own account, never its role. */
const SELF_UPDATE_RULE = `id = @request.auth.id && ${ROLE_GUARD}`;

/**
 * A `users` update rule that keeps whatever it allowed, except setting `role`. null (superusers only) stays null.
 * @param {string | null | undefined} rule
 * @returns {string | null}
 */
function guardRoleInUpdateRule(rule) {
  if (rule === null || rule === undefined) return null;
  if (hasRoleGuard(rule)) return rule;
  if (rule.trim() === '') return ROLE_GUARD;
  if (rule.trim() === 'id = @request.auth.id') return SELF_UPDATE_RULE;
  return `(${rule}) && ${ROLE_GUARD}`;
}

/** Whether a `users` update rule keeps everyone (but superusers) from setting a role. */
function hasRoleGuard(rule) {
  if (rule === null || rule === undefined) return true;
  // A guard joined with && at the top level; one inside an `||` alternative would not hold.
  let top = rule;
  for (let inner = top.replace(/\([^()]*\)/g, '()'); inner !== top; inner = top.replace(/\([^()]*\)/g, '()')) {
    top = inner;
  }
  return !top.includes('||') && top.split('&&').some((part) => part.trim() === ROLE_GUARD);
}

module.exports = {
  ROLES,
  ROLE_VALUES,
  STAFF_RULE,
  EDITOR_RULE,
  AUTHOR_RULE,
  AUTHOR_CREATE_RULE,
  AUTHOR_UPDATE_RULE,
  AUTHOR_DELETE_RULE,
  OWNED_WRITE_RULES,
  EDITOR_WRITE_RULES,
  VERSION_RULES,
  ROLE_GUARD,
  SELF_UPDATE_RULE,
  guardRoleInUpdateRule,
  hasRoleGuard,
};

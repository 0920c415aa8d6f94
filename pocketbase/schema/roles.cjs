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

const { NOT_PUBLIC_STATUSES, statusIn } = require('../pb_hooks/publishing.cjs');

// What an author sends: never public, never scheduled, never someone else's.
const BODY_NOT_PUBLIC = statusIn('@request.body.status', NOT_PUBLIC_STATUSES);
const BODY_NOT_SCHEDULED = "(@request.body.publish_at:isset = false || @request.body.publish_at = '')";
// What an author may change or delete: their own record while it is not public.
const STORED_OWN_NOT_PUBLIC = `owner = @request.auth.id && ${statusIn('status', NOT_PUBLIC_STATUSES)}`;

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

/**
 * Parts of every `users` update rule: nobody gives themselves a role (only superusers set it, in the admin UI), and
 * nobody changes the name others see them by (versions of posts are signed with it; IT sets it).
 */
const ROLE_GUARD = '@request.body.role:isset = false';
const NAME_GUARD = '@request.body.name:isset = false';
const ACCOUNT_GUARDS = [ROLE_GUARD, NAME_GUARD];
/** The update rule of `users` on this project's own PocketBase: staff change their own account, never its role or name. */
const SELF_UPDATE_RULE = `id = @request.auth.id && ${ACCOUNT_GUARDS.join(' && ')}`;

/** The parts of a rule joined with && at its top level (a part inside an `||` alternative would not hold). */
function topLevelParts(rule) {
  let top = rule;
  for (let inner = top.replace(/\([^()]*\)/g, '()'); inner !== top; inner = top.replace(/\([^()]*\)/g, '()')) {
    top = inner;
  }
  return top.includes('||') ? [] : top.split('&&').map((part) => part.trim());
}

/** The guards a `users` update rule lacks (none for null: superusers only). */
function missingGuards(rule) {
  if (rule === null || rule === undefined) return [];
  const parts = topLevelParts(rule);
  return ACCOUNT_GUARDS.filter((guard) => !parts.includes(guard));
}

/**
 * A `users` update rule that keeps whatever it allowed, except setting `role` or `name`. null (superusers only) stays
 * null.
 * @param {string | null | undefined} rule
 * @returns {string | null}
 */
function guardUsersUpdateRule(rule) {
  if (rule === null || rule === undefined) return null;
  const missing = missingGuards(rule);
  if (missing.length === 0) return rule;
  if (rule.trim() === '') return ACCOUNT_GUARDS.join(' && ');
  // Joined at the top level already: the guards join it; an alternative (||) is wrapped first.
  if (topLevelParts(rule).length > 0) return `${rule.trim()} && ${missing.join(' && ')}`;
  return `(${rule}) && ${missing.join(' && ')}`;
}

/** Whether a `users` update rule keeps everyone (but superusers) from setting their role and name. */
function hasAccountGuards(rule) {
  return missingGuards(rule).length === 0;
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
  NAME_GUARD,
  SELF_UPDATE_RULE,
  guardUsersUpdateRule,
  hasAccountGuards,
};

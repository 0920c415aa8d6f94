// Who may write what (contract.md, "Dashboard (/dash)"), as PocketBase's own API rules: the dashboard writes with the
// signed-in staff member's token, so whatever the site forgets, PocketBase still refuses. The one place these rule
// strings are written; site-schema.cjs sets them, `npm run doctor` compares against them, tests and the site import
// them. CommonJS: PocketBase's JavaScript runtime (migrations) requires it too.

/** The values of `users.role`. Empty: may read the dashboard and its previews, nothing more. */
const ROLES = require('../pb_hooks/staff.json').roles;
const ROLE_VALUES = [ROLES.author, ROLES.editor, ROLES.admin];

/** Signed in with a staff account (the auth collection `users`), whatever the role. */
const STAFF_RULE = "@request.auth.collectionName = 'users'";
/** Administration (the head teacher, the office): everything an editor may, and the staff accounts. */
const ADMIN_RULE = `${STAFF_RULE} && @request.auth.role = '${ROLES.admin}'`;
const EDITOR_RULE = `${STAFF_RULE} && (@request.auth.role = '${ROLES.editor}' || @request.auth.role = '${ROLES.admin}')`;
const AUTHOR_RULE = `${STAFF_RULE} && @request.auth.role = '${ROLES.author}'`;

const { NOT_PUBLIC_STATUSES, statusIn } = require('../pb_hooks/publishing.cjs');

// What an author sends: never public, never scheduled, never someone else's.
const BODY_NOT_PUBLIC = statusIn('@request.body.status', NOT_PUBLIC_STATUSES);
const BODY_NOT_SCHEDULED = "(@request.body.publish_at:isset = false || @request.body.publish_at = '')";
// What an author may change or delete: their own record while it is not public.
const STORED_OWN_NOT_PUBLIC = `owner = @request.auth.id && ${statusIn('status', NOT_PUBLIC_STATUSES)}`;

// The editors' note on a returned post or entry: authors read it, only editors write it.
const BODY_NO_REVIEW_NOTE = '@request.body.review_note:isset = false';

const AUTHOR_CREATE_RULE = `${AUTHOR_RULE} && @request.body.owner = @request.auth.id && ${BODY_NOT_PUBLIC} && ${BODY_NOT_SCHEDULED} && ${BODY_NO_REVIEW_NOTE}`;
const AUTHOR_UPDATE_RULE =
  `${AUTHOR_RULE} && ${STORED_OWN_NOT_PUBLIC}` +
  ' && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id)' +
  ` && (@request.body.status:isset = false || ${BODY_NOT_PUBLIC}) && ${BODY_NOT_SCHEDULED} && ${BODY_NO_REVIEW_NOTE}`;
const AUTHOR_DELETE_RULE = `${AUTHOR_RULE} && ${STORED_OWN_NOT_PUBLIC}`;

/** posts and calendar: editors everything; authors their own drafts and posts in review. */
const OWNED_WRITE_RULES = {
  createRule: `(${EDITOR_RULE}) || (${AUTHOR_CREATE_RULE})`,
  updateRule: `(${EDITOR_RULE}) || (${AUTHOR_UPDATE_RULE})`,
  deleteRule: `(${EDITOR_RULE}) || (${AUTHOR_DELETE_RULE})`,
};

/** "Dringend" (parents are told at once, also at night): only editors set it; an author's request never names it. */
const BODY_NOT_URGENT = '@request.body.urgent:isset = false';

/** posts: the owned rules, and "Dringend" for editors only. */
const POST_WRITE_RULES = {
  createRule: `(${EDITOR_RULE}) || (${AUTHOR_CREATE_RULE} && ${BODY_NOT_URGENT})`,
  updateRule: `(${EDITOR_RULE}) || (${AUTHOR_UPDATE_RULE} && ${BODY_NOT_URGENT})`,
  deleteRule: OWNED_WRITE_RULES.deleteRule,
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

/** staff_names (a view of `users`: id and name only): every staff member reads who wrote a post; nobody writes. */
const STAFF_NAME_RULES = {
  listRule: STAFF_RULE,
  viewRule: STAFF_RULE,
  createRule: null,
  updateRule: null,
  deleteRule: null,
};

/** Fields of `users` that only PocketBase's hooks write: when and how an account last signed in. */
const SIGN_IN_FIELDS = ['last_sign_in', 'sign_in_method'];
const unset = (field) => `@request.body.${field}:isset = false`;
/**
 * What staff may not change on their own account: their role, the name others see them by (versions of posts are
 * signed with it; an admin sets it), whether it is deactivated, and what the hooks record.
 */
const SELF_GUARDS = ['role', 'name', 'deactivated', ...SIGN_IN_FIELDS].map(unset);
/** Staff change their own account (e-mail, password), never its role, name or state. */
const SELF_UPDATE_RULE = `id = @request.auth.id && ${SELF_GUARDS.join(' && ')}`;
/**
 * Staff accounts (contract.md, "Staff accounts and sign-in"). Admins see, invite (create: PocketBase makes the
 * account unverified, and a hook mails the invitation), rename, give roles to, deactivate and remove the others;
 * nobody signs up alone, and nobody removes their own account. Without a manage rule, nobody but a superuser sets
 * another account's e-mail, password or verification. That no change leaves the school without an admin, and that
 * a deactivated account's sessions end, the hooks in pocketbase/pb_hooks/staff.pb.js see to.
 */
const STAFF_ACCOUNT_RULES = {
  listRule: `id = @request.auth.id || (${ADMIN_RULE})`,
  viewRule: `id = @request.auth.id || (${ADMIN_RULE})`,
  createRule: `${ADMIN_RULE} && ${SIGN_IN_FIELDS.map(unset).join(' && ')}`,
  updateRule: `(${SELF_UPDATE_RULE}) || (${ADMIN_RULE} && ${SIGN_IN_FIELDS.map(unset).join(' && ')})`,
  deleteRule: `${ADMIN_RULE} && id != @request.auth.id`,
  authRule: 'verified = true && deactivated = false',
  manageRule: null,
};

const { secondFactor } = require('../pb_hooks/staff.json');
/**
 * The second factor (contract.md, "Staff accounts and sign-in"), as PocketBase's own MFA: a password sign-in of an
 * editor or an admin also needs a one-time code that PocketBase mails (its OTP). A sign-in through the school's
 * Microsoft or Google account needs none here: the provider's own MFA applies. The code's mail: staff-mails.cjs.
 */
const SECOND_FACTOR = {
  mfa: {
    enabled: true,
    duration: secondFactor.stepMinutes * 60,
    rule: `@request.context != 'oauth2' && (${secondFactor.roles.map((role) => `role = '${ROLES[role]}'`).join(' || ')})`,
  },
  otp: { enabled: true, duration: secondFactor.codeMinutes * 60, length: secondFactor.codeLength },
};

/** audit_log: admins read it; only PocketBase's hooks write it. */
const AUDIT_RULES = {
  listRule: ADMIN_RULE,
  viewRule: ADMIN_RULE,
  createRule: null,
  updateRule: null,
  deleteRule: null,
};

module.exports = {
  ROLES,
  ROLE_VALUES,
  STAFF_RULE,
  ADMIN_RULE,
  EDITOR_RULE,
  AUTHOR_RULE,
  AUTHOR_CREATE_RULE,
  AUTHOR_UPDATE_RULE,
  AUTHOR_DELETE_RULE,
  OWNED_WRITE_RULES,
  POST_WRITE_RULES,
  EDITOR_WRITE_RULES,
  VERSION_RULES,
  STAFF_NAME_RULES,
  SELF_UPDATE_RULE,
  SIGN_IN_FIELDS,
  STAFF_ACCOUNT_RULES,
  AUDIT_RULES,
  SECOND_FACTOR,
};

// What is public (contract.md, "Publishing"), derived from publishing.json: a post or calendar entry whose status is
// one of `publicStatuses` ('' counts as published, so records from before stay public) and whose publish_at is empty
// or past. Every copy of the rule comes from here: the anonymous list/view rule and the schedule view of the schema
// (pocketbase/schema/site-schema.cjs), the authors' rules (roles.cjs), PocketBase's hooks, and the site
// (src/lib/domain/publishing.ts). CommonJS: PocketBase's JavaScript runtime requires it too. Not named *.pb.js, so
// PocketBase loads it only when something requires it.

const RULE = require('./publishing.json');

const quoted = (value) => `'${value}'`;

/** The statuses PocketBase knows, and those that keep a record from the public ('draft', 'review'). */
const STATUSES = RULE.statuses;
const PUBLIC_STATUSES = RULE.publicStatuses;
const NOT_PUBLIC_STATUSES = STATUSES.filter((status) => PUBLIC_STATUSES.indexOf(status) < 0);

/** The PocketBase filter of what the public sees; `@now` is evaluated by PocketBase. */
const PUBLIC_FILTER =
  `(${PUBLIC_STATUSES.map((s) => `status = ${quoted(s)}`).join(' || ')}) && ` +
  "(publish_at = '' || publish_at <= @now)";
/** Its negation, for the dashboard: everything the public does not see, an unknown status included. */
const UNPUBLISHED_FILTER =
  `(${PUBLIC_STATUSES.map((s) => `status != ${quoted(s)}`).join(' && ')}) || ` +
  "(publish_at != '' && publish_at > @now)";
/** Public by status, but not before a publishing time to come: scheduled. */
const SCHEDULED_FILTER =
  `(${PUBLIC_STATUSES.map((s) => `status = ${quoted(s)}`).join(' || ')}) && ` +
  "(publish_at != '' && publish_at > @now)";
/** Submitted for review, and drafts: every status that is neither public nor in review (an unknown one included). */
const REVIEW_FILTER = "status = 'review'";
const DRAFT_FILTER = `${PUBLIC_STATUSES.map((s) => `status != ${quoted(s)}`).join(' && ')} && status != 'review'`;
/** `status` of one of the given values, as a PocketBase filter on a field (`status`, `@request.body.status`). */
const statusIn = (field, statuses) => `(${statuses.map((s) => `${field} = ${quoted(s)}`).join(' || ')})`;
/** SQL (the schedule view): records public by status that carry a publishing time. */
const SCHEDULED_SQL = `status IN (${PUBLIC_STATUSES.map(quoted).join(', ')}) AND publish_at != ''`;

/** Public as far as the status goes; a future publish_at still keeps it back. */
function isPublicStatus(status) {
  return PUBLIC_STATUSES.indexOf(status) >= 0;
}

module.exports = {
  STATUSES,
  PUBLIC_STATUSES,
  NOT_PUBLIC_STATUSES,
  PUBLIC_FILTER,
  UNPUBLISHED_FILTER,
  SCHEDULED_FILTER,
  REVIEW_FILTER,
  DRAFT_FILTER,
  SCHEDULED_SQL,
  STAFF_FILTER: RULE.staffFilter,
  SCHEDULE_COLLECTION: RULE.scheduleCollection,
  statusIn,
  isPublicStatus,
};

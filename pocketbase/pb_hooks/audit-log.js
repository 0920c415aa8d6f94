// Who did what (contract.md, "Staff accounts and sign-in"): one module that writes `audit_log`, required by the hook
// handlers in audit.pb.js and staff.pb.js (PocketBase runs each handler on its own, so shared code is reached only
// through require). The actions and their German names are in audit.json, which the dashboard reads too.
// PocketBase's JavaScript runtime (goja): CommonJS. Not named *.pb.js, so PocketBase loads it only when required.

const AUDIT = require(`${__hooks}/audit.json`);
const POSTS = require(`${__hooks}/posts.json`);
const { isPublicStatus } = require(`${__hooks}/publishing.cjs`);

const MAX_LABEL = 300;

/** Who acted, as the log keeps it: the staff account (and its name then), IT's superuser, or nobody (PocketBase). */
function actorOf(auth) {
  if (!auth) return { id: "", name: "" };
  if (auth.isSuperuser()) return { id: "", name: `IT (${auth.email()})` };
  if (auth.collection().name === "users") return { id: auth.id, name: auth.getString("name") || POSTS.withoutName };
  return { id: "", name: "" };
}

/**
 * Writes one entry. Never throws: a log that cannot be written must not undo what was done (PocketBase's own log
 * then says why).
 * @param {{ action: string, target?: { collection: string, id: string, label: string }, details?: object, actor?: { id: string, name: string } }} entry
 */
function write(app, auth, entry) {
  try {
    if (!Object.prototype.hasOwnProperty.call(AUDIT.actions, entry.action))
      throw new Error(`unknown action ${entry.action}`);
    const who = entry.actor || actorOf(auth);
    const record = new Record(app.findCollectionByNameOrId(AUDIT.collection));
    record.set("action", entry.action);
    record.set("actor", who.id);
    record.set("actor_name", String(who.name).slice(0, 200));
    if (entry.target) {
      record.set("target_collection", entry.target.collection);
      record.set("target_id", entry.target.id);
      record.set("target_label", String(entry.target.label || "").slice(0, MAX_LABEL));
    }
    record.set("details", entry.details || {});
    app.save(record);
  } catch (error) {
    app.logger().error("audit_log not written", "action", entry.action, "error", String(error));
  }
}

/** A post's or entry's publishing state as the log speaks of it: public, scheduled, or its status (review, draft). */
function publishingOf(record) {
  const status = record.getString("status");
  if (!isPublicStatus(status)) return status;
  const at = record.getDateTime("publish_at");
  return !at.isZero() && at.unix() > new DateTime().unix() ? "scheduled" : "public";
}

const labelOf = (record) => record.getString("title") || record.id;

/** The action a save of a post or entry was, if its publishing changed (`before`: undefined for a new record). */
function publishingAction(before, after) {
  if (before === after) return "";
  if (after === "public") return "publish";
  if (after === "scheduled") return "schedule";
  if (after === "review") return "submit";
  return before === "public" || before === "scheduled" ? "unpublish" : "";
}

/** Logs what a save of a post or calendar entry did to its publishing (and a restore of an earlier version). */
function logPublishing(e, before, restored) {
  const after = publishingOf(e.record);
  const target = { collection: e.record.collection().name, id: e.record.id, label: labelOf(e.record) };
  if (restored) write(e.app, e.auth, { action: "restore", target });
  const action = publishingAction(before, after);
  const details = after === "scheduled" ? { publish_at: e.record.getString("publish_at") } : {};
  if (action) write(e.app, e.auth, { action, target, details });
}

/** Logs a deleted post or entry (its title, since the record is gone). */
function logDeleted(e) {
  write(e.app, e.auth, {
    action: "delete",
    target: { collection: e.record.collection().name, id: e.record.id, label: labelOf(e.record) },
  });
}

/** Entries older than AUDIT.keptMonths are removed (contract.md: kept 12 months). */
function removeExpired(app) {
  const cutoff = new Date();
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT.keptMonths);
  const stamp = cutoff.toISOString().replace("T", " ");
  app.db().newQuery(`DELETE FROM ${AUDIT.collection} WHERE created < {:cutoff}`).bind({ cutoff: stamp }).execute();
}

module.exports = { actorOf, write, publishingOf, logPublishing, logDeleted, removeExpired };

// Staff accounts (contract.md, "Staff accounts and sign-in"), as PocketBase keeps them for every writer (the
// dashboard, the API, the admin UI): the school never loses its last admin, a deactivated account's sessions end at
// once, and every change to an account is logged. Required by the handlers in staff.pb.js. CommonJS (goja); not
// named *.pb.js, so PocketBase loads it only when required.

const audit = require(`${__hooks}/audit-log.js`);
const STAFF = require(`${__hooks}/staff.json`);

const isActiveAdmin = (record) =>
  record.getString("role") === STAFF.roles.admin && !record.getBool("deactivated") && record.getBool("verified");

const labelOf = (record) => record.getString("name") || record.email();
const targetOf = (record) => ({ collection: "users", id: record.id, label: labelOf(record) });

/**
 * Refuses a change (`after`: the record as it would be saved; null: removed) that would leave the school without an
 * active admin. Only an active admin's change can: of them, one other must remain.
 */
function guardLastAdmin(app, before, after) {
  if (!isActiveAdmin(before) || (after && isActiveAdmin(after))) return;
  const others = app.findRecordsByFilter(
    "users",
    "role = {:role} && deactivated = false && verified = true && id != {:id}",
    "",
    1,
    0,
    { role: STAFF.roles.admin, id: before.id },
  );
  if (others.length === 0) throw new BadRequestError(STAFF.lastAdmin);
}

/** Before an update is saved: a deactivated account's tokens stop working (its sessions end with them). */
function prepareUpdate(before, after) {
  if (!before.getBool("deactivated") && after.getBool("deactivated")) after.refreshTokenKey();
}

/** After an update: what changed on the account, logged one entry per kind of change. */
function logUpdate(app, auth, before, after) {
  const target = targetOf(after);
  const name = [before.getString("name"), after.getString("name")];
  if (name[0] !== name[1])
    audit.write(app, auth, { action: "rename", target, details: { from: name[0], to: name[1] } });
  const role = [before.getString("role"), after.getString("role")];
  if (role[0] !== role[1])
    audit.write(app, auth, { action: "role_change", target, details: { from: role[0], to: role[1] } });
  const off = [before.getBool("deactivated"), after.getBool("deactivated")];
  if (off[0] !== off[1]) audit.write(app, auth, { action: off[1] ? "deactivate" : "reactivate", target });
}

/** Sends the invitation (PocketBase's verification mail, whose template invites) to an account not yet verified. */
function sendInvitation(app, record) {
  if (record.getBool("verified")) throw new BadRequestError(STAFF.alreadyAccepted);
  $mails.sendRecordVerification(app, record);
}

/** Whether `auth` is an active admin (the invitation route's guard; the collection's rules guard the rest). */
const mayManage = (auth) => !!auth && !auth.isSuperuser() && auth.collection().name === "users" && isActiveAdmin(auth);

/**
 * An invitation taken up: the token of the invitation mail (PocketBase's verification token, valid 7 days), and the
 * password the colleague chose. Verifies the account and sets its password, which makes the token unusable.
 */
function acceptInvitation(app, body) {
  let record;
  try {
    record = app.findAuthRecordByToken(String(body.token || ""), "verification");
  } catch (_) {
    throw new BadRequestError(STAFF.invitationInvalid, {
      token: { code: "invalid_token", message: STAFF.invitationInvalid },
    });
  }
  if (record.collection().name !== "users" || record.getBool("verified")) {
    throw new BadRequestError(STAFF.invitationInvalid, {
      token: { code: "invalid_token", message: STAFF.invitationInvalid },
    });
  }
  const password = String(body.password || "");
  if (password !== String(body.passwordConfirm || "")) {
    throw new BadRequestError(STAFF.passwordsDiffer, {
      passwordConfirm: { code: "mismatch", message: STAFF.passwordsDiffer },
    });
  }
  record.setPassword(password);
  record.setVerified(true);
  app.save(record);
  audit.write(app, record, { action: "invitation_accepted", target: targetOf(record) });
  return record;
}

/** After a successful sign-in (not a refresh): when and how, on the account and in the log. */
function logSignIn(app, record, method) {
  try {
    const fresh = app.findRecordById("users", record.id);
    fresh.set("last_sign_in", new DateTime());
    fresh.set("sign_in_method", method);
    app.unsafeWithoutHooks().save(fresh);
  } catch (error) {
    app.logger().error("last sign-in not kept", "error", String(error));
  }
  audit.write(app, record, { action: "sign_in", target: targetOf(record), details: { method } });
}

/** A refused sign-in: the identity typed (never the password), and the account when there is one. */
function logFailedSignIn(app, record, identity, method) {
  audit.write(app, null, {
    action: "sign_in_failed",
    actor: { id: "", name: "" },
    target: { collection: "users", id: record ? record.id : "", label: String(identity || "").slice(0, 200) },
    details: { method },
  });
}

module.exports = {
  guardLastAdmin,
  prepareUpdate,
  logUpdate,
  sendInvitation,
  mayManage,
  acceptInvitation,
  logSignIn,
  logFailedSignIn,
  targetOf,
};

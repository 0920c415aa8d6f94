// Mails about posts and calendar entries (contract.md, "Staff accounts and sign-in"): the editors when something is
// submitted for review, the author when theirs is published, scheduled or returned with a note. Through the SMTP server
// of PocketBase's settings; an account with `mails_off` (its choice in /dash/konto) gets none, nobody gets a mail about
// what they did themselves, and a mail that cannot be sent never undoes the save. Required by review.pb.js.

const STAFF = require(`${__hooks}/staff.json`);
const { isPublicStatus } = require(`${__hooks}/publishing.cjs`);

const REVIEW = "review";

const escapeHtml = (value) =>
  String(value).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/**
 * Where the staff mails' links lead: the site address the schema put into the invitation mail (staff-mails.cjs, from
 * SITE_URL); PocketBase's own application URL when that cannot be read.
 */
function siteUrlOf(app) {
  try {
    const body = String(app.findCollectionByNameOrId("users").verificationTemplate.body || "");
    const found = new RegExp(`href="([^"]+?)${STAFF.invitationPath}\\?token=`).exec(body);
    if (found) return found[1].replace(/\/+$/, "");
  } catch (_) {
    // Below.
  }
  return String(app.settings().meta.appURL || "").replace(/\/+$/, "");
}

/** The record's review page in the dashboard (staff.json's `reviewPaths`, which the site's routes read too). */
function dashPath(record) {
  return `${STAFF.reviewPaths[record.collection().name]}${record.id}`;
}

const whatOf = (record) => (record.collection().name === "posts" ? "den Beitrag" : "den Termin");

function labelOf(user) {
  if (!user) return "Jemand";
  if (user.isSuperuser && user.isSuperuser()) return "Die IT der Schule";
  return user.getString("name") || "Jemand aus dem Team";
}

function send(app, to, subject, paragraphs) {
  const meta = app.settings().meta;
  const site = siteUrlOf(app);
  const html = [
    `<p>Guten Tag ${escapeHtml(to.getString("name") || "")},</p>`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<p>Diese E-Mails können Sie in Ihrem Konto abbestellen: <a href="${escapeHtml(site)}/dash/konto">${escapeHtml(site)}/dash/konto</a></p>`,
    `<p>Mit freundlichen Grüßen<br>${escapeHtml(meta.appName)}</p>`,
  ].join("\n");
  try {
    app.newMailClient().send(
      new MailerMessage({
        from: { address: meta.senderAddress, name: meta.senderName },
        to: [{ address: to.email(), name: to.getString("name") }],
        subject,
        html,
      }),
    );
  } catch (error) {
    app.logger().warn("review mail not sent", "to", to.id, "error", String(error));
  }
}

const link = (app, record, text) =>
  `<a href="${escapeHtml(siteUrlOf(app) + dashPath(record))}">${escapeHtml(text)}</a>`;

/** Accounts that get mails about posts: active, verified, not opted out, not `exceptId`. */
function recipients(app, filter, params) {
  return app.findRecordsByFilter(
    "users",
    `(${filter}) && deactivated = false && verified = true && mails_off = false`,
    "",
    200,
    0,
    params,
  );
}

function mailEditors(app, record, actor) {
  const title = record.getString("title");
  const editors = recipients(app, "(role = {:editor} || role = {:admin}) && id != {:actor}", {
    editor: STAFF.roles.editor,
    admin: STAFF.roles.admin,
    actor: actor ? actor.id : "",
  });
  for (const editor of editors) {
    send(app, editor, `Zur Prüfung: „${title}“`, [
      `${escapeHtml(labelOf(actor))} hat ${whatOf(record)} „${escapeHtml(title)}“ zur Prüfung eingereicht.`,
      link(app, record, "Prüfen, veröffentlichen oder zurückgeben"),
    ]);
  }
}

function mailOwner(app, record, actor, subject, paragraphs) {
  const ownerId = record.getString("owner");
  if (!ownerId || (actor && actor.id === ownerId)) return;
  const owners = recipients(app, "id = {:owner}", { owner: ownerId });
  for (const owner of owners) send(app, owner, subject, paragraphs);
}

/**
 * After a save that went through: who is told. `before`: the stored status and publish_at (null for a new record).
 */
function tell(app, record, before, actor) {
  const status = record.getString("status");
  const title = record.getString("title");
  const statusBefore = before ? before.status : null;
  if (status === statusBefore && (!before || record.getString("publish_at") === before.publishAt)) return;
  if (status === REVIEW) return mailEditors(app, record, actor);
  if (isPublicStatus(status) && !(statusBefore !== null && isPublicStatus(statusBefore) && !before.publishAt)) {
    const scheduled =
      record.getString("publish_at") !== "" && new Date(record.getString("publish_at").replace(" ", "T")) > new Date();
    return mailOwner(app, record, actor, `${scheduled ? "Geplant" : "Veröffentlicht"}: „${title}“`, [
      scheduled
        ? `${escapeHtml(labelOf(actor))} hat ${whatOf(record)} „${escapeHtml(title)}“ geplant: er geht zur angegebenen Zeit online.`
        : `${escapeHtml(labelOf(actor))} hat ${whatOf(record)} „${escapeHtml(title)}“ veröffentlicht.`,
      link(app, record, "Ansehen"),
    ]);
  }
  const note = record.getString("review_note");
  if (statusBefore === REVIEW && note) {
    return mailOwner(app, record, actor, `Zurück an Sie: „${title}“`, [
      `${escapeHtml(labelOf(actor))} hat ${whatOf(record)} „${escapeHtml(title)}“ an Sie zurückgegeben, mit dieser Anmerkung:`,
      `<blockquote>${escapeHtml(note).replace(/\n/g, "<br>")}</blockquote>`,
      link(app, record, "Überarbeiten"),
    ]);
  }
}

/** The editors' note goes once the record is submitted again or published (the author has seen and used it). */
function clearNote(record, statusBefore) {
  const status = record.getString("status");
  if (status !== statusBefore && (status === REVIEW || isPublicStatus(status)) && record.getString("review_note")) {
    record.set("review_note", "");
  }
}

module.exports = { tell, clearNote, siteUrlOf };

/// <reference path="../pb_data/types.d.ts" />

// Staff accounts (contract.md, "Staff accounts and sign-in"), for every writer (the dashboard, the API, the admin
// UI): never without an active admin, a deactivated account signed out at once, invitations, and who signed in when
// (audit_log). The rules: staff-rules.js; who may list, invite, change and remove accounts: the collection's API
// rules (pocketbase/schema/roles.cjs).

onRecordCreateRequest((e) => {
  e.next();
  const staff = require(`${__hooks}/staff-rules.js`);
  require(`${__hooks}/audit-log.js`).write(e.app, e.auth, {
    action: "invite",
    target: staff.targetOf(e.record),
    details: { role: e.record.getString("role") },
  });
}, "users");

onRecordUpdateRequest((e) => {
  const staff = require(`${__hooks}/staff-rules.js`);
  const before = e.record.original();
  staff.guardLastAdmin(e.app, before, e.record);
  staff.prepareUpdate(before, e.record);
  e.next();
  staff.logUpdate(e.app, e.auth, before, e.record);
}, "users");

onRecordDeleteRequest((e) => {
  const staff = require(`${__hooks}/staff-rules.js`);
  staff.guardLastAdmin(e.app, e.record, null);
  const target = staff.targetOf(e.record);
  const role = e.record.getString("role");
  e.next();
  require(`${__hooks}/audit-log.js`).write(e.app, e.auth, { action: "remove", target, details: { role } });
}, "users");

onRecordAuthRequest((e) => {
  e.next();
  // A refresh or a superuser's impersonation names no method: not a sign-in.
  if (e.authMethod) require(`${__hooks}/staff-rules.js`).logSignIn(e.app, e.record, e.authMethod);
}, "users");

onRecordAuthWithPasswordRequest((e) => {
  try {
    e.next();
  } catch (error) {
    // A password that needs its second factor is not a failure.
    if (!/mfa/i.test(String(error))) {
      require(`${__hooks}/staff-rules.js`).logFailedSignIn(e.app, e.record, e.identity, "password");
    }
    throw error;
  }
}, "users");

// Sign-in with the school's Microsoft or Google account signs in only accounts the school made: an identity that no
// account's e-mail (or earlier sign-in) names is refused, and no account is made for it.
onRecordAuthWithOAuth2Request((e) => {
  if (e.isNewRecord) {
    const STAFF = require(`${__hooks}/staff.json`);
    let identity = "";
    try {
      identity = e.oAuth2User.email || e.oAuth2User.name || "";
    } catch {
      // the provider named nobody
    }
    require(`${__hooks}/staff-rules.js`).logFailedSignIn(e.app, null, identity, "oauth2");
    throw new ForbiddenError(STAFF.noAccount, { account: new ValidationError("no_account", STAFF.noAccount) });
  }
  e.next();
}, "users");

onRecordConfirmPasswordResetRequest((e) => {
  e.next();
  const staff = require(`${__hooks}/staff-rules.js`);
  require(`${__hooks}/audit-log.js`).write(e.app, e.record, {
    action: "password_reset",
    target: staff.targetOf(e.record),
  });
}, "users");

// (Re)sends the invitation of an account that has not taken it up: admins only. 502 when the mail server refuses.
routerAdd(
  "POST",
  "/api/site/staff/{id}/invitation",
  (e) => {
    const staff = require(`${__hooks}/staff-rules.js`);
    const STAFF = require(`${__hooks}/staff.json`);
    if (!staff.mayManage(e.auth)) throw new ForbiddenError(STAFF.notAllowed);
    const record = e.app.findRecordById("users", e.request.pathValue("id"));
    try {
      staff.sendInvitation(e.app, record);
    } catch (error) {
      if (error instanceof BadRequestError) throw error;
      e.app.logger().error("invitation not sent", "error", String(error));
      return e.json(502, { status: 502, message: STAFF.mailFailed });
    }
    return e.json(200, { sent: true });
  },
  $apis.requireAuth("users"),
);

// An invitation taken up: { token, password, passwordConfirm }. Anyone with the mail's token; nobody else.
routerAdd("POST", "/api/site/invitations/accept", (e) => {
  const record = require(`${__hooks}/staff-rules.js`).acceptInvitation(e.app, e.requestInfo().body);
  return e.json(200, { email: record.email() });
});

// `npm run doctor` asks for a test mail through the SMTP server in the settings: superusers only. 502 with the mail
// server's own words when it refuses.
routerAdd(
  "POST",
  "/api/site/test-mail",
  (e) => {
    const meta = e.app.settings().meta;
    const message = new MailerMessage({
      from: { address: meta.senderAddress, name: meta.senderName },
      to: [{ address: String(e.requestInfo().body.email || meta.senderAddress) }],
      subject: `Test-E-Mail der Website von ${meta.appName}`,
      html:
        "<p>Diese E-Mail hat <code>npm run doctor</code> über den Mailserver in PocketBases Einstellungen gesendet. " +
        "Einladungen, neue Passwörter und Anmelde-Codes kommen auf demselben Weg an.</p>",
    });
    try {
      e.app.newMailClient().send(message);
    } catch (error) {
      return e.json(502, { status: 502, message: String(error) });
    }
    return e.json(200, { sent: true });
  },
  $apis.requireSuperuserAuth(),
);

// Admins see every account's e-mail address (PocketBase hides it from everyone but its owner otherwise); the
// collection's list and view rules keep the accounts themselves from anyone but admins.
onRecordEnrich((e) => {
  if (require(`${__hooks}/staff-rules.js`).mayManage(e.requestInfo && e.requestInfo.auth)) {
    e.record.ignoreEmailVisibility(true);
  }
  e.next();
}, "users");

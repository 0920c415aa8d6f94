/// <reference path="../pb_data/types.d.ts" />

// The audit log (contract.md, "Staff accounts and sign-in"): what happened to posts and calendar entries through any
// request (the dashboard, the API, PocketBase's admin UI), and the removal of entries older than 12 months. Accounts
// and sign-ins: staff.pb.js. The writing: audit-log.js.

onRecordCreateRequest(
  (e) => {
    e.next();
    const audit = require(`${__hooks}/audit-log.js`);
    audit.logPublishing(e, "draft", false);
  },
  "posts",
  "calendar",
);

onRecordUpdateRequest(
  (e) => {
    const audit = require(`${__hooks}/audit-log.js`);
    const before = audit.publishingOf(e.record.original());
    // The dashboard names a restore of an earlier version (a save like any other to PocketBase).
    const restored = (e.requestInfo().headers["x_site_action"] || "") === "restore";
    e.next();
    audit.logPublishing(e, before, restored);
  },
  "posts",
  "calendar",
);

onRecordDeleteRequest(
  (e) => {
    e.next();
    require(`${__hooks}/audit-log.js`).logDeleted(e);
  },
  "posts",
  "calendar",
);

cronAdd("audit_log_retention", "17 3 * * *", () => {
  require(`${__hooks}/audit-log.js`).removeExpired($app);
});

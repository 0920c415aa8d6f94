/// <reference path="../pb_data/types.d.ts" />

// Posts, as every API request saves them (the dashboard and PocketBase's admin UI alike): a photo without alt text
// cannot be made public, and every update keeps the version before it (contract.md, "Dashboard (/dash)").
// A school's own PocketBase needs this folder as its pb_hooks (docs/staff-accounts.md). Each handler requires its code itself:
// PocketBase runs handlers apart from this file's scope.

onRecordCreateRequest((e) => {
  const rules = require(`${__hooks}/post-rules.js`);
  rules.guardAltTexts(e, null);
  e.next();
}, "posts");

onRecordUpdateRequest((e) => {
  const rules = require(`${__hooks}/post-rules.js`);
  const original = e.record.original();
  rules.guardAltTexts(e, original.getString("status"));
  const before = rules.snapshot(original);
  // The dashboard saves a post with new files in two steps; the first kept the version before the save.
  const secondStep = (e.requestInfo().headers["x_site_action"] || "") === rules.SECOND_STEP;
  // Only a save that went through, and changed something, leaves a version (a refused one throws here).
  e.next();
  if (!secondStep && rules.changed(before, rules.snapshot(e.record)))
    rules.keepVersion(e.app, e.record.id, before, e.auth);
}, "posts");

// Lets `npm run doctor` see that these hooks run on a PocketBase (version numbers, nothing else): posts (versions, alt
// texts), files (the upload list of files.pb.js), staff, audit, review (the mails of review.pb.js).
routerAdd("GET", "/api/site-hooks", (e) => e.json(200, { posts: 1, files: 1, staff: 1, audit: 1, review: 1 }));

/// <reference path="../pb_data/types.d.ts" />

// What staff upload and type can be trusted (issue 54): the site's schema again, its file fields now taking exactly
// the types of pocketbase/pb_hooks/files.json (no BMP or SVG photos); staff accounts can no longer change the name
// versions are signed with; and versions saved before by an account without a name no longer show its e-mail.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal });

    const { STAFF_ACCOUNT_RULES } = require("./pocketbase/schema/security-settings.cjs");
    const users = app.findCollectionByNameOrId("users");
    users.updateRule = STAFF_ACCOUNT_RULES.updateRule;
    app.save(users);

    let versions = [];
    try {
      versions = app.findRecordsByFilter("post_versions", "saved_by_name ~ '@'", "", 0, 0);
    } catch {
      return; // no versions collection (yet)
    }
    for (const version of versions) {
      let name = "";
      try {
        name = app.findRecordById("users", version.getString("saved_by")).getString("name");
      } catch {
        // the account is gone
      }
      version.set("saved_by_name", name || require("./pocketbase/pb_hooks/posts.json").withoutName);
      app.save(version);
    }
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.updateRule = "id = @request.auth.id && @request.body.role:isset = false";
    app.save(users);
  },
);

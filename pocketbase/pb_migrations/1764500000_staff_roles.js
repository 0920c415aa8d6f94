/// <reference path="../pb_data/types.d.ts" />

// Staff write with their own `users` account (contract.md, "Dashboard (/dash)"): `users.role` (empty for everyone
// who had an account before, so they keep signing in and may read the dashboard until a superuser gives them a role),
// `owner` on posts and calendar entries (empty on records from before, which stay as public as they were),
// `alt_texts` on posts, the `post_versions` collection and the write rules of pocketbase/schema/roles.cjs. Staff
// accounts get the update rule that keeps anyone from setting their own role.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal });

    const { STAFF_ACCOUNT_RULES } = require("./pocketbase/schema/security-settings.cjs");
    const users = app.findCollectionByNameOrId("users");
    for (const rule of ["updateRule", "manageRule"]) users[rule] = STAFF_ACCOUNT_RULES[rule];
    app.save(users);
  },
  (app) => {
    const { PUBLIC_READ, PUBLISHED_READ } = require("./pocketbase/schema/site-schema.cjs");
    try {
      app.delete(app.findCollectionByNameOrId("post_versions"));
    } catch {
      // never created
    }
    for (const collection of app.findAllCollections("base")) {
      const read = ["posts", "calendar"].includes(collection.name) ? PUBLISHED_READ : PUBLIC_READ;
      if (
        ![
          "teachers",
          "classes",
          "posts",
          "calendar",
          "carousel",
          "bikeline_bests",
          "general_media",
          "saying_of_the_week",
          "do_you_know",
          "school",
        ].includes(collection.name)
      )
        continue;
      for (const rule of ["createRule", "updateRule", "deleteRule"]) collection[rule] = read[rule];
      app.save(collection);
    }
    const users = app.findCollectionByNameOrId("users");
    users.updateRule = "id = @request.auth.id";
    app.save(users);
  },
);

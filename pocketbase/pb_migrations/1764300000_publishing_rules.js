/// <reference path="../pb_data/types.d.ts" />

// Drafts, posts in review and scheduled ones stop being public (contract.md, "Publishing"): the site's schema again,
// now with the anonymous list/view rules of pocketbase/pb_hooks/publishing.json, status required on new saves and the
// posts' files protected by the same rule.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal });
  },
  (app) => {
    const { PUBLIC_READ } = require("./pocketbase/schema/site-schema.cjs");
    for (const name of ["posts", "calendar"]) {
      const collection = app.findCollectionByNameOrId(name);
      for (const [rule, value] of Object.entries(PUBLIC_READ)) collection[rule] = value;
      app.save(collection);
    }
  },
);

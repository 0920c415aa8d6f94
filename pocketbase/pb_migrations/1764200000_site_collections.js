/// <reference path="../pb_data/types.d.ts" />

// The site's collections come from pocketbase/schema/site-schema.cjs; PocketBase resolves require() against its
// working directory, which scripts/lib/pocketbase.mjs sets to the repository root. A database that 0.22 made
// (whose older migrations are recorded as applied) gets the fields added since, e.g. status and publish_at.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal });
  },
  (app) => {
    const { SITE_COLLECTIONS } = require("./pocketbase/schema/site-schema.cjs");
    for (const { name } of [...SITE_COLLECTIONS].reverse()) {
      try {
        app.delete(app.findCollectionByNameOrId(name));
      } catch {
        // never created
      }
    }
  },
);

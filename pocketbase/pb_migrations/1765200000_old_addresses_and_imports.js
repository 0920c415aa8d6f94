/// <reference path="../pb_data/types.d.ts" />

// Moving in (issue 58): old addresses that lead to the new ones (`redirects`, editors add their own) and what a
// WordPress import brought (`imports`, keyed by the GUID). The schema again, so the collections appear.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal, siteUrl: $os.getenv("SITE_URL") });
  },
  () => {},
);

/// <reference path="../pb_data/types.d.ts" />

// The accessibility statement (issue 58, /barrierefreiheit): the school record gets its facts (`a11y_status`,
// `a11y_gaps`, `a11y_checked`). The schema again, so the collection gets its fields and nothing else changes.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal, siteUrl: $os.getenv("SITE_URL") });
  },
  () => {},
);

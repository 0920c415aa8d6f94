/// <reference path="../pb_data/types.d.ts" />

// The daily dashboard (issue 57): the editors' note on a returned post or entry (`review_note`), who wrote a post for
// every staff member (`staff_names`), and an account's choice to get no mails about posts (`users.mails_off`). The
// schema again, so each collection gets its part.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal, siteUrl: $os.getenv("SITE_URL") });
  },
  () => {},
);

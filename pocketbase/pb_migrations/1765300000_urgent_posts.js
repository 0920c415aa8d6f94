/// <reference path="../pb_data/types.d.ts" />

// "Dringend" (issue 59): posts get `urgent`, which only editors set (roles.cjs, POST_WRITE_RULES); parents are told
// about an urgent post at once, also in the quiet hours. The schema again, so posts get the field and its rules.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal, siteUrl: $os.getenv("SITE_URL") });
  },
  () => {},
);

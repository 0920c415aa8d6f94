/// <reference path="../pb_data/types.d.ts" />

// Telling parents (issue 59): posts get `urgent` ("Dringend"), which only editors set (roles.cjs, POST_WRITE_RULES),
// and parents are told about such a post at once, also in the quiet hours; the locked collection `mail_relay` keeps the
// hash of the key the site sends parents' mails with (pb_hooks/parent-mail.js). The schema again, for both.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal, siteUrl: $os.getenv("SITE_URL") });
  },
  () => {},
);

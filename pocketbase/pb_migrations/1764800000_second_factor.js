/// <reference path="../pb_data/types.d.ts" />

// A second factor for staff passwords (issue 56): PocketBase's MFA and one-time codes by mail on `users` for editors
// and admins (pocketbase/schema/roles.cjs, SECOND_FACTOR), and the rate limit that lets the site ask for their codes
// (pocketbase/schema/security-settings.cjs). The schema again, so `users` gets both.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal, siteUrl: $os.getenv("SITE_URL") });
    const { RATE_LIMIT_RULES } = require("./pocketbase/schema/security-settings.cjs");
    const settings = app.settings();
    if (!settings.rateLimits.enabled) return;
    settings.rateLimits.rules = RATE_LIMIT_RULES;
    app.save(settings);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.mfa.enabled = false;
    users.otp.enabled = false;
    app.save(users);
  },
);

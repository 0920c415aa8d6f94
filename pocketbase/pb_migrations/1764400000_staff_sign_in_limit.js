/// <reference path="../pb_data/types.d.ts" />

// The project's own PocketBase gets the rate limits of pocketbase/schema/security-settings.cjs again: staff sign-in
// (users:auth) is now chosen together with the site's overall sign-in budget (src/lib/domain/login-throttle.ts).
migrate(
  (app) => {
    const { RATE_LIMIT_RULES } = require("./pocketbase/schema/security-settings.cjs");
    const settings = app.settings();
    if (!settings.rateLimits.enabled) return;
    settings.rateLimits.rules = RATE_LIMIT_RULES;
    app.save(settings);
  },
  () => {},
);

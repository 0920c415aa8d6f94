/// <reference path="../pb_data/types.d.ts" />

// This PocketBase is the project's own (npm start, npm run pb, tests): rate limits on, staff accounts closed to
// sign-up and to anyone but themselves, sign-in for verified accounts only. `npm run schema` never changes these
// on a PocketBase it did not create; `npm run doctor` names them there (pocketbase/schema/security-settings.cjs).
migrate(
  (app) => {
    const { RATE_LIMIT_RULES, STAFF_ACCOUNT_RULES } = require("./pocketbase/schema/security-settings.cjs");
    const settings = app.settings();
    unmarshal({ rateLimits: { enabled: true, rules: RATE_LIMIT_RULES } }, settings);
    app.save(settings);

    const users = app.findCollectionByNameOrId("users");
    unmarshal(STAFF_ACCOUNT_RULES, users);
    app.save(users);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    app.save(settings);
  },
);

/// <reference path="../pb_data/types.d.ts" />

// This PocketBase is the project's own (npm start, npm run pb, tests): rate limits on, staff accounts closed to
// sign-up and to anyone but themselves, sign-in for verified accounts only. `npm run schema` never changes these
// on a PocketBase it did not create; `npm run doctor` names them there (pocketbase/schema/security-settings.cjs).
migrate(
  (app) => {
    const { RATE_LIMIT_RULES, STAFF_ACCOUNT_RULES } = require("./pocketbase/schema/security-settings.cjs");
    const settings = app.settings();
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = RATE_LIMIT_RULES;
    app.save(settings);

    // Set one by one: unmarshal() into a collection would replace its fields.
    const users = app.findCollectionByNameOrId("users");
    for (const [rule, value] of Object.entries(STAFF_ACCOUNT_RULES)) users[rule] = value;
    app.save(users);
  },
  (app) => {
    const settings = app.settings();
    settings.rateLimits.enabled = false;
    app.save(settings);
  },
);

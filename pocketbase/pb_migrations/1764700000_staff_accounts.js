/// <reference path="../pb_data/types.d.ts" />

// Staff accounts without IT (issue 56): the `admin` role, `users.deactivated` and the last sign-in, the account
// rules of pocketbase/schema/roles.cjs (admins invite, change and remove accounts), the German staff mails with
// links to the site (SITE_URL, which the project's scripts pass from the site's settings), the `audit_log`
// collection, and the school's name (SCHOOL_NAME) as the mails' sender when PocketBase still has its default one.
migrate(
  (app) => {
    const siteUrl = $os.getenv("SITE_URL");
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal, siteUrl });

    const settings = app.settings();
    const school = $os.getenv("SCHOOL_NAME");
    if (school && (settings.meta.appName === "Acme" || !settings.meta.appName)) {
      settings.meta.appName = school;
      settings.meta.senderName = school;
      app.save(settings);
    }
  },
  (app) => {
    try {
      app.delete(app.findCollectionByNameOrId("audit_log"));
    } catch {
      // never created
    }
  },
);

/// <reference path="../pb_data/types.d.ts" />

// The site's collections come from pocketbase/schema/site-schema.cjs; PocketBase resolves require() against its
// working directory, which scripts/lib/pocketbase.mjs sets to the repository root.
migrate(
  (db) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(new Dao(db), Collection);

    // This PocketBase is the project's own (npm start, npm run pb, tests): nobody may list other users or sign up.
    // `npm run schema` never changes the users collection of a PocketBase it did not create.
    const users = new Dao(db).findCollectionByNameOrId("users");
    users.listRule = "id = @request.auth.id";
    users.viewRule = "id = @request.auth.id";
    users.createRule = null;
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = null;
    new Dao(db).saveCollection(users);
  },
  (db) => {
    const { SITE_COLLECTIONS } = require("./pocketbase/schema/site-schema.cjs");
    const dao = new Dao(db);
    for (const { name } of [...SITE_COLLECTIONS].reverse()) {
      try {
        dao.deleteCollection(dao.findCollectionByNameOrId(name));
      } catch {
        // never created
      }
    }
    const users = dao.findCollectionByNameOrId("users");
    users.createRule = "";
    users.deleteRule = "id = @request.auth.id";
    dao.saveCollection(users);
  },
);

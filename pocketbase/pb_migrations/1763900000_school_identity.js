/// <reference path="../pb_data/types.d.ts" />

// Adds the `school` collection (issue 14) to databases created before it; on a new database this changes nothing.
migrate(
  (db) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(new Dao(db), Collection);
  },
  (db) => {
    const dao = new Dao(db);
    try {
      dao.deleteCollection(dao.findCollectionByNameOrId("school"));
    } catch {
      // never created
    }
  },
);

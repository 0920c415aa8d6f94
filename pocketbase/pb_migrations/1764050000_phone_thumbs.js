/// <reference path="../pb_data/types.d.ts" />

// Adds the 720x405 thumb (a phone's full-width image at 1.75× pixel density) to the image fields of databases
// created before it; on a new database this changes nothing.
migrate(
  (db) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(new Dao(db), Collection);
  },
  () => {
    // An extra thumb size does no harm: nothing to undo.
  },
);

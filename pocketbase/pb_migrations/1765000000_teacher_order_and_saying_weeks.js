/// <reference path="../pb_data/types.d.ts" />

// The daily dashboard (issue 57): teachers get their place on the teachers' page (`teachers.sort`), sayings the day
// they take the home page (`saying_of_the_week.week`). The schema again, so each collection gets its field. Teachers
// that are there already are numbered in the order the site showed them (newest first, in steps of ten), so an editor
// can put someone in between or first without renumbering everyone; their `updated` stays as it was.
migrate(
  (app) => {
    const { applySiteSchema } = require("./pocketbase/schema/apply-in-migration.cjs");
    applySiteSchema(app, { Collection, unmarshal, siteUrl: $os.getenv("SITE_URL") });
    // Straight in the table: a record's `updated` and its hooks are for changes someone made, not for a new field.
    const teachers = app.findRecordsByFilter("teachers", "", "-created", 0, 0);
    if (teachers.every((teacher) => teacher.getInt("sort") === 0)) {
      teachers.forEach((teacher, i) => {
        app
          .db()
          .newQuery("UPDATE teachers SET sort = {:sort} WHERE id = {:id}")
          .bind({ sort: (i + 1) * 10, id: teacher.id })
          .execute();
      });
    }
  },
  () => {},
);

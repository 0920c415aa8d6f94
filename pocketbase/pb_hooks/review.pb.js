/// <reference path="../pb_data/types.d.ts" />

// Posts and calendar entries on their way to the public, as every API request saves them: the editors' note is
// cleared once it has done its work, and the team is told by mail (review-mails.js). Each handler requires its code
// itself: PocketBase runs handlers apart from this file's scope.

onRecordCreateRequest(
  (e) => {
    e.next();
    require(`${__hooks}/review-mails.js`).tell(e.app, e.record, null, e.auth);
  },
  "posts",
  "calendar",
);

onRecordUpdateRequest(
  (e) => {
    const review = require(`${__hooks}/review-mails.js`);
    const original = e.record.original();
    const before = { status: original.getString("status"), publishAt: original.getString("publish_at") };
    review.clearNote(e.record, before.status);
    e.next();
    review.tell(e.app, e.record, before, e.auth);
  },
  "posts",
  "calendar",
);

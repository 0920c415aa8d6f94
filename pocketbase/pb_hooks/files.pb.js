/// <reference path="../pb_data/types.d.ts" />

// Uploads, for every writer and every route (the dashboard, the API, the admin UI, a batch): only what
// files.json lists, with content that matches its name and photos within the pixel limit (contract.md, "Files").
// onRecordValidate runs before PocketBase's own field checks and before anything is stored.
onRecordValidate((e) => {
  require(`${__hooks}/file-rules.js`).guardUploads(e.record);
  e.next();
});

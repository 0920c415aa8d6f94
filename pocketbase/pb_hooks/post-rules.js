// What the hooks in posts.pb.js do, in one module (PocketBase runs each hook handler on its own, so a handler reaches
// shared code only through require(`${__hooks}/post-rules.js`)). PocketBase's JavaScript runtime (goja): CommonJS.
// Not named *.pb.js, so PocketBase loads it only when a handler requires it.

/** The message when a photo lacks its alt text (contract.md, "Dashboard (/dash)"). */
const ALT_TEXT_MISSING = "Jedes Foto braucht einen Alternativtext oder die Markierung „Dekorativ“.";
/** Files that are photos need an alt text (the rest, e.g. PDFs, do not): the photo kind of files.json. */
const { isPhotoName } = require(`${__hooks}/file-rules.js`);
const POSTS = require(`${__hooks}/posts.json`);
/** How many versions of a post are kept (the newest). */
const KEEP_VERSIONS = POSTS.versionsKept;
/** A post's fields that a version keeps (post_versions.data). */
const VERSIONED_FIELDS = POSTS.versionedFields;
const MULTIPLE = ["class", "teacher", "files"];
const BOOLEAN = ["pin", "archiv"];

const { isPublicStatus } = require(`${__hooks}/publishing.cjs`);

/** The record's files as they will be saved: stored names, and uploads (with the name PocketBase gave them). */
function filesOf(record) {
  const raw = record.get("files");
  const files = [];
  if (raw === null || raw === undefined) return files;
  const list = typeof raw === "string" ? (raw ? [raw] : []) : raw;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (typeof item === "string") files.push({ name: item, added: false });
    else if (item) files.push({ name: item.name, originalName: item.originalName, added: true });
  }
  return files;
}

function altTextsOf(record) {
  let value = null;
  try {
    value = JSON.parse(record.getString("alt_texts") || "null");
  } catch (_) {
    value = null;
  }
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

/**
 * alt_texts keyed by the names PocketBase stores: a new upload's alt text may be sent under the name the file had on
 * the teacher's computer (the stored name gets a random suffix nobody knows before the upload). Keys of files the
 * post no longer has are dropped. Changes the record; returns its files.
 */
function normalizeAltTexts(record) {
  const files = filesOf(record);
  const given = altTextsOf(record);
  const result = {};
  for (const file of files) {
    if (Object.prototype.hasOwnProperty.call(given, file.name)) result[file.name] = String(given[file.name] ?? "");
    else if (file.added && Object.prototype.hasOwnProperty.call(given, file.originalName)) {
      result[file.name] = String(given[file.originalName] ?? "");
    }
  }
  const before = record.getString("alt_texts");
  const unchanged = JSON.stringify(result) === JSON.stringify(given);
  // An empty or absent value stays as it was (null on records from before).
  if (!(unchanged || (Object.keys(result).length === 0 && (before === "" || before === "null")))) {
    record.set("alt_texts", result);
  }
  return { files, altTexts: result };
}

/**
 * The photos that keep a post from being saved: when the request makes it public (created public, or not public
 * before), every photo; when it adds photos to a post that already was public, the added ones. Old public posts
 * stay editable without alt texts for photos they already had.
 * @param {{ files: object[], altTexts: object }} current
 * @param {string} status the status after the save
 * @param {string | null} statusBefore the stored status, null for a new post
 */
function photosWithoutAltText({ files, altTexts }, status, statusBefore) {
  if (!isPublicStatus(status)) return [];
  const becomesPublic = statusBefore === null || !isPublicStatus(statusBefore);
  return files
    .filter((file) => isPhotoName(file.name) && (becomesPublic || file.added))
    .filter((file) => !Object.prototype.hasOwnProperty.call(altTexts, file.name))
    .map((file) => file.name);
}

/** Refuses the request (400, German, at the field) when a photo lacks its alt text; superusers are not held. */
function guardAltTexts(e, statusBefore) {
  const current = normalizeAltTexts(e.record);
  if (e.hasSuperuserAuth()) return;
  const missing = photosWithoutAltText(current, e.record.getString("status"), statusBefore);
  if (missing.length) {
    throw new BadRequestError(ALT_TEXT_MISSING, {
      alt_texts: new ValidationError("validation_alt_text_missing", ALT_TEXT_MISSING),
    });
  }
}

/** The stored post's fields, as a version keeps them. */
function snapshot(record) {
  const data = {};
  for (const name of VERSIONED_FIELDS) {
    if (MULTIPLE.includes(name)) data[name] = record.getStringSlice(name);
    else if (BOOLEAN.includes(name)) data[name] = record.getBool(name);
    else if (name === "alt_texts") {
      try {
        data[name] = JSON.parse(record.getString(name) || "null");
      } catch (_) {
        data[name] = null;
      }
    } else data[name] = record.getString(name);
  }
  return data;
}

/**
 * Who saved: a staff account (its id and the name IT gave it, which staff cannot change themselves), or a superuser
 * ("Administrator"). Never an e-mail address.
 */
function savedBy(auth) {
  if (!auth) return { id: "", name: "" };
  if (auth.isSuperuser()) return { id: "", name: "Administrator" };
  if (auth.collection().name === "users") return { id: auth.id, name: auth.getString("name") || POSTS.withoutName };
  return { id: "", name: POSTS.withoutName };
}

/** Keeps `before` (a snapshot) as a version of the post, then deletes all but the newest KEEP_VERSIONS. */
function keepVersion(app, postId, before, auth) {
  const who = savedBy(auth);
  const version = new Record(app.findCollectionByNameOrId("post_versions"));
  version.set("post", postId);
  version.set("saved_by", who.id);
  version.set("saved_by_name", who.name);
  version.set("data", before);
  app.save(version);
  const older = app.findRecordsByFilter("post_versions", "post = {:post}", "-created,-@rowid", 10000, KEEP_VERSIONS, {
    post: postId,
  });
  for (let i = 0; i < older.length; i++) app.delete(older[i]);
}

/** Whether a save changed any of the fields a version keeps (a save of the same form again keeps no version). */
function changed(before, after) {
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** The X-Site-Action of the second step of a dashboard save with new files (src/lib/content/save-post.ts). */
const SECOND_STEP = POSTS.secondStep;

module.exports = {
  SECOND_STEP,
  changed,
  ALT_TEXT_MISSING,
  KEEP_VERSIONS,
  VERSIONED_FIELDS,
  guardAltTexts,
  snapshot,
  keepVersion,
};

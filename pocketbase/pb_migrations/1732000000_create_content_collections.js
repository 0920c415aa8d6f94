/// <reference path="../pb_data/types.d.ts" />

// Content is public to read; only admins write it (through the admin UI at /_/).
const publicRead = {
  listRule: "",
  viewRule: "",
  createRule: null,
  updateRule: null,
  deleteRule: null,
};

const MB = 1024 * 1024;
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/bmp", "image/svg+xml"];
const PDF_TYPES = ["application/pdf"];
// The sizes the site asks for (src/components/responsive-image.tsx); PocketBase serves the original for any other.
const THUMBS = ["320x180", "640x360", "960x540", "1280x720", "1600x900", "160x160", "320x320"];

const text = (name, options = {}) => ({
  name,
  type: "text",
  required: false,
  options: { min: null, max: null, pattern: "", ...options },
});
const editor = (name) => ({ name, type: "editor", required: false, options: { convertUrls: false } });
const date = (name) => ({ name, type: "date", required: false, options: { min: "", max: "" } });
const bool = (name) => ({ name, type: "bool", required: false, options: {} });
const number = (name) => ({
  name,
  type: "number",
  required: false,
  options: { min: null, max: null, noDecimal: false },
});
const email = (name) => ({ name, type: "email", required: false, options: { exceptDomains: null, onlyDomains: null } });
const file = (name, maxSelect, mimeTypes) => ({
  name,
  type: "file",
  required: false,
  options: {
    maxSelect,
    maxSize: 10 * MB,
    mimeTypes,
    thumbs: mimeTypes.some((t) => t.startsWith("image/")) ? THUMBS : [],
    protected: false,
  },
});
const relation = (name, collectionId, maxSelect) => ({
  name,
  type: "relation",
  required: false,
  options: { collectionId, cascadeDelete: false, minSelect: null, maxSelect, displayFields: null },
});
const select = (name, values) => ({ name, type: "select", required: false, options: { maxSelect: 1, values } });

const CATIGORIES = ["post", "project", "currentProject", "creative", "event", "all"];

// Created in dependency order: relations need the ids of the collections they point to.
const COLLECTION_NAMES = [
  "teachers",
  "classes",
  "posts",
  "calendar",
  "carousel",
  "bikeline_bests",
  "general_media",
  "saying_of_the_week",
  "do_you_know",
];

migrate(
  (db) => {
    const dao = new Dao(db);
    const save = (name, schema, indexes = []) => {
      dao.saveCollection(new Collection({ name, type: "base", system: false, schema, indexes, ...publicRead }));
      return dao.findCollectionByNameOrId(name).id;
    };

    const teachersId = save("teachers", [
      text("name", { min: 1 }),
      text("subject"),
      email("email"),
      file("avatar", 1, IMAGE_TYPES),
    ]);
    const classesId = save("classes", [
      text("name", { min: 1 }),
      date("since"),
      file("photo", 1, IMAGE_TYPES),
      file("timetable", 1, [...PDF_TYPES, ...IMAGE_TYPES]),
      relation("teacher", teachersId, 1),
    ]);
    save("posts", [
      text("title", { min: 1 }),
      editor("description"),
      file("files", 20, [...IMAGE_TYPES, ...PDF_TYPES]),
      date("date"),
      select("catigory", CATIGORIES),
      bool("pin"),
      bool("archiv"),
      relation("class", classesId, null),
      relation("teacher", teachersId, null),
    ]);
    save("calendar", [
      text("title", { min: 1 }),
      text("description"),
      date("from_date"),
      date("to_date"),
      bool("countdown"),
      relation("relevant_classes", classesId, null),
    ]);
    save("carousel", [file("image", 1, IMAGE_TYPES), text("description"), text("author"), number("idx")]);
    save("bikeline_bests", [number("ranking"), file("image", 1, IMAGE_TYPES), text("name")]);
    save(
      "general_media",
      [text("filename", { min: 1 }), file("file", 1, [...IMAGE_TYPES, ...PDF_TYPES]), text("description")],
      ["CREATE UNIQUE INDEX idx_general_media_filename ON general_media (filename)"],
    );
    save("saying_of_the_week", [text("text", { min: 1 }), text("author")]);
    save("do_you_know", [text("text", { min: 1 })]);

    // Staff accounts: nobody may list other users or sign up on their own.
    const users = dao.findCollectionByNameOrId("users");
    users.listRule = "id = @request.auth.id";
    users.viewRule = "id = @request.auth.id";
    users.createRule = null;
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = null;
    dao.saveCollection(users);
  },
  (db) => {
    const dao = new Dao(db);
    for (const name of [...COLLECTION_NAMES].reverse()) {
      dao.deleteCollection(dao.findCollectionByNameOrId(name));
    }
    const users = dao.findCollectionByNameOrId("users");
    users.createRule = "";
    users.deleteRule = "id = @request.auth.id";
    dao.saveCollection(users);
  },
);

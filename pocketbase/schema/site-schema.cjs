// The site's collections (contract.md, "Content schema"), in one place for the migrations (PocketBase's own
// JavaScript runtime, hence CommonJS), `npm run schema` and `npm run doctor`. Fields in PocketBase 0.23+ form (0.40 is
// the tested line).
// mergeCollection() is the one rule for installing them: ours are created or updated, fields someone else added
// to our collections stay, and nothing else is touched. Of `users` (PocketBase's auth collection) mergeUsers() adds
// only the `role` field and keeps its update rule from setting a role or a name.

const PUBLISHING = require('../pb_hooks/publishing.cjs');
const POSTS = require('../pb_hooks/posts.json');
const UPLOADS = require('../pb_hooks/files.json');
const AUDIT = require('../pb_hooks/audit.json');
const { staffMailSettings, SIGN_IN_CODE_TEMPLATE } = require('./staff-mails.cjs');
const {
  AUDIT_RULES,
  EDITOR_WRITE_RULES,
  OWNED_WRITE_RULES,
  POST_WRITE_RULES,
  ROLE_VALUES,
  SECOND_FACTOR,
  STAFF_ACCOUNT_RULES,
  VERSION_RULES,
  STAFF_NAME_RULES,
} = require('./roles.cjs');

/**
 * A field as PocketBase 0.23+ stores it: its options (values, maxSelect, mimeTypes, …) flat on the field.
 * @typedef {{ name: string, type: string, required?: boolean, [option: string]: unknown }} Field
 */
/** @typedef {Record<'listRule' | 'viewRule' | 'createRule' | 'updateRule' | 'deleteRule', string | null>} Rules */
/**
 * One of the site's collections (see SITE_COLLECTIONS). `optional`: the site works without it; what it lacks then.
 * @typedef {{ name: string, type?: 'view', viewQuery?: string, fields: Field[], indexes?: string[], optional?: string, rules?: Rules }} CollectionDefinition
 */

// Content is public to read; nobody but superusers writes it. Our collections add who may write (roles.cjs).
/** @type {Rules} */
const PUBLIC_READ = { listRule: '', viewRule: '', createRule: null, updateRule: null, deleteRule: null };
// contract.md, "Publishing": anonymous readers see only what is public; signed-in staff (users) see drafts too.
const PUBLISHED_READ_RULE = `${PUBLISHING.STAFF_FILTER} || (${PUBLISHING.PUBLIC_FILTER})`;
const PUBLISHED_READ = { ...PUBLIC_READ, listRule: PUBLISHED_READ_RULE, viewRule: PUBLISHED_READ_RULE };
// contract.md, "Dashboard (/dash)": editors write everything; authors their own posts and entries while not public.
const EDITOR_WRITES = { ...PUBLIC_READ, ...EDITOR_WRITE_RULES };
const OWNED_PUBLISHED = { ...PUBLISHED_READ, ...OWNED_WRITE_RULES };
const POSTS_PUBLISHED = { ...PUBLISHED_READ, ...POST_WRITE_RULES };

// When the next scheduled post or entry goes public, and when the last one did: times only, no titles or ids, so the
// site (which reads as an anonymous visitor) keeps no page past a publish_at. One row, id "schedule".
const SCHEDULED = PUBLISHING.SCHEDULED_SQL;
const DUE = `SELECT publish_at FROM posts WHERE ${SCHEDULED} UNION ALL SELECT publish_at FROM calendar WHERE ${SCHEDULED}`;
const NOW = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')";
const SCHEDULE_QUERY =
  `SELECT 'schedule' AS id, (SELECT MIN(publish_at) FROM (${DUE}) WHERE publish_at > ${NOW}) AS next_due, ` +
  `(SELECT MAX(publish_at) FROM (${DUE}) WHERE publish_at <= ${NOW}) AS last_due`;

const MB = 1024 * 1024;
// The sizes the site asks for (src/lib/domain/thumb-sizes.ts); PocketBase serves the original for any other.
const THUMBS = ['320x180', '640x360', '720x405', '960x540', '1280x720', '1600x900', '160x160', '320x320'];

// Field shapes as PocketBase 0.23+ stores them: options flat on the field, `max: 0` meaning PocketBase's default.
const text = (name, options = {}) => ({ name, type: 'text', required: false, min: 0, max: 0, pattern: '', ...options });
const editor = (name) => ({ name, type: 'editor', required: false, maxSize: 0, convertURLs: false });
const date = (name) => ({ name, type: 'date', required: false, min: '', max: '' });
const bool = (name) => ({ name, type: 'bool', required: false });
const number = (name) => ({ name, type: 'number', required: false, min: null, max: null, onlyInt: false });
const email = (name) => ({ name, type: 'email', required: false, exceptDomains: [], onlyDomains: [] });
/** The types and the largest size a file field takes: the kinds pb_hooks/files.json gives `collection.name`. */
function uploadsOf(collection, name) {
  const kinds = (UPLOADS.fields[`${collection}.${name}`] ?? []).map((kind) => UPLOADS.kinds[kind]);
  if (kinds.length === 0) throw new Error(`pocketbase/pb_hooks/files.json names no kinds for ${collection}.${name}`);
  const mimeTypes = [...new Set(kinds.flatMap((kind) => kind.types.map((type) => type.mime)))];
  return { mimeTypes, maxSize: Math.max(...kinds.map((kind) => kind.maxBytes)) };
}
const file = (collection, name, maxSelect, { protected: isProtected = false } = {}) => {
  const { mimeTypes, maxSize } = uploadsOf(collection, name);
  return {
    name,
    type: 'file',
    required: false,
    maxSelect,
    maxSize,
    mimeTypes,
    thumbs: mimeTypes.some((t) => t.startsWith('image/') && t !== 'image/svg+xml') ? THUMBS : [],
    protected: isProtected,
  };
};
// `collection` names the target; mergeCollection() turns it into PocketBase's collectionId. maxSelect 999: "many".
const relation = (name, collection, maxSelect) => ({
  name,
  type: 'relation',
  required: false,
  collection,
  cascadeDelete: false,
  minSelect: 0,
  maxSelect,
});
const select = (name, values, { required = false } = {}) => ({ name, type: 'select', required, maxSelect: 1, values });
const json = (name, maxSize) => ({ name, type: 'json', required: false, maxSize });
// 0.23+ gives new collections only `id`; the site sorts by `created` and shows `updated` in the dashboard.
/** @type {Field[]} */
const AUTODATES = [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
];

const MANY = 999;
/** Nobody but superusers (the importer) reads or writes. */
const LOCKED = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };
/** An old address: a path, with a query if it had one (/?p=123); no spaces. */
const REDIRECT_FROM = '^/\\S*$';
/** Where it leads: a path of this site, never another host (no //, no backslash). */
const REDIRECT_TO = '^/([^/\\\\\\s]\\S*)?$';
/** How far the site conforms to WCAG 2.2 AA, as the accessibility statement says it (fully, partly, not). */
const A11Y_STATUSES = ['full', 'partial', 'none'];
const CATIGORIES = POSTS.catigories;
// contract.md, "Publishing": empty counts as published, so records from before stay public; a new record cannot be
// saved without a status, so the editor always chooses (PocketBase has no default values).
const STATUSES = PUBLISHING.STATUSES;
const PUBLISHING_FIELDS = [select('status', STATUSES, { required: true }), date('publish_at')];
// Who created it (records from before have none); authors may change only their own.
const OWNER = relation('owner', 'users', 1);
// The editors' note when they return a post or entry to its author ("Zurück an die Autorin/den Autor"); the hooks clear
// it when it is submitted again or published.
const REVIEW_NOTE = text('review_note', { max: 2000 });
/** `users.role` (contract.md): empty = may read the dashboard only. @type {Field} */
const ROLE_FIELD = select('role', ROLE_VALUES);
/**
 * The fields of ours on `users` (PocketBase's auth collection): the role; `deactivated` (an admin's, the account
 * then cannot sign in and its sessions end); when and how it last signed in (PocketBase's hooks write these).
 * @type {Field[]}
 */
const USERS_FIELDS = [
  ROLE_FIELD,
  bool('deactivated'),
  date('last_sign_in'),
  text('sign_in_method', { max: 40 }),
  // Set in /dash/konto: no mails about posts and entries (submitted, published, returned) for this account.
  bool('mails_off'),
];
/** The fields of a post that a version keeps (post_versions.data), in this order. */
const VERSIONED_FIELDS = POSTS.versionedFields;

/**
 * In dependency order: a relation's target comes before it. `optional`: the site works without it, and how. `rules`: the
 * API rules, PUBLIC_READ unless given. `type: 'view'`: a view collection (its `viewQuery` decides its fields).
 * @type {CollectionDefinition[]}
 */
const SITE_COLLECTIONS = [
  {
    name: 'teachers',
    fields: [text('name', { min: 1 }), text('subject'), email('email'), file('teachers', 'avatar', 1), number('sort')],
    rules: EDITOR_WRITES,
  },
  {
    name: 'classes',
    fields: [
      text('name', { min: 1 }),
      date('since'),
      file('classes', 'photo', 1),
      file('classes', 'timetable', 1),
      relation('teacher', 'teachers', 1),
    ],
    rules: EDITOR_WRITES,
  },
  {
    name: 'posts',
    fields: [
      text('title', { min: 1 }),
      editor('description'),
      // Protected: PocketBase serves a file only to whom the view rule shows the post (no draft's photo by its URL).
      file('posts', 'files', POSTS.maxFiles, { protected: true }),
      date('date'),
      select('catigory', CATIGORIES),
      bool('pin'),
      // "Dringend" (a closure, a danger): parents are told at once, day or night (editors only, roles.cjs).
      bool('urgent'),
      bool('archiv'),
      relation('class', 'classes', MANY),
      relation('teacher', 'teachers', MANY),
      ...PUBLISHING_FIELDS,
      OWNER,
      REVIEW_NOTE,
      // { "file name": "alt text" }; "" marks a photo as decorative. The hook in pocketbase/pb_hooks keys it by the
      // stored names and refuses to make a post with a photo lacking one public.
      json('alt_texts', 64 * 1024),
    ],
    rules: POSTS_PUBLISHED,
  },
  {
    name: 'calendar',
    fields: [
      text('title', { min: 1 }),
      text('description'),
      date('from_date'),
      date('to_date'),
      bool('countdown'),
      relation('relevant_classes', 'classes', MANY),
      ...PUBLISHING_FIELDS,
      OWNER,
      REVIEW_NOTE,
    ],
    rules: OWNED_PUBLISHED,
  },
  {
    // The version of a post before each save through the API, kept by the hook in pocketbase/pb_hooks (newest 50).
    name: 'post_versions',
    optional: 'ohne sie behält das Dashboard keine früheren Fassungen von Beiträgen',
    fields: [
      { ...relation('post', 'posts', 1), required: true, cascadeDelete: true },
      relation('saved_by', 'users', 1),
      text('saved_by_name'),
      json('data', 2 * MB),
    ],
    indexes: ['CREATE INDEX idx_post_versions_post_created ON post_versions (post, created)'],
    rules: VERSION_RULES,
  },
  {
    // Who did what (contract.md, "Staff accounts and sign-in"): written by the hooks in pocketbase/pb_hooks
    // (audit.pb.js), the admin UI's changes included; admins read it; entries older than 12 months are removed.
    name: AUDIT.collection,
    optional: 'ohne sie hält niemand fest, wer was veröffentlicht, gelöscht oder an Konten geändert hat',
    fields: [
      select('action', Object.keys(AUDIT.actions), { required: true }),
      relation('actor', 'users', 1),
      text('actor_name', { max: 200 }),
      text('target_collection', { max: 60 }),
      text('target_id', { max: 40 }),
      text('target_label', { max: 300 }),
      json('details', 64 * 1024),
    ],
    indexes: [`CREATE INDEX idx_audit_log_created ON ${AUDIT.collection} (created)`],
    rules: AUDIT_RULES,
  },
  {
    // Who wrote a post, for every staff member (the dashboard's review page and lists): names only, never e-mails.
    name: 'staff_names',
    type: 'view',
    optional: 'ohne sie nennt das Dashboard nicht, wer einen Beitrag geschrieben hat',
    viewQuery: 'SELECT id, name FROM users',
    fields: [],
    rules: STAFF_NAME_RULES,
  },
  {
    name: 'carousel',
    fields: [file('carousel', 'image', 1), text('description'), text('author'), number('idx')],
    rules: EDITOR_WRITES,
  },
  {
    name: 'bikeline_bests',
    fields: [number('ranking'), file('bikeline_bests', 'image', 1), text('name')],
    rules: EDITOR_WRITES,
  },
  {
    name: 'general_media',
    fields: [text('filename', { min: 1 }), file('general_media', 'file', 1), text('description')],
    indexes: ['CREATE UNIQUE INDEX idx_general_media_filename ON general_media (filename)'],
    rules: EDITOR_WRITES,
  },
  {
    name: 'saying_of_the_week',
    fields: [text('text', { min: 1 }), text('author'), date('week')],
    rules: EDITOR_WRITES,
  },
  { name: 'do_you_know', fields: [text('text', { min: 1 })], rules: EDITOR_WRITES },
  {
    name: PUBLISHING.SCHEDULE_COLLECTION,
    type: 'view',
    optional: 'ohne sie erscheinen geplante Beiträge erst bis zu CACHE_TTL_SECONDS nach ihrer Zeit',
    viewQuery: SCHEDULE_QUERY,
    fields: [],
  },
  {
    // Old addresses that lead to pages of this site (contract.md, "Moving in"): a WordPress import writes each post's
    // permalink, /?p=ID and date-based address; editors add others in the dashboard. Both are paths of this site only.
    name: 'redirects',
    optional: 'ohne sie führen die Adressen der alten Website ins Leere',
    fields: [
      text('from', { min: 1, max: 500, pattern: REDIRECT_FROM }),
      text('to', { min: 1, max: 500, pattern: REDIRECT_TO }),
    ],
    indexes: ['CREATE UNIQUE INDEX idx_redirects_from ON redirects (`from`)'],
    rules: EDITOR_WRITES,
  },
  {
    // What `npm run import` brought from WordPress, keyed by the post's GUID: the post it became and which old file
    // became which stored one, so a second run updates instead of duplicating. For the importer (a superuser) alone.
    name: 'imports',
    optional: 'ohne sie legte ein zweiter Import jeden Beitrag noch einmal an',
    fields: [
      text('source_key', { min: 1, max: 2000 }),
      relation('post', 'posts', 1),
      // { files: { old address: stored name }, hash: what WordPress said the last time }
      json('state', 200_000),
    ],
    indexes: ['CREATE UNIQUE INDEX idx_imports_source_key ON imports (source_key)'],
    rules: LOCKED,
  },
  {
    // The site's mails to parents go through this PocketBase's SMTP server (pb_hooks/parent-mail.pb.js); the worker
    // proves itself with PARENT_MAIL_KEY, whose SHA-256 this one record keeps (`npm run setup` writes it). Superusers
    // only: no API rule lets anyone else read or change it.
    name: 'mail_relay',
    optional: 'ohne sie bekommen Eltern keine E-Mails (nur Push-Benachrichtigungen)',
    fields: [text('key_hash', { min: 64, max: 64 })],
    rules: LOCKED,
  },
  {
    name: 'school',
    optional: 'ohne sie nennt die Website nur SCHOOL_NAME, ohne Impressum-Angaben',
    fields: [
      text('name'),
      text('short_name'),
      text('school_type'),
      text('street'),
      text('postcode'),
      text('city'),
      text('phone'),
      email('email'),
      file('school', 'logo', 1),
      text('accent_color', { pattern: '^#[0-9a-fA-F]{6}$' }),
      text('owner'),
      text('representative'),
      text('authority'),
      text('privacy_contact'),
      text('hosting'),
      // The accessibility statement (/barrierefreiheit, Web-Zugänglichkeits-Gesetz): conformance with WCAG 2.2 AA,
      // the known gaps, the day of the last check (a day, not a moment: no time zone to get wrong).
      select('a11y_status', A11Y_STATUSES),
      text('a11y_gaps'),
      text('a11y_checked', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    ],
    rules: EDITOR_WRITES,
  },
];

/**
 * The collection to save for `definition`, given what PocketBase has now (`existing`, PocketBase's JSON, or null).
 * Our fields get our type and options (keeping their ids, so data stays); fields we do not define stay as they are.
 * @param {Record<string, any> | null} existing
 * @param {CollectionDefinition} definition
 * @param {(name: string) => string} collectionId the id of a collection named in a relation
 * @returns {Record<string, unknown>}
 */
function mergeCollection(existing, definition, collectionId) {
  if (definition.type === 'view') {
    // PocketBase derives a view's fields from its query.
    const { name, viewQuery } = definition;
    return { ...(existing ? { id: existing.id } : {}), name, type: 'view', viewQuery, ...rulesOf(definition) };
  }
  const current = existing?.fields ?? [];
  const ours = [...definition.fields, ...AUTODATES].map((field) => {
    const wanted = { ...field };
    if (field.type === 'relation') {
      wanted.collectionId = collectionId(/** @type {string} */ (field.collection));
      delete wanted.collection;
    }
    const before = current.find((f) => f.name === field.name);
    // A field someone already has by that name keeps its id (and so its data) and any key we do not set.
    return { ...(before ?? {}), ...wanted, ...(before?.id ? { id: before.id } : {}) };
  });
  // Fields keep their place (PocketBase's `id` first, then the editor's order); ours that are new go last.
  const fields = [
    ...current.map((f) => ours.find((field) => field.name === f.name) ?? f),
    ...ours.filter((field) => !current.some((f) => f.name === field.name)),
  ];
  const indexes = [...(existing?.indexes ?? [])];
  for (const index of definition.indexes ?? []) {
    if (!indexes.some((other) => indexName(other) === indexName(index))) indexes.push(index);
  }
  return {
    ...(existing ? { id: existing.id } : {}),
    name: definition.name,
    type: 'base',
    system: false,
    fields,
    indexes,
    ...rulesOf(definition),
  };
}

/** Whether `existing` already holds every key of `wanted` (nested objects compared key by key). */
function holds(existing, wanted) {
  if (wanted === null || typeof wanted !== 'object' || Array.isArray(wanted)) {
    return JSON.stringify(existing) === JSON.stringify(wanted);
  }
  if (existing === null || typeof existing !== 'object') return false;
  return Object.entries(wanted).every(([key, value]) => holds(existing[key], value));
}

/**
 * What to change on `users` (PocketBase's auth collection, `existing` as PocketBase's JSON): our fields (USERS_FIELDS)
 * added or given our type and options (keeping their ids), its API rules set to STAFF_ACCOUNT_RULES, its second factor (SECOND_FACTOR, with the code's mail), and its mails
 * (staff-mails.cjs, with links to `siteUrl`; left as they are without one). Every other field and option stays. null when nothing needs to change.
 * @param {{ fields: Field[], [option: string]: unknown }} existing
 * @param {{ siteUrl?: string }} site
 * @returns {Record<string, unknown> | null}
 */
function mergeUsers(existing, { siteUrl } = {}) {
  let fields = existing.fields;
  for (const ours of USERS_FIELDS) {
    const before = fields.find((f) => f.name === ours.name);
    const merged = { ...(before ?? {}), ...ours, ...(before?.id ? { id: before.id } : {}) };
    fields = before ? fields.map((f) => (f.name === ours.name ? merged : f)) : [...fields, merged];
  }
  const options = {
    ...STAFF_ACCOUNT_RULES,
    mfa: SECOND_FACTOR.mfa,
    otp: { ...SECOND_FACTOR.otp, emailTemplate: SIGN_IN_CODE_TEMPLATE },
    ...(siteUrl ? staffMailSettings(siteUrl) : {}),
  };
  const fieldsHold = USERS_FIELDS.every((f) =>
    holds(
      existing.fields.find((e) => e.name === f.name),
      f,
    ),
  );
  if (fieldsHold && holds(existing, options)) return null;
  return { fields, ...options };
}

/**
 * The API rules a collection of ours must have.
 * @param {CollectionDefinition} definition
 * @returns {Rules}
 */
function rulesOf(definition) {
  return definition.rules ?? PUBLIC_READ;
}

/**
 * The name in a CREATE INDEX statement; PocketBase stores the statement with its own quoting.
 * @param {string} statement
 * @returns {string | undefined}
 */
function indexName(statement) {
  return /INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"]?(\w+)/i.exec(statement)?.[1];
}

module.exports = {
  SITE_COLLECTIONS,
  PUBLIC_READ,
  PUBLISHED_READ,
  EDITOR_WRITES,
  OWNED_PUBLISHED,
  POSTS_PUBLISHED,
  ROLE_FIELD,
  USERS_FIELDS,
  VERSIONED_FIELDS,
  AUTODATES,
  STATUSES,
  A11Y_STATUSES,
  mergeCollection,
  mergeUsers,
  rulesOf,
  indexName,
};

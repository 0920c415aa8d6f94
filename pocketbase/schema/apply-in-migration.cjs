// Installs the site's collections from inside a PocketBase migration (PocketBase's JavaScript runtime). scripts/schema.mjs does the same over the HTTP API for a PocketBase we do not run.
const { SITE_COLLECTIONS, mergeCollection } = require('./site-schema.cjs');

/** `Collection`: PocketBase's global, which a required module does not see. */
function applySiteSchema(dao, Collection) {
  const find = (name) => {
    try {
      return dao.findCollectionByNameOrId(name);
    } catch {
      return null;
    }
  };
  for (const definition of SITE_COLLECTIONS) {
    const existing = find(definition.name);
    const merged = mergeCollection(
      existing ? JSON.parse(JSON.stringify(existing)) : null,
      definition,
      (name) => find(name).id,
    );
    const collection = new Collection(merged);
    if (existing) collection.markAsNotNew();
    dao.saveCollection(collection);
  }
}

module.exports = { applySiteSchema };

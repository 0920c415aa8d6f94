// Installs the site's collections from inside a PocketBase migration (PocketBase's JavaScript runtime). scripts/schema.mjs does the same over the HTTP API for a PocketBase we do not run.
const { SITE_COLLECTIONS, mergeCollection, mergeUsers } = require('./site-schema.cjs');

/**
 * `app` is the migration's; `Collection` and `unmarshal` are PocketBase's globals, which a required module does not
 * see; `siteUrl` is where the staff mails' links lead.
 */
function applySiteSchema(app, { Collection, unmarshal, siteUrl }) {
  const find = (name) => {
    try {
      return app.findCollectionByNameOrId(name);
    } catch {
      return null;
    }
  };
  // First `users.role`: the rules of our collections name it (@request.auth.role), and PocketBase checks rules on save.
  const users = find('users');
  const usersChange = users && mergeUsers(JSON.parse(JSON.stringify(users)), { siteUrl });
  if (usersChange) {
    unmarshal(usersChange, users);
    app.save(users);
  }
  for (const definition of SITE_COLLECTIONS) {
    const existing = find(definition.name);
    const merged = mergeCollection(
      existing ? JSON.parse(JSON.stringify(existing)) : null,
      definition,
      (name) => find(name).id,
    );
    if (existing) {
      unmarshal(merged, existing);
      app.save(existing);
    } else {
      app.save(new Collection(merged));
    }
  }
}

module.exports = { applySiteSchema };

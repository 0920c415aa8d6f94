/**
 * The layers of src/ and the only directions imports may take (README, "Layout"):
 *   lib/domain   pure rules and tables: no I/O, imports nothing else of ours
 *   lib/platform the Worker's environment and per-request state
 *   lib/content  PocketBase reads and their cache (the only importer of 'pocketbase')
 *   lib/edge     what the middleware needs: routes, headers, auth
 *   middleware   the edge router;  pages fetch;  components render what they are given
 *   features/<name>/  one feature's rules, reads, store, routes and parts of pages (docs/architecture.md, "Features"):
 *                other code reaches it through its index.ts or its pure rules/ (the browser's way in); lib/ never
 */
const layer = (name) => `^src/${name}/`;
/** A rule: files under `from` import nothing under `to` (`extra`: more of dependency-cruiser's `to` conditions). */
const never = (name, from, to, extra = {}) => ({
  name,
  severity: 'error',
  from: { path: layer(from) },
  to: { path: [to].flat().map(layer), ...extra },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    // Rules and tables import only other rules: no content, edge, request state, React or Waku.
    never('domain-is-pure', 'lib/domain', ['lib/(content|edge|platform)', '(components|pages|middleware)']),
    {
      name: 'domain-has-no-io',
      comment:
        'The only packages rules may use are pure parsers, generators and data structures: sanitize-html (sanitising), ' +
        'html-to-text (excerpts), ical-generator and feed (feeds), minisearch (search index), schema-dts (types of ' +
        'structured data), image-size (photo headers), temporal-polyfill (Vienna time), ipaddr.js (client addresses), ' +
        "lru-cache (bounded memories), jose (base64url), valibot (the forms' and settings' schemas), diff (what changed).",
      severity: 'error',
      from: { path: ['^src/lib/domain/', '^src/features/[^/]+/rules/'] },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'core'],
        pathNot:
          'node_modules/(sanitize-html|html-to-text|ical-generator|feed|minisearch|schema-dts|image-size|' +
          'temporal-polyfill|ipaddr\\.js|lru-cache|jose|valibot|diff)/',
      },
    },
    never('lib-below-features', 'lib', 'features'),
    // A feature's rules/ are pure: other rules, tables and the pure packages below, nothing that does I/O.
    {
      name: 'feature-rules-are-pure',
      severity: 'error',
      from: { path: '^src/features/[^/]+/rules/' },
      to: {
        path: [
          layer('lib/(content|edge|platform)'),
          layer('(components|pages|middleware)'),
          '^src/features/[^/]+/(?!rules/)',
        ],
      },
    },
    {
      name: 'features-through-their-door',
      comment: 'From outside, a feature is its index.ts, or its pure rules/ for the browser.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/features/' },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/(index\\.ts$|rules/)' },
    },
    {
      name: 'features-meet-at-the-door',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/(index\\.ts$|rules/)'] },
    },
    never('platform-below-content', 'lib/platform', ['lib/(content|edge)', '(components|pages|middleware)']),
    never('content-below-edge', 'lib/content', ['lib/edge', '(components|pages|middleware)']),
    never('edge-below-middleware', 'lib/edge', '(components|pages|middleware)'),
    {
      name: 'only-content-talks-to-pocketbase',
      severity: 'error',
      from: { pathNot: layer('lib/content') },
      to: { path: 'node_modules/pocketbase/', dependencyTypesNot: ['type-only'] },
    },
    // Pages fetch; shared components may use content types, never its reads.
    never('components-render-what-they-are-given', 'components', 'lib/content', { dependencyTypesNot: ['type-only'] }),
    never('components-below-pages', 'components', ['(pages|middleware)', 'lib/edge']),
    never('middleware-renders-no-pages', 'middleware', '(components|pages)'),
    never('pages-do-not-run-middleware', 'pages', 'middleware'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

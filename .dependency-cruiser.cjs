/**
 * The layers of src/ and the only directions imports may take (README, "Layout"):
 *   lib/domain   pure rules and tables: no I/O, imports nothing else of ours
 *   lib/platform the Worker's environment and per-request state
 *   lib/content  PocketBase reads and their cache (the only importer of 'pocketbase')
 *   lib/edge     what the middleware needs: routes, headers, auth
 *   middleware   the edge router;  pages fetch;  components render what they are given
 */
const layer = (name) => `^src/${name}/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'Rules and tables import only other rules: no content, edge, request state, React or Waku.',
      severity: 'error',
      from: { path: layer('lib/domain') },
      to: {
        path: [layer('lib/(content|edge|platform)'), layer('(components|pages|middleware)')],
      },
    },
    {
      name: 'domain-has-no-io',
      comment:
        'The only packages rules may use are pure parsers, generators and data structures: sanitize-html (sanitising), ' +
        'html-to-text (excerpts), ical-generator and feed (feeds), minisearch (search index), schema-dts (types of ' +
        'structured data), image-size (photo headers), temporal-polyfill (Vienna time), ipaddr.js (client addresses), ' +
        'lru-cache (bounded memories), jose (base64url).',
      severity: 'error',
      from: { path: layer('lib/domain') },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'core'],
        pathNot:
          'node_modules/(sanitize-html|html-to-text|ical-generator|feed|minisearch|schema-dts|image-size|' +
          'temporal-polyfill|ipaddr\\.js|lru-cache|jose)/',
      },
    },
    {
      name: 'platform-below-content',
      severity: 'error',
      from: { path: layer('lib/platform') },
      to: { path: [layer('lib/(content|edge)'), layer('(components|pages|middleware)')] },
    },
    {
      name: 'content-below-edge',
      severity: 'error',
      from: { path: layer('lib/content') },
      to: { path: [layer('lib/edge'), layer('(components|pages|middleware)')] },
    },
    {
      name: 'edge-below-middleware',
      severity: 'error',
      from: { path: layer('lib/edge') },
      to: { path: layer('(components|pages|middleware)') },
    },
    {
      name: 'only-content-talks-to-pocketbase',
      severity: 'error',
      from: { pathNot: layer('lib/content') },
      to: { path: 'node_modules/pocketbase/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'components-render-what-they-are-given',
      comment: 'Pages fetch; shared components may use content types, never its reads.',
      severity: 'error',
      from: { path: layer('components') },
      to: { path: layer('lib/content'), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'components-below-pages',
      severity: 'error',
      from: { path: layer('components') },
      to: { path: [layer('(pages|middleware)'), layer('lib/edge')] },
    },
    {
      name: 'middleware-renders-no-pages',
      severity: 'error',
      from: { path: layer('middleware') },
      to: { path: layer('(components|pages)') },
    },
    {
      name: 'pages-do-not-run-middleware',
      severity: 'error',
      from: { path: layer('pages') },
      to: { path: layer('middleware') },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};

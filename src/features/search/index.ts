/**
 * Search (contract.md, "Subscribe, find, share"): /suche over every public post's title and text, from an index per
 * school in the EU. Code outside this folder imports from here; the browser (the header's search form) imports the
 * pure rules in rules/ directly. The results' page part stays in src/pages/_components/search-results.tsx.
 *
 * - rules/search.ts          the query as typed, the words the index matches, a hit's excerpt (pure)
 * - search-source.ts         the public posts the index is built from, read from the school's PocketBase
 * - search-index-store.ts    the index itself: SQLite FTS5 in a Durable Object per school
 * - search-site.ts           one page of hits for /suche, asked of the school's store over RPC
 */
export { SearchIndexStore } from './search-index-store';
export { searchSite } from './search-site';

/** The worker's bindings (wrangler.toml) that code below the edge router reaches through the request. */
export type WorkerBindings = {
  /** Staff sessions and sign-in counts (src/features/staff/staff-auth-store.ts). */
  STAFF_AUTH?: DurableObjectNamespace;
  /** The search index (src/features/search/search-index-store.ts). */
  SEARCH_INDEX?: DurableObjectNamespace;
  /** What PocketBase answered as gone, for every isolate and location (src/lib/platform/takedown-ledger.ts). */
  TAKEDOWN?: DurableObjectNamespace;
  /** Who asked to be told about new posts and entries, and what they were told (src/features/parents/push-store.ts). */
  PUSH?: DurableObjectNamespace;
  /** The registry of schools of a deployment serving many (src/features/schools/school-directory.ts); optional. */
  SCHOOLS?: D1Database;
  /** Vars and secrets (wrangler.toml [vars], wrangler secrets). */
  [name: string]: unknown;
};

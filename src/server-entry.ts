import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { StaffAuthStore } from './features/staff';
import { SearchIndexStore } from './features/search';
import { TakedownLedger } from './lib/platform/takedown-ledger';
import { PushStore, tellParents } from './features/parents';
import type { WorkerBindings } from './lib/platform/bindings';
import { siteRouter } from './lib/edge/site-router';
import { MIDDLEWARE } from './middleware';

const router = siteRouter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })));

/** The edge router (src/middleware/index.ts) in front of Waku's file router. */
const entry = adapter(router, {
  middlewareFns: [...MIDDLEWARE],
});

export default {
  ...entry,
  // Durable Object classes must be exports of the worker's main module; this build step adds them.
  buildEnhancers: [...(entry.buildEnhancers ?? []), '/scripts/build/export-durable-objects.mjs'],
  durableObjects: { StaffAuthStore, SearchIndexStore, TakedownLedger, PushStore },
  // The cron trigger (wrangler.toml [triggers]); the same enhancer makes it the worker's `scheduled` handler.
  scheduled: (controller: ScheduledController, env: WorkerBindings) => tellParents(env, controller.scheduledTime),
};

import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { StaffAuthStore } from './lib/edge/auth/staff-auth-store';
import { siteRouter } from './lib/edge/site-router';
import { middlewareChain } from './middleware';

const router = siteRouter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })));

/** The edge router: middleware runs in this order, before Waku renders a page. */
const entry = adapter(router, {
  middlewareFns: middlewareChain([
    'security-headers',
    'error-page',
    'execution-context',
    'route-check',
    'redirects',
    'files-proxy',
    'staff-login',
    'staff-logout',
    'auth-guard',
    'read-only',
    'page-cache',
  ]),
});

export default {
  ...entry,
  // Durable Object classes must be exports of the worker's main module; this build step adds them.
  buildEnhancers: [...(entry.buildEnhancers ?? []), '/scripts/build/export-durable-objects.mjs'],
  durableObjects: { StaffAuthStore },
};

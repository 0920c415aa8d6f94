import type { MiddlewareHandler } from 'hono';
import authGuard from './auth-guard';
import errorPage from './error-page';
import executionContext from './execution-context';
import filesProxy from './files-proxy';
import pageCache from './page-cache';
import readOnly from './read-only';
import redirects from './redirects';
import routeCheck from './route-check';
import securityHeaders from './security-headers';
import staffLogin from './staff-login';
import staffLogout from './staff-logout';

// Handlers differ only in the Bindings they read.
const REGISTRY: Record<string, () => MiddlewareHandler<any>> = {
  'security-headers': securityHeaders,
  'error-page': errorPage,
  'execution-context': executionContext,
  'route-check': routeCheck,
  redirects,
  'files-proxy': filesProxy,
  'staff-login': staffLogin,
  'staff-logout': staffLogout,
  'auth-guard': authGuard,
  'read-only': readOnly,
  'page-cache': pageCache,
};

/**
 * The middleware chain by name, in order. An unknown name is a configuration error that must stop
 * the worker from starting (seed-spec section 6), not a route that silently goes unguarded.
 */
export function middlewareChain(names: readonly string[]): Array<() => MiddlewareHandler<any>> {
  return names.map((name) => {
    const factory = REGISTRY[name];
    if (!factory) throw new Error(`Unknown middleware "${name}"; known: ${Object.keys(REGISTRY).join(', ')}`);
    return factory;
  });
}

import type { MiddlewareHandler } from 'hono';
import { MACHINE_ROUTES } from '../lib/edge/machine-documents';
import type { SiteEnv } from '../lib/platform/request-context';

/** Calendar and news feeds, sitemap, robots.txt and the web app manifest, answered before Waku sees them. */
export default function machineRoutes(): MiddlewareHandler<SiteEnv> {
  return async function answerMachineRoute(c, next) {
    const route = Object.hasOwn(MACHINE_ROUTES, c.req.path) ? MACHINE_ROUTES[c.req.path] : undefined;
    if (!route) return next();
    c.res = await route(c.var.request.url);
  };
}

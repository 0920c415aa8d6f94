import type { MiddlewareHandler } from 'hono';
import { MACHINE_ROUTES } from '../lib/edge/machine-routes';
import { requestUrl } from '../lib/edge/request-url';

/** Calendar and news feeds, sitemap, robots.txt and the web app manifest, answered before Waku sees them. */
export default function machineRoutes(): MiddlewareHandler {
  return async function answerMachineRoute(c, next) {
    const route = Object.hasOwn(MACHINE_ROUTES, c.req.path) ? MACHINE_ROUTES[c.req.path] : undefined;
    if (!route) return next();
    c.res = await route(requestUrl(c));
  };
}

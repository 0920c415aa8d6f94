import { Hono, type MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../../../src/lib/platform/request-context';
import startRequest from '../../../src/middleware/start-request';

/** What the stand-in for Waku answers: a page, or whatever a test's `render` returns. */
export type Render = (c: Parameters<MiddlewareHandler<SiteEnv>>[0]) => Response | Promise<Response>;

const PAGE: Render = (c) =>
  c.html('<!doctype html><html lang="de-AT"><head></head><body><main>Seite</main></body></html>');

/**
 * The edge router's first step (the request context), the middleware under test, and a stand-in for Waku's
 * rendering at the end: what `app.request()` answers is what that middleware made of the request. No build, no
 * PocketBase: bindings are whatever the test passes as the third argument of `request`.
 */
export function siteWith(middleware: MiddlewareHandler<any>[], render: Render = PAGE) {
  const site = new Hono<SiteEnv>();
  site.use(startRequest());
  for (const step of middleware) site.use(step);
  site.all('*', (c) => render(c));
  return site;
}

export const ORIGIN = 'http://schule.test';

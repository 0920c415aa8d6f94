import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { SiteEnv } from '../lib/platform/request-context';
import type { WorkerBindings } from '../lib/platform/bindings';
import { dashForms } from '../features/editing';
import errorPage from './error-page';
import { filesProxy } from '../features/files';
import machineRoutes from './machine-routes';
import pageCache from './page-cache';
import pageHead from './page-head';
import pageStatus from './page-status';
import { oldAddresses } from '../features/old-addresses';
import { parentMails, pushSubscriptions } from '../features/parents';
import readOnly from './read-only';
import redirects from './redirects';
import requestContext, { type RuntimeParts } from './start-request';
import requestLog from './request-log';
import routeCheck from './route-check';
import schoolIdentity from './school-identity';
import securityHeaders from './security-headers';
import { authGuard, providerSignIn, staffLogin, staffLogout, staffPasswordLinks } from '../features/staff';
import { teamForms } from '../features/team';

type Middleware = () => MiddlewareHandler<any>; // handlers differ only in the Bindings they read

/**
 * The edge router, in the order it runs before Waku renders a page. Each entry wraps the ones after
 * it, so headers and error pages come first and the page cache sits right in front of rendering.
 */
export const MIDDLEWARE: readonly Middleware[] = [
  requestContext, // what the request computes once (address, route, the school's settings, nonce), for all below
  requestLog, // one JSON line per request, with what it finally answered
  securityHeaders, // on every answer, error pages included
  errorPage, // anything thrown below becomes the German error page
  oldAddresses, // a 404, or /?p=123, that the school's redirects name: 301 to its page
  pageStatus, // a page's own status (404 placeholders), page loads only
  routeCheck, // malformed router paths and unknown parameter values: 404
  redirects, // one address per page, /dash → /dash/start
  pushSubscriptions, // POST/DELETE /api/push/subscriptions: a visitor's choice of notifications
  parentMails, // POST /benachrichtigungen/e-mail (subscribe, confirm, change, stop) and the one-click /api/mail/abmelden
  filesProxy, // /api/files/… from PocketBase
  staffLogin, // POST /dash/login and its code, /dash/login/code
  providerSignIn, // GET /dash/login/mit and /dash/login/zurueck: sign-in with the school's Microsoft or Google account
  staffLogout, // POST /dash/logout
  staffPasswordLinks, // POST /dash/passwort-vergessen, /dash/passwort-neu, /dash/einladung: no session needed
  dashForms, // POST of the dashboard's editing forms, as the signed-in staff member (its own session check)
  teamForms, // POST /dash/team and /dash/team/{id}, as the signed-in admin (the same session check)
  authGuard, // every /dash page and RSC twin
  readOnly, // only GET and HEAD reach Waku
  pageCache, // rendered public pages
  pageHead, // inline CSS, script priorities and JSON-LD into <head>, before a page is kept
  schoolIdentity, // the school record, read alongside whatever is rendered
  machineRoutes, // feeds, sitemap, robots.txt, manifest
];

/** The Durable Objects and databases the site keeps its state in (wrangler.toml); a test passes its own. */
export type SiteStores = Pick<WorkerBindings, 'STAFF_AUTH' | 'SEARCH_INDEX' | 'TAKEDOWN' | 'PUSH' | 'SCHOOLS'>;

/** The parts the edge router is built from; the worker's are the runtime's, its bindings and Waku's renderer. */
export type SiteParts = RuntimeParts & {
  /** What renders a page behind the edge router: Waku's file router in the worker; a stand-in in a test. */
  render: (c: Context<SiteEnv>) => Response | Promise<Response>;
  stores?: SiteStores;
  /** The worker's variables (settings.ts names them), as wrangler.toml [vars] and the secrets give them. */
  config?: Record<string, string>;
};

/**
 * The edge router as one Hono app, built from its parts: MIDDLEWARE in its order (with this clock and backend), and `render` behind it, just as Waku's Cloudflare adapter builds the worker's app from
 * MIDDLEWARE. A test calls `app.request(url, init, undefined, executionCtx)` and gets what the site answers, in
 * milliseconds: no build, no workerd, no PocketBase.
 */
export function createSite({ render, clock, backend, stores = {}, config = {} }: SiteParts): Hono<SiteEnv> {
  const site = new Hono<SiteEnv>();
  site.use(async (c, next) => {
    c.env = { ...config, ...stores, ...c.env };
    await next();
  });
  site.use(requestContext({ clock, backend }));
  for (const step of MIDDLEWARE.slice(1)) site.use(step());
  site.all('*', (c) => render(c));
  return site;
}

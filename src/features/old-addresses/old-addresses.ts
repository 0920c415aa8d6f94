import type { MiddlewareHandler } from 'hono';
import { BackendUnavailableError } from '../../lib/content/client';
import { SLOW_READ_MS } from '../../lib/content/cached-fetch';
import { within } from '../../lib/platform/within';
import { describeError } from '../../lib/platform/log';
import { log, type SiteEnv } from '../../lib/platform/request-context';
import { getRedirects } from './redirect-table';
import { addressKey, asksTheRoot, mayBeOld } from './rules/old-address';

/**
 * Where the table sends `pathAndQuery`, or undefined: none, or PocketBase could not say within SLOW_READ_MS (the
 * read goes on and keeps its copy for the next visitor), and the 404 stands.
 */
function targetOf(pathAndQuery: string): Promise<string | undefined> {
  const key = addressKey(pathAndQuery);
  if (!key) return Promise.resolve(undefined);
  const lookup = getRedirects().then(
    (table) => table.value.get(key),
    (error: unknown) => {
      if (error instanceof BackendUnavailableError) {
        log('warn', 'redirects-unavailable', { error: describeError(error) });
        return undefined;
      }
      throw error;
    },
  );
  return within(lookup, SLOW_READ_MS, undefined);
}

/**
 * Old addresses keep working (contract.md, "Moving in"): a page load the site answers 404, an address ending in '/'
 * or the root with one of WordPress's queries (/?p=123; both before the site's own redirect drops the slash or the
 * query) is looked up in the school's redirects and answered 301 to the page it names. Addresses the site knows
 * never redirect; unknown ones keep the spec's 404.
 */
export function oldAddresses(): MiddlewareHandler<SiteEnv> {
  return async function redirectOldAddress(c, next) {
    const { route, url } = c.var.request;
    if (!route.ok || route.rsc || !['GET', 'HEAD'].includes(c.req.method) || !mayBeOld(url.pathname)) return next();
    // WordPress's addresses end in '/', which the site's own redirect would take off first: asked before it.
    const early = asksTheRoot(route.path, route.query)
      ? `/?${route.query}`
      : url.pathname.length > 1 && url.pathname.endsWith('/')
        ? url.pathname
        : undefined;
    if (early) {
      const target = await targetOf(early);
      if (target) {
        c.res = c.redirect(target, 301);
        return;
      }
    }
    await next();
    // A page of the site that says "not found" itself (a deleted post's address) is no old address.
    if (c.res.status !== 404 || c.var.request.pageStatus) return;
    const target = await targetOf(route.path);
    if (target && addressKey(target) !== addressKey(route.path)) c.res = c.redirect(target, 301);
  };
}

import type { MiddlewareHandler } from 'hono';
import { BackendUnavailableError } from '../../lib/content/client';
import { describeError } from '../../lib/platform/log';
import { log, type SiteEnv } from '../../lib/platform/request-context';
import { getRedirects } from './redirect-table';
import { addressKey, asksTheRoot } from './rules/old-address';

/** Where the table sends `pathAndQuery`, or undefined (none, or PocketBase could not say: the 404 stands). */
async function targetOf(pathAndQuery: string): Promise<string | undefined> {
  const key = addressKey(pathAndQuery);
  if (!key) return undefined;
  try {
    return (await getRedirects()).value.get(key);
  } catch (error) {
    if (!(error instanceof BackendUnavailableError)) throw error;
    log('warn', 'redirects-unavailable', { error: describeError(error) });
    return undefined;
  }
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
    if (!route.ok || route.rsc || !['GET', 'HEAD'].includes(c.req.method)) return next();
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
    if (c.res.status !== 404) return;
    const target = await targetOf(route.path);
    if (target && addressKey(target) !== addressKey(route.path)) c.res = c.redirect(target, 301);
  };
}

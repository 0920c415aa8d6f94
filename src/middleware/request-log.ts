import type { MiddlewareHandler } from 'hono';
import { DEFAULT_SITE_ID } from '../lib/platform/config';
import { log, type SiteEnv } from '../lib/platform/request-context';

/** Long made-up paths are cut: a log line stays one short line. */
export const LOGGED_PATH_LENGTH = 200;

/**
 * One JSON line per request once its answer is ready (Workers Logs, wrangler.toml [observability]): a random id, the
 * path without its query (search terms stay out), the status, how the page cache answered, and how many PocketBase
 * reads it took and how long they ran; in a deployment serving many schools, the school's registry id. Reads of a streamed dashboard page after its head are not counted.
 */
export default function requestLog(): MiddlewareHandler<SiteEnv> {
  return async function logRequest(c, next) {
    const started = Date.now();
    const { url, trace, config } = c.var.request;
    await next();
    log(c.res.status >= 500 ? 'error' : 'info', 'request', {
      ...(config.siteId === DEFAULT_SITE_ID ? {} : { school: config.siteId }),
      method: c.req.method,
      path: url.pathname.slice(0, LOGGED_PATH_LENGTH),
      status: c.res.status,
      cache: trace.pageCache ?? 'none',
      ms: Date.now() - started,
      backendReads: trace.backendReads,
      backendMs: trace.backendMs,
    });
  };
}

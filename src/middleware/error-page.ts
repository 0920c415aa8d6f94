import type { MiddlewareHandler } from 'hono';
import { errorHtml } from '../lib/error-html';
import { getResponseStatus } from '../lib/response-status';

/** Hono has decoded the path once; no route of ours has a '%' left in it, and Waku would decode again and throw. */
function isPlainPath(path: string): boolean {
  return !path.includes('%');
}

/**
 * The last line of defence: a path the router cannot decode is a 404, and anything that escapes
 * rendering becomes the German error page, never a stack trace.
 */
export default function errorPage(): MiddlewareHandler {
  return async function renderErrorPage(c, next) {
    if (!isPlainPath(c.req.path)) {
      c.res = c.html(errorHtml(404, `Page not found: ${c.req.path.slice(0, 200)}`), 404);
      return;
    }
    try {
      await next();
    } catch (error) {
      console.error('[worker] unhandled error:', error);
      c.res = c.html(errorHtml(500, 'Internal Server Error'), 500);
      return;
    }
    const status = getResponseStatus();
    if (status && c.res.status === 200) {
      c.res = new Response(c.res.body, { status, headers: c.res.headers });
    }
    // Waku's own 500 page is a bare shell; ours says what happened, in German.
    if (c.res.status >= 500 && !/^\/(RSC|api)\//.test(c.req.path)) {
      c.res = c.html(errorHtml(c.res.status, 'Internal Server Error'), c.res.status as 500);
    }
  };
}

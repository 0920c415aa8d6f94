import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { rscErrorResponse } from '../lib/edge/plain-answers';
import { errorHtml, SETUP_RETRY_AFTER_SECONDS, setupHtml } from '../lib/edge/error-html';
import { log, type SiteEnv } from '../lib/platform/request-context';
import { describeError } from '../lib/platform/log';

/** Refusals of hono's helpers (the CSRF check): short German text instead of 'Forbidden'. */
function refusal(error: HTTPException): Response {
  const text = error.status === 403 ? 'Abgelehnt: Die Anfrage kam nicht von dieser Website.' : 'Ungültige Anfrage';
  return new Response(text, { status: error.status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** PocketBase answers but lacks a collection: visitors get a calm 503, ops one line saying what to run. */
function setupPending(collection: string, rsc: boolean, pocketbaseUrl: string): Response {
  log('error', 'setup-incomplete', {
    message: `PocketBase ${pocketbaseUrl} hat keine Sammlung "${collection}"`,
    fix: `npm run schema -- --url ${pocketbaseUrl}`,
  });
  const headers = { 'Retry-After': String(SETUP_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
  return rsc
    ? new Response('Die Website wird gerade eingerichtet', {
        status: 503,
        headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
      })
    : new Response(setupHtml(), { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * The last line of defence: anything that escapes rendering becomes the German error page, and
 * router (RSC) answers that failed carry a short text with a Content-Type, never Waku's internal message.
 */
export default function errorPage(): MiddlewareHandler<SiteEnv> {
  return async function renderErrorPage(c, next) {
    const request = c.var.request;
    const { route } = request;
    const rsc = route.ok && route.rsc;
    try {
      await next();
    } catch (error) {
      if (error instanceof HTTPException) {
        c.res = refusal(error);
        return;
      }
      const missing = request.missingCollection;
      if (missing) {
        c.res = setupPending(missing, rsc, request.config.pocketbaseUrl);
        return;
      }
      log('error', 'unhandled-error', {
        error: error instanceof Error ? (error.stack ?? describeError(error)) : describeError(error),
      });
      c.res = rsc ? rscErrorResponse(500) : c.html(errorHtml(500, 'Internal Server Error'), 500);
      return;
    }
    const missing = c.res.status >= 500 ? request.missingCollection : undefined;
    if (missing) {
      c.res = setupPending(missing, rsc, request.config.pocketbaseUrl);
      return;
    }
    if (rsc) {
      if (c.res.status >= 400) c.res = rscErrorResponse(c.res.status);
      else if (!c.res.headers.has('Content-Type')) c.res.headers.set('Content-Type', 'text/plain; charset=utf-8');
      return;
    }
    // Waku's own 500 page is a bare shell; ours says what happened, in German.
    if (c.res.status >= 500 && !(route.ok && route.path.startsWith('/api/'))) {
      c.res = c.html(errorHtml(c.res.status, 'Internal Server Error'), c.res.status as 500);
    }
  };
}

import type { MiddlewareHandler } from 'hono';
import { getEnv } from 'waku/server';
import { newNonce } from '../lib/edge/csp';
import { routeRequest } from '../lib/domain/route-request';
import { siteConfigFrom } from '../lib/platform/config';
import { createRequestContext, type SiteEnv } from '../lib/platform/request-context';

/**
 * What every later step needs, computed once: the parsed address and how Waku routes it, the school's settings
 * from the worker's bindings, a fresh CSP nonce, a trace for the log line, this request's connection limit and
 * the Workers execution context. Middleware reads it as `c.var.request`, pages through `currentRequest()`.
 */
export default function requestContext(): MiddlewareHandler<SiteEnv> {
  return async function startRequestContext(c, next) {
    const url = new URL(c.req.url);
    const bindings = c.env ?? {};
    let waitUntil: ((promise: Promise<unknown>) => void) | undefined;
    try {
      const ctx = c.executionCtx;
      waitUntil = (promise) => ctx.waitUntil(promise);
    } catch {
      // no execution context outside workerd (waku dev on Node)
    }
    // Under `waku dev` (Node) there are no bindings: Waku reads the process environment instead.
    const config = siteConfigFrom((name) => (typeof bindings[name] === 'string' ? bindings[name] : getEnv(name)));
    c.set(
      'request',
      createRequestContext({ url, route: routeRequest(url), config, bindings, nonce: newNonce(), waitUntil }),
    );
    await next();
  };
}

import type { MiddlewareHandler } from 'hono';
import { getEnv } from 'waku/server';
import { hstsValue } from '../lib/domain/hsts';
import { routeRequest } from '../lib/domain/route-request';
import { newNonce } from '../lib/edge/csp';
import { NON_HTML_CSP, SECURITY_HEADERS } from '../lib/domain/header-table';
import { refusedAnswer, requestSchool } from '../features/schools';
import { siteConfigFrom } from '../lib/platform/config';
import { createRequestContext, type RequestContext, runInRequest, type SiteEnv } from '../lib/platform/request-context';

/** What the site runs on, when it is not the runtime's own (createSite, in tests). */
export type RuntimeParts = Partial<Pick<RequestContext, 'clock' | 'backend'>>;

/**
 * What every later step needs, computed once: the parsed address and how Waku routes it, the school's settings (the
 * registry's school for the Host header, or the deployment's one school from its vars), a fresh CSP nonce, a trace
 * for the log line, this request's connection limit and the Workers execution context, and the clock and backend the
 * request runs on (`parts`: the runtime's by default). Middleware reads it as `c.var.request`, pages through
 * `currentRequest()`.
 */
export default function requestContext(parts: RuntimeParts = {}): MiddlewareHandler<SiteEnv> {
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
    const deployment = siteConfigFrom((name) => (typeof bindings[name] === 'string' ? bindings[name] : getEnv(name)));
    const school = await requestSchool(bindings.SCHOOLS, c.req.header('host'), deployment, waitUntil);
    if ('refused' in school) {
      const answer = refusedAnswer(school.refused);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) answer.headers.set(name, value);
      answer.headers.set('Strict-Transport-Security', hstsValue(deployment.hsts));
      answer.headers.set('Content-Security-Policy', NON_HTML_CSP);
      return answer;
    }
    const { config } = school;
    const request = createRequestContext({
      url,
      route: routeRequest(url),
      config,
      bindings,
      nonce: newNonce(),
      waitUntil,
      ...parts,
    });
    c.set('request', request);
    await runInRequest(request, next);
  };
}

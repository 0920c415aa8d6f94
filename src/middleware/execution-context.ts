import type { MiddlewareHandler } from 'hono';
import { setSearchIndex, setWaitUntil } from '../lib/platform/request-state';

/**
 * Hands the Workers execution context to the content layer, for background cache refreshes, and the search index's
 * binding to the search.
 */
export default function executionContext(): MiddlewareHandler<{ Bindings: { SEARCH_INDEX?: DurableObjectNamespace } }> {
  return async function shareExecutionContext(c, next) {
    setSearchIndex(c.env?.SEARCH_INDEX);
    try {
      const ctx = c.executionCtx;
      setWaitUntil((promise) => ctx.waitUntil(promise));
    } catch {
      // no execution context outside workerd (waku dev on Node)
    }
    await next();
  };
}

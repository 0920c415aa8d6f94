import type { MiddlewareHandler } from 'hono';
import { setWaitUntil } from '../lib/platform/request-state';

/** Hands the Workers execution context to the content layer, for background cache refreshes. */
export default function executionContext(): MiddlewareHandler {
  return async function shareExecutionContext(c, next) {
    try {
      const ctx = c.executionCtx;
      setWaitUntil((promise) => ctx.waitUntil(promise));
    } catch {
      // no execution context outside workerd (waku dev on Node)
    }
    await next();
  };
}

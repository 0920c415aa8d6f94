import type { MiddlewareHandler } from 'hono';
import { getSchool } from '../lib/content';
import { setSchool } from '../lib/platform/request-state';

/**
 * Starts reading the school record as rendering begins, in parallel with the page's own reads; header, footer,
 * titles and legal pages all await this one read (currentSchool). Runs only for what the page cache did not serve.
 */
export default function schoolIdentity(): MiddlewareHandler {
  return async function startSchoolRead(_c, next) {
    setSchool(getSchool());
    await next();
  };
}

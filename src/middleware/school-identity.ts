import type { MiddlewareHandler } from 'hono';
import { getSchool } from '../lib/content';
import { used } from '../lib/content/settle';
import type { SiteEnv } from '../lib/platform/request-context';

/**
 * Starts reading the school record as rendering begins, in parallel with the page's own reads; header, footer,
 * titles and legal pages all await this one read (currentSchool), which tells the page cache what it learned. Runs only for what the page cache did not serve.
 */
export default function schoolIdentity(): MiddlewareHandler<SiteEnv> {
  return async function startSchoolRead(c, next) {
    c.var.request.school = getSchool().then(used);
    await next();
  };
}

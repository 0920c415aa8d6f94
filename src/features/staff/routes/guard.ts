import type { Context, MiddlewareHandler } from 'hono';
import { clearSessionCookie, readFormCookie, readSessionCookie } from '../../../lib/edge/cookie-jar';
import type { SiteEnv } from '../../../lib/platform/request-context';
import { staffAuthClient } from '../staff-auth-client';
import { checkStaffSession, type SessionCheck } from '../check-staff-session';
import { isDashboardPath } from '../../../lib/domain/route-request';
import { PASSWORD_LINK_PATHS } from './password-links';
import { CODE_PATH } from './sign-in';

/** Pages staff reach without a session: a mail's link, a forgotten password, the code of a sign-in. */
const SIGNED_OUT_PAGES: readonly string[] = [...Object.values(PASSWORD_LINK_PATHS), CODE_PATH];

function toLogin(c: Context<SiteEnv>, rsc: boolean, query: Record<string, string>): Response {
  const search = new URLSearchParams(query).toString();
  // The RSC twin carries the page's query inside its own 'query' parameter.
  const target = rsc ? `/RSC/R/dash/login.txt?${new URLSearchParams({ query: search })}` : `/dash/login?${search}`;
  return c.redirect(target, 302);
}

function refusal(check: Exclude<SessionCheck, { state: 'valid' }>, path: string): Record<string, string> {
  if (check.state === 'unavailable') return { fehler: 'nicht-erreichbar', next: path };
  if (check.state === 'unverified') return { fehler: 'unbestaetigt', next: path };
  return { next: path };
}

/**
 * The dashboard's guard at the edge: no /dash page or RSC twin, however its path is spelt, without
 * a session the server knows and PocketBase vouches for. Unknown or ended sessions are cleared.
 */
export default function authGuard(): MiddlewareHandler<SiteEnv> {
  return async function guardDashboard(c, next) {
    const { route } = c.var.request;
    if (!route.ok || !isDashboardPath(route.path) || route.path === '/dash') return next();
    // Open with or without a session (a colleague's link may be opened in a signed-in browser).
    const open = SIGNED_OUT_PAGES.includes(route.path);
    const cookie = readSessionCookie(c);
    const { bindings, config } = c.var.request;
    const check =
      cookie && !open
        ? await checkStaffSession(staffAuthClient(bindings, config.siteId), cookie)
        : ({ state: 'none' } as const);
    if (open) {
      // Nothing to check: the page asks for what the link or the form carries.
    } else if (route.path === '/dash/login') {
      if (check.state === 'valid') {
        c.res = c.redirect(route.rsc ? '/RSC/R/dash/start.txt' : '/dash/start', 302);
        return;
      }
    } else if (check.state !== 'valid') {
      c.res = toLogin(c, route.rsc, refusal(check, route.path));
      if (cookie && check.state !== 'unavailable') clearSessionCookie(c);
      return;
    } else {
      c.var.request.staffSession = check.session;
      c.var.request.formBrowser = readFormCookie(c);
    }
    await next();
    // Staff pages are personal (previews show what is not public): never stored by the edge or the browser, never
    // indexed.
    c.res.headers.set('Cache-Control', 'private, no-store');
    c.res.headers.set('Vary', 'Cookie');
    c.res.headers.set('X-Robots-Tag', 'noindex');
  };
}

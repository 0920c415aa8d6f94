import { clearSessionCookie, readSessionCookie } from '../../../lib/edge/cookie-jar';
import { isSessionId, staffAuthClient } from '../staff-auth-client';
import { formPost } from '../../../lib/edge/form-post';

/**
 * POST /dash/logout: the session is deleted on the server, so a copied cookie is worthless
 * afterwards; the browser's cookie is cleared too. Forms from our own origin only.
 */
export default function staffLogout() {
  return formPost('/dash/logout', async (c) => {
    const id = readSessionCookie(c);
    const { bindings, config } = c.var.request;
    if (isSessionId(id)) await staffAuthClient(bindings, config.siteId).deleteSession(id);
    c.res = c.redirect('/dash/login?abgemeldet=1', 303);
    clearSessionCookie(c);
    return c.res;
  });
}

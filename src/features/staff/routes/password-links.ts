import type { Context, MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { acceptInvitation, confirmPasswordReset, requestPasswordReset } from '../../../lib/content/auth';
import { clientAddress } from '../../../lib/domain/client-address';
import { FormReader, type FormBody } from '../../../lib/domain/form-reader';
import { normaliseAccount } from '../../../lib/domain/login-throttle';
import { readLimitedBody } from '../../../lib/edge/limited-body';
import { describeError } from '../../../lib/platform/log';
import { log, type SiteEnv } from '../../../lib/platform/request-context';
import { checkNewPassword, MAX_EMAIL, MAX_PASSWORD } from '../../../lib/domain/staff-passwords';
import { staffAuthClient } from '../staff-auth-client';
import { LOGIN_ANSWER_MS, MAX_LOGIN_BYTES } from './sign-in';

/** The pages a staff member reaches without a session: from a mail's link, or because the password is forgotten. */
export const PASSWORD_LINK_PATHS = {
  forgotten: '/dash/passwort-vergessen',
  reset: '/dash/passwort-neu',
  invitation: '/dash/einladung',
} as const;

/** What the pages say when the link or the password was refused (`fehler` in the address). */
export type PasswordLinkError = 'link' | 'kurz' | 'lang' | 'ungleich' | 'nicht-erreichbar' | 'zu-viele';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const back = (c: Context<SiteEnv>, path: string, query: Record<string, string>) =>
  c.redirect(`${path}?${new URLSearchParams(query)}`, 303);

const passwordError = (password: string, confirm: string): PasswordLinkError | undefined => {
  const errors = checkNewPassword(password, confirm);
  if (errors.passwordConfirm) return 'ungleich';
  if (errors.password) return password.length > MAX_PASSWORD ? 'lang' : 'kurz';
  return undefined;
};

/**
 * "Passwort vergessen?": PocketBase mails a link when the address has an account. The answer is the same either
 * way, and takes as long: nobody learns from it who has an account. The sign-in budgets of the site count each
 * request, so the form cannot be used to flood someone's mailbox.
 */
async function forgotten(c: Context<SiteEnv>, form: FormReader): Promise<Response> {
  const email = form.text('email', MAX_EMAIL + 1).trim();
  if (!email.includes('@') || email.length > MAX_EMAIL)
    return back(c, PASSWORD_LINK_PATHS.forgotten, { email, fehler: 'adresse' });
  const { bindings, config } = c.var.request;
  const address = clientAddress(c.req.header('cf-connecting-ip'));
  try {
    const reserved = await staffAuthClient(bindings, config.siteId).attempt({
      account: `reset:${normaliseAccount(email)}`,
      address,
    });
    if (!reserved.allowed) return back(c, PASSWORD_LINK_PATHS.forgotten, { fehler: 'zu-viele' });
  } catch (error) {
    log('error', 'session-store-unavailable', { error: describeError(error) });
    return back(c, PASSWORD_LINK_PATHS.forgotten, { email, fehler: 'nicht-erreichbar' });
  }
  if (!(await requestPasswordReset(normaliseAccount(email)))) {
    return back(c, PASSWORD_LINK_PATHS.forgotten, { email, fehler: 'nicht-erreichbar' });
  }
  return back(c, PASSWORD_LINK_PATHS.forgotten, { gesendet: '1' });
}

/** A new password through a link: the reset mail's, or the invitation's. Then on to sign in with it. */
async function setPassword(c: Context<SiteEnv>, form: FormReader, path: string): Promise<Response> {
  const token = form.text('token', 2048);
  const password = form.text('password', MAX_PASSWORD + 1);
  const problem = passwordError(password, form.text('passwordConfirm', MAX_PASSWORD + 1));
  if (problem) return back(c, path, { token, fehler: problem });
  const result =
    path === PASSWORD_LINK_PATHS.invitation
      ? await acceptInvitation(token, password)
      : await confirmPasswordReset(token, password);
  if (!result.ok) {
    const fehler: PasswordLinkError =
      result.reason === 'unavailable' ? 'nicht-erreichbar' : result.reason === 'password' ? 'kurz' : 'link';
    return back(c, path, fehler === 'link' ? { fehler } : { token, fehler });
  }
  const query: Record<string, string> = result.email ? { email: result.email } : {};
  if (path === PASSWORD_LINK_PATHS.invitation) query.eingeladen = '1';
  else query.passwort = 'neu';
  return c.redirect(`/dash/login?${new URLSearchParams(query)}`, 303);
}

/**
 * POSTs of the pages staff reach without a session (PASSWORD_LINK_PATHS), from our own origin only, their bodies
 * limited as they arrive.
 */
export default function staffPasswordLinks(): MiddlewareHandler<SiteEnv> {
  const sameOrigin = csrf();
  const paths: readonly string[] = Object.values(PASSWORD_LINK_PATHS);
  return async function handlePasswordLink(c, next) {
    const { route } = c.var.request;
    if (c.req.method !== 'POST' || !route.ok || route.rsc || !paths.includes(route.path)) return next();
    const path = route.path;
    await sameOrigin(c, async () => {
      const started = Date.now();
      const read = await readLimitedBody(c, MAX_LOGIN_BYTES, () => c.req.parseBody() as Promise<FormBody>);
      const form = new FormReader(read === 'too-large' ? {} : (read ?? {}));
      if (read === 'too-large') {
        c.res = back(c, path, { fehler: path === PASSWORD_LINK_PATHS.forgotten ? 'adresse' : 'lang' });
      } else if (path === PASSWORD_LINK_PATHS.forgotten) {
        c.res = await forgotten(c, form);
        await sleep(LOGIN_ANSWER_MS - (Date.now() - started));
      } else {
        c.res = await setPassword(c, form, path);
      }
      c.res.headers.set('Cache-Control', 'private, no-store');
    });
  };
}

import type { Context, MiddlewareHandler } from 'hono';
import { providerCookie } from '../../../lib/edge/cookie-jar';
import { formatProviderStep, parseProviderStep, PROVIDER_STEP_MINUTES } from '../../../lib/domain/staff-cookies';
import { safeNextPath } from '../../../lib/domain/next-path';
import { listSignInProviders, signInWithProvider } from '../../../lib/content/auth';
import type { SiteEnv } from '../../../lib/platform/request-context';
import { backToLogin, type ProviderError, startSession } from './sign-in';
import { PROVIDER_RETURN_PATH, PROVIDER_START_PATH } from '../../../lib/domain/sign-in-paths';

// "Mit Microsoft anmelden" leads to PROVIDER_START_PATH (`?anbieter=microsoft&next=…`), and this on to the provider,
// which sends the staff member back to PROVIDER_RETURN_PATH.
export { PROVIDER_RETURN_PATH, PROVIDER_START_PATH };

/** The start of the way there: a fresh state and PKCE verifier from PocketBase, kept in this browser. */
async function leave(c: Context<SiteEnv>): Promise<Response> {
  const name = c.req.query('anbieter') ?? '';
  const next = safeNextPath(c.req.query('next'));
  const provider = (await listSignInProviders()).find((one) => one.name === name);
  if (!provider) return backToLogin(c, 'anbieter', {});
  const now = Date.now();
  const expiresAt = now + PROVIDER_STEP_MINUTES * 60_000;
  const back = `${c.var.request.url.origin}${PROVIDER_RETURN_PATH}`;
  c.res = c.redirect(`${provider.authURL}${encodeURIComponent(back)}`, 302);
  const { state, codeVerifier } = provider;
  providerCookie.set(c, formatProviderStep({ provider: name, state, codeVerifier, next, expiresAt }), expiresAt, now);
  return c.res;
}

const PROVIDER_ERRORS = {
  'no-account': 'kein-zugang',
  provider: 'anbieter-fehler',
  unverified: 'unbestaetigt',
  unavailable: 'nicht-erreichbar',
  'rate-limited': 'nicht-erreichbar',
  credentials: 'anbieter-fehler',
  'second-factor': 'anbieter-fehler',
} as const satisfies Record<string, ProviderError | 'unbestaetigt' | 'nicht-erreichbar'>;

/** The way back: only with the state this browser left with; PocketBase exchanges the code and names the account. */
async function arrive(c: Context<SiteEnv>): Promise<Response> {
  const step = parseProviderStep(providerCookie.read(c), Date.now());
  const { state, code, error } = c.req.query();
  const answer = async (): Promise<Response> => {
    if (!step || state !== step.state) return backToLogin(c, 'anbieter-abgebrochen', {});
    if (error || !code) return backToLogin(c, 'anbieter-abgebrochen', {});
    const back = `${c.var.request.url.origin}${PROVIDER_RETURN_PATH}`;
    const result = await signInWithProvider(step.provider, code, step.codeVerifier, back);
    if (result.ok) return startSession(c, result, step.next);
    return backToLogin(c, PROVIDER_ERRORS[result.reason], {});
  };
  c.res = await answer();
  providerCookie.clear(c);
  return c.res;
}

/**
 * GET /dash/login/mit and /dash/login/zurueck: sign-in with the school's Microsoft 365 or Google account through
 * PocketBase's OAuth2 for `users` (authorization code with PKCE and state), with plain redirects, no JavaScript.
 */
export default function providerSignIn(): MiddlewareHandler<SiteEnv> {
  return async function handleProviderSignIn(c, next) {
    const { route } = c.var.request;
    if (c.req.method !== 'GET' || !route.ok || route.rsc) return next();
    if (route.path === PROVIDER_START_PATH) c.res = await leave(c);
    else if (route.path === PROVIDER_RETURN_PATH) c.res = await arrive(c);
    else return next();
    c.res.headers.set('Cache-Control', 'private, no-store');
  };
}

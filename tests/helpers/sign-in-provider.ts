import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { getFreePort } from '../../scripts/lib/ports.mjs';

/** Someone with an account at the school's provider, as Microsoft Graph's /me names them. */
export type ProviderPerson = { id: string; displayName: string; mail: string };

/**
 * A stand-in for the school's Microsoft 365 (Entra ID) on loopback: a real OpenID Connect provider (oidc-provider)
 * with the authorization-code flow and PKCE, and Graph's `/v1.0/me`, which PocketBase's `microsoft` provider reads.
 * Its sign-in form is oidc-provider's own: any login named in `people`, any password.
 */
export async function startSignInProvider({
  redirectUris,
  people,
}: {
  redirectUris: string[];
  people: Record<string, ProviderPerson>;
}) {
  const port = await getFreePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'schulwebsite';
  const clientSecret = randomBytes(16).toString('hex');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'User.Read'],
    findAccount: (_ctx, id) => (people[id] ? { accountId: id, claims: async () => ({ sub: id }) } : undefined),
    // The school's tenant has consented for everyone: no consent page.
    async loadExistingGrant(ctx) {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? ''));
      await grant.save();
      return grant;
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
  });
  provider.use(async (ctx, next) => {
    if (ctx.path !== '/v1.0/me') return next();
    const value = (ctx.get('authorization') || '').replace(/^Bearer /, '');
    const token = value ? await provider.AccessToken.find(value) : undefined;
    const person = token?.accountId ? people[token.accountId] : undefined;
    if (!person) {
      ctx.status = 401;
      return;
    }
    ctx.body = person;
  });
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));

  return {
    issuer,
    /** `users.oauth2.providers[]` in PocketBase: the `microsoft` provider, its addresses pointed here. */
    pocketbaseProvider: {
      name: 'microsoft',
      displayName: 'Microsoft',
      clientId,
      clientSecret,
      authURL: `${issuer}/auth`,
      tokenURL: `${issuer}/token`,
      userInfoURL: `${issuer}/v1.0/me`,
    },
    /**
     * A browser without JavaScript at the provider: from its authorization address (`authorizeUrl`, as the site
     * redirected) through its sign-in form as `login`, to the address it sends the browser back to.
     */
    async signIn(authorizeUrl: string, login: string): Promise<URL> {
      const jar = new Map<string, string>();
      const keep = (response: Response) => {
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
      };
      const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const go = async (url: string, init: RequestInit = {}) => {
        const response = await fetch(url, {
          redirect: 'manual',
          ...init,
          headers: { cookie: cookie(), ...init.headers },
        });
        keep(response);
        return response;
      };
      let response = await go(authorizeUrl);
      for (let hop = 0; hop < 8; hop++) {
        const location = response.headers.get('location');
        if (!location) {
          const form = /action="([^"]+)"/.exec(await response.text());
          if (!form) throw new Error(`the provider answered ${response.status} without a form`);
          response = await go(new URL(form[1]!, issuer).href, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ prompt: 'login', login, password: 'egal' }).toString(),
          });
          continue;
        }
        const target = new URL(location, issuer);
        if (target.origin !== issuer) return target;
        response = await go(target.href);
      }
      throw new Error('the provider never sent the browser back');
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const SERVICE_TOKEN = {
  clientId: '6f3c1d2e9a8b7c6d5e4f3a2b1c0d9e8f.access',
  clientSecret: 'a8d7c6b5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7',
};

/**
 * Stands in for Cloudflare Access in front of PocketBase (which cannot run here): a request that carries the
 * service token's two headers is passed on, any other is refused the way Access refuses a client without a valid
 * token: with a redirect to its sign-in page on another origin (`login`, which records who followed it), or, with
 * "Return 401 response for Service Auth policies" on, with its own 401 page.
 */
export async function startAccessProxy(
  target: string,
  { refuseWith = 'redirect' }: { refuseWith?: 'redirect' | 401 } = {},
) {
  const passed: string[] = [];
  const refused: string[] = [];
  const followed: http.IncomingHttpHeaders[] = [];

  const login = http.createServer((req, res) => {
    followed.push(req.headers);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Sign in ・ Cloudflare Access</title>');
  });
  await new Promise<void>((resolve) => login.listen(0, '127.0.0.1', resolve));
  const loginUrl = `http://127.0.0.1:${(login.address() as AddressInfo).port}/cdn-cgi/access/login`;

  const proxy = http.createServer((req, res) => {
    const {
      'cf-access-client-id': clientId,
      'cf-access-client-secret': clientSecret,
      ...forwarded
    } = req.headers as Record<string, string | undefined>;
    const carriesToken = clientId === SERVICE_TOKEN.clientId && clientSecret === SERVICE_TOKEN.clientSecret;
    if (!carriesToken) {
      refused.push(req.url ?? '');
      if (refuseWith === 401) {
        res.writeHead(401, { 'content-type': 'text/html' }).end('<title>Forbidden ・ Cloudflare Access</title>');
        return;
      }
      res.writeHead(302, { location: `${loginUrl}?redirect_url=${encodeURIComponent(req.url ?? '/')}` }).end();
      return;
    }
    passed.push(req.url ?? '');
    const headers = { ...forwarded, host: new URL(target).host };
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    passed,
    refused,
    /** Requests that followed a refusal's redirect to the sign-in page, with the headers they carried. */
    followed,
    reset() {
      passed.length = 0;
      refused.length = 0;
      followed.length = 0;
    },
    close: () => Promise.all([close(proxy), close(login)]).then(() => undefined),
  };
}

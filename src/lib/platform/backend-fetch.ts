import { getSiteConfig } from './config';

/** The Cloudflare Access service token's headers (contract.md, Configuration). */
export const ACCESS_HEADERS = { clientId: 'CF-Access-Client-Id', clientSecret: 'CF-Access-Client-Secret' } as const;

/**
 * Every request the worker makes to PocketBase goes through here: reads, staff sign-in and refresh, file tokens,
 * files. With a service token configured it carries the token, so PocketBase can sit behind Cloudflare Access and
 * answer no one else. Redirects are never followed: a redirect would carry the secret to wherever it points (Access
 * answers a request it refuses with a redirect to its sign-in page), and PocketBase's API never redirects.
 * @throws when the answer is a redirect, like a failed connection: there is no answer from PocketBase
 */
export async function fetchBackend(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const request = new Request(input, { ...init, redirect: 'manual' });
  const access = getSiteConfig().pocketbaseAccess;
  if (access) {
    request.headers.set(ACCESS_HEADERS.clientId, access.clientId);
    request.headers.set(ACCESS_HEADERS.clientSecret, access.clientSecret);
  }
  const response = await fetch(request);
  if (response.status < 300 || response.status >= 400) return response;
  await response.body?.cancel();
  const target = response.headers.get('location')?.split('?')[0];
  throw new Error(
    `PocketBase answered ${response.status} to ${target}: Cloudflare Access refusing the worker? ` +
      'Check POCKETBASE_ACCESS_CLIENT_ID / POCKETBASE_ACCESS_CLIENT_SECRET (npm run doctor).',
  );
}

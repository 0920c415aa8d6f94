import { currentRequest, getSiteConfig } from './request-context';

/** The Cloudflare Access service token's headers (contract.md, Configuration). */
export const ACCESS_HEADERS = { clientId: 'CF-Access-Client-Id', clientSecret: 'CF-Access-Client-Secret' } as const;

/** Redirect statuses; 304 (a stored file confirmed) is an answer. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Whether Cloudflare Access, not PocketBase, answered: Access refuses with a redirect to its sign-in page, or (with
 * "Return 401 response for Service Auth policies") with its own 401/403 page. PocketBase's API answers every error as
 * JSON, so a 401/403 without JSON is not PocketBase saying "wrong password" or "not yours".
 */
function isAccessRefusal(response: Response): boolean {
  if (REDIRECTS.has(response.status)) return true;
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  return (response.status === 401 || response.status === 403) && !json;
}

/**
 * Every request the worker makes to PocketBase goes through here: reads, staff sign-in and refresh, file tokens,
 * files. With a service token configured it carries the token, so PocketBase can sit behind Cloudflare Access and
 * answer no one else. Redirects are never followed: a redirect would carry the secret to wherever it points (Access
 * answers a request it refuses with a redirect to its sign-in page), and PocketBase's API never redirects.
 * PocketBase is reached as the request says (the runtime's fetch, or a test's stand-in backend).
 * `access`: the service token, by default the worker's (a Durable Object passes its own configuration's).
 * @throws when Cloudflare Access refused the request, like a failed connection: there is no answer from PocketBase
 */
export async function fetchBackend(
  input: string | URL,
  init: RequestInit = {},
  access = getSiteConfig().pocketbaseAccess,
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (access) {
    headers.set(ACCESS_HEADERS.clientId, access.clientId);
    headers.set(ACCESS_HEADERS.clientSecret, access.clientSecret);
  }
  const backend = currentRequest()?.backend ?? fetch;
  const response = await backend(input, { ...init, headers, redirect: 'manual' });
  if (!isAccessRefusal(response)) return response;
  await response.body?.cancel();
  const target = response.headers.get('location')?.split('?')[0];
  throw new Error(
    `PocketBase answered ${response.status}${target ? ` to ${target}` : ' without JSON'}: Cloudflare Access refusing ` +
      'the worker? Check POCKETBASE_ACCESS_CLIENT_ID / POCKETBASE_ACCESS_CLIENT_SECRET (npm run doctor).',
  );
}

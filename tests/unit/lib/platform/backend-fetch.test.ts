import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fetchBackend } from '../../../../src/lib/platform/backend-fetch';
import { type SiteConfig } from '../../../../src/lib/platform/config';

const TOKEN = { clientId: 'id.access', clientSecret: 'geheim' };
let sent: { url: string; init: RequestInit }[] = [];

function answer(status: number, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(status === 304 ? null : 'x', { status, headers });
    }),
  );
}

/** The service token a test configures, passed as the worker's configuration would pass it. */
let access: SiteConfig['pocketbaseAccess'];
function configure(token: SiteConfig['pocketbaseAccess']) {
  access = token;
}
const fetchWith = (input: string, init: RequestInit = {}) => fetchBackend(input, init, access);

beforeEach(() => {
  sent = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('every request to PocketBase', () => {
  test('carries the service token when one is configured, beside its own headers', async () => {
    configure(TOKEN);
    answer(200);
    await fetchWith('https://cms.example/api/health', { headers: { 'If-Modified-Since': 'x' } });
    const headers = new Headers(sent[0]?.init.headers);
    expect(headers.get('CF-Access-Client-Id')).toBe('id.access');
    expect(headers.get('CF-Access-Client-Secret')).toBe('geheim');
    expect(headers.get('If-Modified-Since')).toBe('x');
  });

  test('carries no Access header without a token', async () => {
    configure(undefined);
    answer(200);
    await fetchWith('https://cms.example/api/health');
    expect([...new Headers(sent[0]?.init.headers).keys()]).toEqual([]);
  });

  test('never follows a redirect', async () => {
    configure(TOKEN);
    answer(200);
    await fetchWith('https://cms.example/api/health');
    expect(sent[0]?.init.redirect).toBe('manual');
  });

  test.each([301, 302, 303, 307, 308])(
    'a %i (Access refusing) fails like a lost connection, naming the settings',
    async (status) => {
      configure(TOKEN);
      answer(status, { location: 'https://schule.cloudflareaccess.com/cdn-cgi/access/login/cms?kid=1' });
      await expect(fetchWith('https://cms.example/api/health')).rejects.toThrow(
        `PocketBase answered ${status} to https://schule.cloudflareaccess.com/cdn-cgi/access/login/cms: Cloudflare Access`,
      );
    },
  );

  test('a redirect without a body or a target still fails, telling where to look', async () => {
    configure(undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 302 })),
    );
    await expect(fetchWith('https://cms.example/api/health')).rejects.toThrow(
      'PocketBase answered 302 without JSON: Cloudflare Access refusing the worker? Check POCKETBASE_ACCESS_CLIENT_ID / POCKETBASE_ACCESS_CLIENT_SECRET (npm run doctor).',
    );
  });

  test.each([401, 403])('Access’s own %i page (no JSON) fails like a lost connection too', async (status) => {
    configure(TOKEN);
    answer(status, { 'content-type': 'text/html' });
    await expect(fetchWith('https://cms.example/api/health')).rejects.toThrow(
      `PocketBase answered ${status} without JSON: Cloudflare Access refusing the worker?`,
    );
  });

  test.each([401, 403, 404])(
    'PocketBase’s own %i (JSON) is its answer: a wrong password, a refused account',
    async (status) => {
      configure(TOKEN);
      answer(status, { 'content-type': 'application/json; charset=utf-8' });
      expect((await fetchWith('https://cms.example/api/collections/users/auth-with-password')).status).toBe(status);
    },
  );

  test.each([200, 304, 404, 500])('a %i is PocketBase’s answer and handed back', async (status) => {
    configure(TOKEN);
    answer(status);
    expect((await fetchWith('https://cms.example/api/files/a/b/c.jpg')).status).toBe(status);
  });
});

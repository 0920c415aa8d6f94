import type { Miniflare } from 'miniflare';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { AUTHOR, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { SERVICE_TOKEN, startAccessProxy } from '../helpers/access-proxy';
import { get, startWorker } from '../helpers/worker';

const ORIGIN = 'http://127.0.0.1:8787';
const UNAVAILABLE = 'können gerade nicht geladen werden';
const PUBLIC_ADDRESSES = ['/', '/posts', `/posts/${POST_IDS.pinned}`, '/kalender', '/suche?q=Schule'];
const MACHINE_ADDRESSES = ['/sitemap.xml', '/feed.xml', '/kalender.ics'];

let access: Awaited<ReturnType<typeof startAccessProxy>>;
const workers: Miniflare[] = [];

/** The built worker reading PocketBase through the stand-in for Access; its own cache, so every read reaches it. */
async function site(token: Partial<typeof SERVICE_TOKEN>) {
  const worker = await startWorker({
    POCKETBASE_URL: access.url,
    ...(token.clientId ? { POCKETBASE_ACCESS_CLIENT_ID: token.clientId } : {}),
    ...(token.clientSecret ? { POCKETBASE_ACCESS_CLIENT_SECRET: token.clientSecret } : {}),
  });
  workers.push(worker);
  return worker;
}

async function signIn(worker: Miniflare) {
  return get(worker, '/dash/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ email: AUTHOR.email, password: AUTHOR.password }).toString(),
  });
}

const fileAddresses = (html: string) => [...new Set(html.match(/\/api\/files\/[^"'\s)]+/g) ?? [])];

beforeAll(async () => {
  access = await startAccessProxy(inject('pocketbaseUrl'));
});
afterEach(() => access.reset());
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.dispose()));
  await access?.close();
});

describe('PocketBase behind Cloudflare Access', () => {
  test('with the service token every public read and file passes Access, and none is refused', async () => {
    const worker = await site(SERVICE_TOKEN);
    for (const path of [...PUBLIC_ADDRESSES, ...MACHINE_ADDRESSES]) {
      const { response, text } = await get(worker, path);
      expect(response.status, path).toBe(200);
      expect(text, path).not.toContain(UNAVAILABLE);
    }
    const home = await get(worker, '/');
    const files = fileAddresses(home.text).slice(0, 3);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const { response } = await get(worker, file.replaceAll('&amp;', '&'));
      expect(response.status, file).toBe(200);
    }
    expect(access.refused).toEqual([]);
    expect(access.passed.some((url) => url.startsWith('/api/collections/posts/records'))).toBe(true);
    expect(access.passed.some((url) => url.startsWith('/api/files/'))).toBe(true);
  });

  test('with the service token staff sign in, see the dashboard and preview a draft with its photos', async () => {
    const worker = await site(SERVICE_TOKEN);
    const login = await signIn(worker);
    expect(login.response.status).toBe(303);
    const cookie = /staff_session=[^;]+/.exec(login.response.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(cookie).not.toBe('');

    const dashboard = await get(worker, '/dash/publishing', { headers: { cookie } });
    expect(dashboard.response.status).toBe(200);
    expect(dashboard.text).toContain('Entwürfe');

    const preview = await get(worker, `/dash/vorschau/${POST_IDS.draft}`, { headers: { cookie } });
    expect(preview.response.status).toBe(200);
    const photo = fileAddresses(preview.text).find((address) => address.includes('token='));
    expect(photo).toBeDefined();
    const file = await get(worker, photo!.replaceAll('&amp;', '&'), { headers: { cookie } });
    expect(file.response.status).toBe(200);

    expect(access.refused).toEqual([]);
    const passed = access.passed.join('\n');
    expect(passed).toContain('/api/collections/users/auth-with-password');
    expect(passed).toContain('/api/files/token');
    expect(passed).toMatch(/\/api\/files\/[^\n]*token=/);
  });

  test('Access answering 401 instead of a redirect is a refusal too: no session ends, no file is taken for gone', async () => {
    const strict = await startAccessProxy(inject('pocketbaseUrl'), { refuseWith: 401 });
    try {
      const worker = await startWorker({ POCKETBASE_URL: strict.url });
      workers.push(worker);
      const home = await get(worker, '/');
      expect(home.text).toContain(UNAVAILABLE);
      const login = await signIn(worker);
      expect(login.response.headers.get('location')).toContain('fehler=nicht-erreichbar');
      const file = await get(worker, '/api/files/pbc_1125843985/post00000000014/bild.jpg');
      expect(file.response.status).toBeGreaterThanOrEqual(500);
      expect(strict.refused.length).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });

  test.each([
    ['without a token', {}],
    ['with only the id', { clientId: SERVICE_TOKEN.clientId }],
    ['with a wrong secret', { ...SERVICE_TOKEN, clientSecret: 'falsch' }],
  ])(
    '%s Access refuses the worker: visitors get the notice, never a 500, and no redirect is followed',
    async (_, token) => {
      const worker = await site(token);
      for (const path of PUBLIC_ADDRESSES) {
        const { response, text } = await get(worker, path);
        expect(response.status, path).toBe(200);
        expect(text, path).toContain(UNAVAILABLE);
      }
      const login = await signIn(worker);
      expect(login.response.status).toBeLessThan(500);
      expect(login.response.headers.get('set-cookie') ?? '').not.toContain('staff_session=');
      expect(access.refused.length).toBeGreaterThan(0);
      expect(access.passed).toEqual([]);
      // A redirect followed would hand the secret to wherever it points.
      expect(access.followed).toEqual([]);
    },
  );
});

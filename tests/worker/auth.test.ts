import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { get, startWorker } from '../helpers/worker';

const DASH_ROUTES = [
  'faq',
  'home',
  'start',
  'dyknow',
  'saying',
  'classes',
  'parents',
  'theater',
  'bikeline',
  'calendar',
  'teachers',
  'posts',
  'posts/post00000000014',
  'creative',
  'creative/post00000000027',
  'projects',
  'projects/post00000000021',
  'old-but-great',
  'old-but-great/post00000000018',
  'projects/current',
];

let worker: Miniflare;

beforeAll(async () => {
  worker = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl') });
});
afterAll(() => worker?.dispose());

async function signIn(fields: Record<string, string>, origin = 'http://127.0.0.1:8787') {
  return get(worker, '/dash/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
}

function cookieValue(setCookie: string | null): string {
  return /staff_session=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';
}

let validCookie = '';
async function staffCookie(): Promise<string> {
  if (!validCookie) {
    const { response } = await signIn({ email: STAFF.email, password: STAFF.password });
    validCookie = `staff_session=${cookieValue(response.headers.get('set-cookie'))}`;
  }
  return validCookie;
}

function fakeToken(claims: Record<string, unknown>, signature = 'c2lnbmF0dXJl'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${signature}`;
}

describe('auth guard', () => {
  test('anonymous visitors of every dashboard page and its RSC twin are sent to the login', async () => {
    for (const route of DASH_ROUTES) {
      const page = await get(worker, `/dash/${route}`);
      expect(page.response.status, route).toBe(302);
      expect(page.response.headers.get('location'), route).toBe(
        `/dash/login?next=${encodeURIComponent(`/dash/${route}`)}`,
      );
      const rsc = await get(worker, `/RSC/R/dash/${route}.txt`);
      expect(rsc.response.status, `rsc ${route}`).toBe(302);
      expect(rsc.response.headers.get('location'), `rsc ${route}`).toBe(
        `/RSC/R/dash/login.txt?${new URLSearchParams({ query: `next=${encodeURIComponent(`/dash/${route}`)}` })}`,
      );
    }
  });

  test('the login page itself is open and carries the form', async () => {
    const { response, text } = await get(worker, '/dash/login');
    expect(response.status).toBe(200);
    expect(text).toContain('Anmeldung für Lehrkräfte');
    expect(text).toContain('name="password"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  test('the seeded staff member signs in and gets one safe session cookie', async () => {
    const { response } = await signIn({ email: STAFF.email, password: STAFF.password, next: '/dash/teachers' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dash/teachers');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^staff_session=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(60);
    expect(cookie).not.toContain('Secure');
    expect(cookie.length).toBeLessThan(4096);
  });

  test('over https the session cookie is Secure', async () => {
    const response = await worker.dispatchFetch('https://schule.example/dash/login', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: STAFF.email, password: STAFF.password }).toString(),
    });
    expect(response.headers.get('set-cookie')).toContain('Secure');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  test('a signed-in staff member reaches the dashboard, uncached', async () => {
    const cookie = await staffCookie();
    const { response } = await get(worker, '/dash/start', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const login = await get(worker, '/dash/login', { headers: { cookie } });
    expect(login.response.headers.get('location')).toBe('/dash/start');
  });

  test('a wrong password is refused with a German message and the typed email kept', async () => {
    const { response } = await signIn({ email: STAFF.email, password: 'falsch' });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBeNull();
    const location = response.headers.get('location') ?? '';
    expect(location).toContain('fehler=zugangsdaten');
    const page = await get(worker, location);
    expect(page.text).toContain('E-Mail-Adresse oder Passwort ist falsch');
    expect(page.text).toContain(`value="${STAFF.email}"`);
  });

  test.each([
    [
      'forged',
      () => fakeToken({ id: 'user00000000001', type: 'authRecord', exp: Math.floor(Date.now() / 1000) + 3600 }),
    ],
    [
      'expired',
      () => fakeToken({ id: 'user00000000001', type: 'authRecord', exp: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['garbage', () => 'not-a-token'],
  ])('a %s cookie is refused and cleared', async (_kind, token) => {
    const { response } = await get(worker, '/dash/start', { headers: { cookie: `staff_session=${token()}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('/dash/login');
    if (_kind !== 'garbage' || response.headers.get('set-cookie')) {
      expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    }
  });

  test('a tampered cookie (valid token, changed payload) is refused', async () => {
    const [header, payload, signature] = (await staffCookie()).replace('staff_session=', '').split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    const tampered = fakeToken({ ...claims, id: 'user00000000002' }, signature).replace(/^[^.]+/, header ?? '');
    const { response } = await get(worker, '/dash/start', { headers: { cookie: `staff_session=${tampered}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  test('next never leaves the site', async () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', '/posts', 'javascript:alert(1)']) {
      const { response } = await signIn({ email: STAFF.email, password: STAFF.password, next });
      expect(response.headers.get('location'), next).toBe('/dash/start');
    }
  });

  test('a login posted from another origin is refused', async () => {
    const { response } = await signIn({ email: STAFF.email, password: STAFF.password }, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('a logout posted from another site is refused', async () => {
    const { response } = await get(worker, '/dash/logout', {
      method: 'POST',
      headers: { cookie: await staffCookie(), origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('logout clears the cookie', async () => {
    const { response } = await get(worker, '/dash/logout', {
      method: 'POST',
      headers: { cookie: await staffCookie() },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dash/login?abgemeldet=1');
    expect(response.headers.get('set-cookie')).toMatch(/^staff_session=; .*Max-Age=0/);
  });
});

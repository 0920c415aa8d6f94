import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Miniflare } from 'miniflare';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { AUTHOR } from '../../pocketbase/seed/seed.mjs';
import { superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { PUBLIC_ROUTES } from '../../scripts/bench/routes.mjs';
import { LOGIN_ANSWER_MS, MAX_PASSWORD_LENGTH } from '../../src/features/staff/routes/sign-in';
import { startBackendProxy } from '../helpers/backend-proxy';
import { newStaffAccount, signInAtSite } from '../helpers/staff-sign-in';
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

const ORIGIN = 'http://127.0.0.1:8787';
let worker: Miniflare;
let proxy: Awaited<ReturnType<typeof startBackendProxy>>;

// PocketBase behind a counting proxy: some tests must show that nothing reached it.
beforeAll(async () => {
  proxy = await startBackendProxy(inject('pocketbaseUrl'));
  worker = await startWorker({ POCKETBASE_URL: proxy.url });
});
afterAll(async () => {
  await worker?.dispose();
  await proxy?.close();
});

async function adminClient(): Promise<PocketBase> {
  const pb = new PocketBase(inject('pocketbaseUrl'));
  const admin = superuserCredentials();
  await pb.collection('_superusers').authWithPassword(admin.email, admin.password);
  return pb;
}

/** A staff account of its own for a test; `verified` as given. */
async function createStaff(email: string, verified: boolean) {
  const password = 'Test-Passwort-2026';
  const pb = await adminClient();
  await pb.collection('users').create({ email, password, passwordConfirm: password, verified, name: email });
  return { email, password };
}

async function signIn(fields: Record<string, string>, origin = ORIGIN, headers: Record<string, string> = {}) {
  return get(worker, '/dash/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function cookieValue(setCookie: string | null): string {
  return /staff_session=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';
}

/** An editor's session (password and mailed code): an editor of this file's own, signed in again after a logout. */
async function staffCookie(): Promise<string> {
  editor ??= newStaffAccount(await adminClient(), 'editor');
  const fresh = validCookie === '';
  validCookie = 'signed in';
  return signInAtSite(worker, await editor, { fresh });
}
let editor: ReturnType<typeof newStaffAccount> | undefined;
let validCookie = '';

function fakeToken(claims: Record<string, unknown>, signature = 'c2lnbmF0dXJl'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${signature}`;
}

async function logout(cookie: string) {
  return get(worker, '/dash/logout', { method: 'POST', headers: { cookie, origin: ORIGIN } });
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

  test('the seeded staff member signs in and gets one safe session cookie: a random id, not the token', async () => {
    const { response } = await signIn({ email: AUTHOR.email, password: AUTHOR.password, next: '/dash/teachers' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dash/teachers');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; /);
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
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://schule.example' },
      body: new URLSearchParams({ email: AUTHOR.email, password: AUTHOR.password }).toString(),
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
    const loginTwin = await get(worker, '/RSC/R/dash/login.txt', { headers: { cookie } });
    expect(loginTwin.response.headers.get('location')).toBe('/RSC/R/dash/start.txt');
  });

  test('a wrong password is refused with a German message and the typed email kept', async () => {
    const { response } = await signIn({ email: AUTHOR.email, password: 'falsch' });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toBeNull();
    const location = response.headers.get('location') ?? '';
    expect(location).toContain('fehler=zugangsdaten');
    const page = await get(worker, location);
    expect(page.text).toContain('E-Mail-Adresse oder Passwort ist falsch');
    expect(page.text).toContain(`value="${AUTHOR.email}"`);
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

  test('a PocketBase token is no session: set as the cookie, even a valid one is refused and cleared', async () => {
    const { token } = await new PocketBase(inject('pocketbaseUrl'))
      .collection('users')
      .authWithPassword(AUTHOR.email, AUTHOR.password);
    const { response } = await get(worker, '/dash/start', { headers: { cookie: `staff_session=${token}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('/dash/login');
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
  });

  test('next never leaves the site', async () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', '/posts', 'javascript:alert(1)']) {
      const { response } = await signIn({ email: AUTHOR.email, password: AUTHOR.password, next });
      expect(response.headers.get('location'), next).toBe('/dash/start');
    }
  });

  test('a login posted from another origin is refused', async () => {
    const { response } = await signIn({ email: AUTHOR.email, password: AUTHOR.password }, 'https://evil.example');
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
    const { response } = await logout(await staffCookie());
    validCookie = '';
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dash/login?abgemeldet=1');
    expect(response.headers.get('set-cookie')).toMatch(/^staff_session=; .*Max-Age=0/);
  });
});

describe('sign-in and sign-out hardening', () => {
  test('the cookie of a logged-out session cannot be used again, although the token would live 5 days', async () => {
    const cookie = await staffCookie();
    validCookie = '';
    expect((await get(worker, '/dash/start', { headers: { cookie } })).response.status).toBe(200);
    await logout(cookie);
    for (const path of ['/dash/start', '/RSC/R/dash/posts.txt']) {
      const replay = await get(worker, path, { headers: { cookie } });
      expect(replay.response.status, path).toBe(302);
      expect(replay.text, path).not.toContain('angemeldet als');
    }
  });

  test('an unverified account is refused with a German message and no session', async () => {
    const staff = await createStaff('unbestaetigt@schule.test', false);
    const { response } = await signIn({ email: staff.email, password: staff.password });
    expect(response.headers.get('set-cookie')).toBeNull();
    const location = response.headers.get('location') ?? '';
    expect(location).toContain('fehler=unbestaetigt');
    expect((await get(worker, location)).text).toContain('Dieses Konto ist noch nicht bestätigt');
  });

  test('PocketBase itself refuses the right password of an unverified account (auth rule verified = true)', async () => {
    const staff = await createStaff('unbestaetigt2@schule.test', false);
    await expect(
      new PocketBase(inject('pocketbaseUrl')).collection('users').authWithPassword(staff.email, staff.password),
    ).rejects.toMatchObject({ status: 403 });
  });

  test('the PocketBase token of an unverified account opens nothing', async () => {
    const staff = await createStaff('unbestaetigt3@schule.test', false);
    const pb = await adminClient();
    const { id } = await pb.collection('users').getFirstListItem(pb.filter('email = {:email}', { email: staff.email }));
    // A token PocketBase issued before the account lost its verification, as a superuser can still make one.
    const { token } = (await pb.collection('users').impersonate(id, 3600)).authStore;
    const { response, text } = await get(worker, '/dash/start', { headers: { cookie: `staff_session=${token}` } });
    expect(response.status).toBe(302);
    expect(text).not.toContain('angemeldet als');
  });

  test('an unknown account and a wrong password take equally long to answer', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const { response } = await signIn({ email, password: 'falsch-falsch' }, ORIGIN, {
        'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 200)}`,
      });
      expect(response.headers.get('location')).toContain('fehler=zugangsdaten');
      return performance.now() - started;
    };
    const unknown = [await timed('niemand@schule.test'), await timed('keiner@schule.test')];
    const wrong = [await timed(AUTHOR.email), await timed(AUTHOR.email)];
    for (const ms of [...unknown, ...wrong]) expect(ms).toBeGreaterThanOrEqual(LOGIN_ANSWER_MS - 5);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(Math.abs(mean(unknown) - mean(wrong))).toBeLessThan(150);
  });

  test('a password over 256 characters is refused before it reaches PocketBase', async () => {
    proxy.reset();
    const { response } = await signIn({ email: AUTHOR.email, password: 'x'.repeat(MAX_PASSWORD_LENGTH + 1) });
    expect(response.headers.get('location')).toContain('fehler=zu-lang');
    expect(proxy.requests.filter((url) => url.includes('auth-with-password'))).toEqual([]);
    expect((await get(worker, response.headers.get('location') ?? '')).text).toContain('höchstens 256 Zeichen');
  });
});

describe('the stylesheet of each page (scripts/build/site-css.mjs)', () => {
  const MANIFEST = path.resolve(import.meta.dirname, '../../dist/server/__vite_rsc_assets_manifest.js');
  const dashboardCss = async () =>
    ((await import(pathToFileURL(MANIFEST).href)) as { default: { dashboardCss: string } }).default.dashboardCss;

  /** The page's inline stylesheet, and the classes its markup uses that no rule there names. */
  function stylesheetOf(html: string) {
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const markup = html.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '');
    const classes = new Set([...markup.matchAll(/ class="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/)));
    return { style, unstyled: [...classes].filter((name) => name && !style.includes(`.${name}`)) };
  }

  test('public pages leave out the staff area’s rules, and every class their markup uses has its rule', async () => {
    const staffOnly = await dashboardCss();
    expect(staffOnly.length).toBeGreaterThan(1000);
    for (const route of PUBLIC_ROUTES) {
      const { style, unstyled } = stylesheetOf((await get(worker, route)).text);
      expect({ route, staffRules: style.includes(staffOnly), unstyled }).toEqual({
        route,
        staffRules: false,
        unstyled: [],
      });
    }
  });

  test('dashboard pages carry the staff area’s rules, and every class their markup uses has its rule', async () => {
    const staffOnly = await dashboardCss();
    const cookie = await staffCookie();
    const pages = [
      { route: '/dash/login', headers: {} },
      ...[...DASH_ROUTES, 'vorschau/post00000000014'].map((route) => ({
        route: `/dash/${route}`,
        headers: { cookie },
      })),
    ];
    for (const { route, headers } of pages) {
      const { response, text } = await get(worker, route, { headers });
      const { style, unstyled } = stylesheetOf(text);
      expect({ route, status: response.status, staffRules: style.includes(staffOnly), unstyled }).toEqual({
        route,
        status: 200,
        staffRules: true,
        unstyled: [],
      });
    }
  });
});

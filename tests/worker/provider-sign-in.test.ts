import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import STAFF from '../../pocketbase/pb_hooks/staff.json';
import { seededPocketBaseFor, superuserOf } from '../helpers/seeded-pocketbase';
import { startSignInProvider } from '../helpers/sign-in-provider';
import { newStaffAccount } from '../helpers/staff-sign-in';
import { get, startWorker } from '../helpers/worker';

// contract.md, "Staff accounts and sign-in": sign-in with the school's Microsoft 365 through PocketBase's OAuth2 for
// `users` (authorization code with PKCE and state, plain redirects), against a stand-in provider on loopback that
// PocketBase knows as its `microsoft` provider. Only accounts the school made sign in; nobody signs up this way.
const ORIGIN = 'http://127.0.0.1:8787';
const BACK = `${ORIGIN}/dash/login/zurueck`;
const pocketbase = seededPocketBaseFor('provider-sign-in');
let worker: Miniflare;
let superuser: PocketBase;
let provider: Awaited<ReturnType<typeof startSignInProvider>>;
let editor: Awaited<ReturnType<typeof newStaffAccount>>;
const INVITED = 'neu.eingeladen@schule.test';
const STRANGER = 'fremd@anderswo.test';

beforeAll(async () => {
  superuser = await superuserOf(pocketbase.url);
  editor = await newStaffAccount(superuser, 'editor');
  provider = await startSignInProvider({
    redirectUris: [BACK],
    people: {
      kollegin: { id: 'ms-kollegin', displayName: 'Eva Kollegin', mail: editor.email },
      eingeladen: { id: 'ms-eingeladen', displayName: 'Neu Eingeladen', mail: INVITED },
      fremd: { id: 'ms-fremd', displayName: 'Fremde Person', mail: STRANGER },
    },
  });
  await superuser.collections.update('users', {
    oauth2: { enabled: true, providers: [provider.pocketbaseProvider] },
  });
  worker = await startWorker({ POCKETBASE_URL: pocketbase.url });
});
afterAll(async () => {
  await worker?.dispose();
  await provider?.stop();
});

const setCookie = (response: { headers: { getSetCookie(): string[] } }, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
const pair = (line: string | undefined) => line?.split(';')[0];

/** The whole way as a browser without JavaScript takes it: the site, the provider's form as `login`, back. */
async function signInAs(login: string, next?: string) {
  const leave = await get(
    worker,
    `/dash/login/mit?${new URLSearchParams({ anbieter: 'microsoft', ...(next ? { next } : {}) })}`,
  );
  const stepCookie = pair(setCookie(leave.response, 'staff_provider'));
  const back = await provider.signIn(leave.response.headers.get('location')!, login);
  const arrive = await get(worker, `${back.pathname}${back.search}`, { headers: { cookie: stepCookie ?? '' } });
  return { leave, stepCookie, back, arrive, location: arrive.response.headers.get('location') ?? '' };
}

describe('sign-in with the school’s Microsoft account', () => {
  test('the login page offers the providers PocketBase is configured with, as plain links', async () => {
    const login = await get(worker, '/dash/login?next=%2Fdash%2Fteachers');
    expect(login.text).toContain('Mit Microsoft anmelden');
    expect(login.text).toContain('href="/dash/login/mit?anbieter=microsoft&amp;next=%2Fdash%2Fteachers"');
  });

  test('an editor the school made signs in, with PKCE and state, and without a second code', async () => {
    const way = await signInAs('kollegin', '/dash/teachers');
    const authorize = new URL(way.leave.response.headers.get('location')!);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('redirect_uri')).toBe(BACK);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/^\w{20,}$/);
    expect(setCookie(way.leave.response, 'staff_provider')).toMatch(/Path=\/dash\/login; HttpOnly; SameSite=Lax/);
    expect(way.back.href.startsWith(BACK)).toBe(true);

    expect(way.location).toBe('/dash/teachers');
    const session = pair(setCookie(way.arrive.response, 'staff_session'));
    expect(session).toBeDefined();
    expect(setCookie(way.arrive.response, 'staff_provider')).toMatch(/^staff_provider=;/);
    const start = await get(worker, '/dash/start', { headers: { cookie: session! } });
    expect(start.response.status).toBe(200);
    expect(start.text).toContain(editor.name);

    const account = await superuser.collection('users').getOne(editor.id);
    expect(account.sign_in_method).toBe('oauth2');
    const log = await superuser.collection('audit_log').getFullList({
      filter: superuser.filter('action = "sign_in" && target_id = {:id}', { id: editor.id }),
    });
    expect(log.map((entry) => entry.details)).toEqual([{ method: 'oauth2' }]);
  });

  test('an invited colleague signs in with the role the invitation gave, and their account is taken up', async () => {
    const invited = await superuser.collection('users').create({
      email: INVITED,
      name: 'Neu Eingeladen',
      role: 'author',
      password: 'Noch-nicht-gewaehlt-2026',
      passwordConfirm: 'Noch-nicht-gewaehlt-2026',
      verified: false,
    });
    const way = await signInAs('eingeladen');
    expect(way.location).toBe('/dash/start');
    const session = pair(setCookie(way.arrive.response, 'staff_session'));
    const form = await get(worker, '/dash/posts/new', { headers: { cookie: session! } });
    expect(form.response.status).toBe(200);
    expect(form.text).not.toContain('Veröffentlichen</button>');
    expect(await superuser.collection('users').getOne(invited.id)).toMatchObject({ verified: true, role: 'author' });
  });

  test('an account the school never made is refused in German, and no account is made for it', async () => {
    const way = await signInAs('fremd');
    expect(way.location).toBe('/dash/login?fehler=kein-zugang');
    expect(setCookie(way.arrive.response, 'staff_session')).toBeUndefined();
    const page = await get(worker, way.location);
    expect(page.text).toContain(STAFF.noAccount);
    const made = await superuser.collection('users').getList(1, 1, {
      filter: superuser.filter('email = {:email}', { email: STRANGER }),
    });
    expect(made.totalItems).toBe(0);
    const log = await superuser.collection('audit_log').getFullList({
      filter: superuser.filter('action = "sign_in_failed" && target_label = {:email}', { email: STRANGER }),
    });
    expect(log.map((entry) => entry.details)).toEqual([{ method: 'oauth2' }]);
  });

  test("an answer without this browser's state, or another state, signs nobody in", async () => {
    const leave = await get(worker, '/dash/login/mit?anbieter=microsoft');
    const back = await provider.signIn(leave.response.headers.get('location')!, 'kollegin');
    const stepCookie = pair(setCookie(leave.response, 'staff_provider'))!;
    const forged = `${back.pathname}?${new URLSearchParams({ ...Object.fromEntries(back.searchParams), state: 'x'.repeat(30) })}`;
    for (const [path, cookie] of [
      [`${back.pathname}${back.search}`, ''],
      [forged, stepCookie],
    ] as const) {
      const arrive = await get(worker, path, { headers: { cookie } });
      expect(arrive.response.headers.get('location')).toBe('/dash/login?fehler=anbieter-abgebrochen');
      expect(setCookie(arrive.response, 'staff_session')).toBeUndefined();
    }
  });

  test('a provider the school has not set up is not offered, and its link leads back with a German message', async () => {
    const leave = await get(worker, '/dash/login/mit?anbieter=google');
    expect(leave.response.headers.get('location')).toBe('/dash/login?fehler=anbieter');
    expect((await get(worker, '/dash/login?fehler=anbieter')).text).toContain(
      'Diese Anmeldung bietet die Schule nicht an.',
    );
  });
});

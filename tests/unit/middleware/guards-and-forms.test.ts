import { describe, expect, test } from 'vitest';
import { NON_HTML_CSP, SECURITY_HEADERS } from '../../../src/lib/domain/header-table';
import authGuard from '../../../src/features/staff/routes/guard';
import dashForms from '../../../src/features/editing/routes';
import filesProxy from '../../../src/features/files/routes';
import machineRoutes from '../../../src/middleware/machine-routes';
import pushSubscriptions from '../../../src/features/parents/routes/push-subscriptions';
import parentMails from '../../../src/features/parents/routes/parent-mails';
import schoolIdentity from '../../../src/middleware/school-identity';
import securityHeaders from '../../../src/middleware/security-headers';
import providerSignIn from '../../../src/features/staff/routes/provider-sign-in';
import staffLogin from '../../../src/features/staff/routes/sign-in';
import { formatProviderStep } from '../../../src/lib/domain/staff-cookies';
import staffLogout from '../../../src/features/staff/routes/sign-out';
import staffPasswordLinks from '../../../src/features/staff/routes/password-links';
import teamForms from '../../../src/features/team/routes';
import { ORIGIN, siteWith } from './site';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('security headers: on every answer', () => {
  const site = siteWith([securityHeaders()], (c) =>
    c.req.path === '/feed.xml'
      ? c.body('<rss/>', 200, { 'Content-Type': 'application/rss+xml' })
      : c.html('<p>Seite</p>'),
  );

  test.each(['/posts', '/feed.xml', '/dash/start'])('%s carries the table and HSTS', async (path) => {
    const answer = await site.request(`${ORIGIN}${path}`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name)).toBe(value);
    expect(answer.headers.get('Strict-Transport-Security')).toMatch(/^max-age=31536000/);
  });

  test("a page's policy names its own nonce; anything else runs nothing", async () => {
    const page = (await site.request(`${ORIGIN}/posts`)).headers.get('Content-Security-Policy') ?? '';
    expect(page).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}'/);
    expect((await site.request(`${ORIGIN}/feed.xml`)).headers.get('Content-Security-Policy')).toBe(NON_HTML_CSP);
  });

  test('only the staff area keeps other windows out (Cross-Origin-Opener-Policy)', async () => {
    expect((await site.request(`${ORIGIN}/dash/start`)).headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect((await site.request(`${ORIGIN}/posts`)).headers.has('Cross-Origin-Opener-Policy')).toBe(false);
  });
});

describe('auth guard: the dashboard only for a signed-in staff member', () => {
  const site = siteWith([authGuard()]);

  test('without a session a dashboard page leads to the sign-in, with the way back', async () => {
    const answer = await site.request(`${ORIGIN}/dash/posts`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/dash/login?next=%2Fdash%2Fposts');
  });

  test("a client navigation is sent to the sign-in page's RSC twin, with the query inside", async () => {
    const answer = await site.request(`${ORIGIN}/RSC/R/dash/posts.txt?query=`);
    expect(answer.headers.get('Location')).toBe('/RSC/R/dash/login.txt?query=next%3D%252Fdash%252Fposts');
  });

  test('the sign-in page and every public page are open', async () => {
    expect((await site.request(`${ORIGIN}/dash/login`)).status).toBe(200);
    expect((await site.request(`${ORIGIN}/posts`)).status).toBe(200);
  });
});

describe("sign-in, sign-out and the dashboard's forms: from our own origin only", () => {
  const site = siteWith([staffLogin(), staffLogout(), dashForms()], (c) => c.text(`weiter: ${c.req.method}`));

  test.each(['/dash/login', '/dash/logout', '/dash/posts/new', '/dash/posts/post00000000001/edit'])(
    'a POST to %s from another site is refused before anything is done',
    async (path) => {
      const answer = await site.request(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: { ...FORM, Origin: 'https://evil.example' },
        body: 'email=a%40b.at',
      });
      expect(answer.status).toBe(403);
    },
  );

  test('sign-out without a session still ends at the sign-in page and clears the cookie', async () => {
    const answer = await site.request(`${ORIGIN}/dash/logout`, {
      method: 'POST',
      headers: { ...FORM, Origin: ORIGIN },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/dash/login?abgemeldet=1');
    expect(answer.headers.get('Set-Cookie')).toMatch(/Max-Age=0/);
  });

  test('GETs, and POSTs to other addresses, go on to the next step', async () => {
    expect(await (await site.request(`${ORIGIN}/dash/login`)).text()).toBe('weiter: GET');
    const other = await site.request(`${ORIGIN}/dash/posts`, { method: 'POST', headers: { ...FORM, Origin: ORIGIN } });
    expect(await other.text()).toBe('weiter: POST');
  });
});

describe('push subscriptions: POST and DELETE of one address', () => {
  const site = siteWith([pushSubscriptions()]);

  test('another method is refused in German, naming the two', async () => {
    const answer = await site.request(`${ORIGIN}/api/push/subscriptions`);
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('POST, DELETE');
  });

  test('without the push store or the keys, the site says notifications are not set up', async () => {
    const answer = await site.request(`${ORIGIN}/api/push/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('nicht eingerichtet');
  });
});

describe("parents' e-mail: the form's POSTs and the one-click address", () => {
  const site = siteWith([parentMails()]);

  test('a GET of the one-click address (a mail program, a link scanner) leads to the page and changes nothing', async () => {
    const answer = await site.request(`${ORIGIN}/api/mail/abmelden?t=abc`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/benachrichtigungen/e-mail?t=abc');
  });

  test('without PARENT_MAIL_KEY the one click says e-mail is not set up, and the form answers with its German notice', async () => {
    const click = await site.request(`${ORIGIN}/api/mail/abmelden?t=abc`, { method: 'POST' });
    expect(click.status).toBe(503);
    expect(await click.text()).toContain('nicht eingerichtet');
    const posted = await site.request(`${ORIGIN}/benachrichtigungen/e-mail`, {
      method: 'POST',
      headers: { ...FORM, Origin: ORIGIN },
      body: 'aktion=bestellen&adresse=a%40b.at',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe('/benachrichtigungen?e-mail=fehler#e-mail');
  });

  test('a form from another site is refused before anything is read', async () => {
    const posted = await site.request(`${ORIGIN}/benachrichtigungen/e-mail`, {
      method: 'POST',
      headers: { ...FORM, Origin: 'https://fremd.example' },
      body: 'aktion=bestellen&adresse=a%40b.at',
    });
    expect(posted.status).toBe(403);
  });
});

describe('files proxy: one address per file, nothing else under /api', () => {
  const site = siteWith([filesProxy()], (c) => c.text('Seite'));

  test.each([
    ['/api/collections/posts/records', 404],
    ['/api/files/pbc_1234567890/post00000000001/../x.jpg', 404],
    ['/api/files/posts/post00000000001/foto.jpg', 400],
    ['/api/files/pbc_1234567890/post00000000001/foto.jpg?thumb=999x999', 400],
    ['/api/files/pbc_1234567890/post00000000001/foto.jpg?token=a&token=b', 400],
  ])('%s is answered %i without asking PocketBase', async (path, status) => {
    expect((await site.request(`${ORIGIN}${path}`)).status).toBe(status);
  });

  test('a POST to a file is no file', async () => {
    const answer = await site.request(`${ORIGIN}/api/files/pbc_1234567890/post00000000001/foto.jpg`, {
      method: 'POST',
    });
    expect(answer.status).toBe(404);
  });

  test('pages are not its business', async () => {
    expect(await (await site.request(`${ORIGIN}/posts`)).text()).toBe('Seite');
  });
});

describe('machine routes and the school record', () => {
  test('robots.txt is answered at the edge, naming the sitemap and closing the staff area', async () => {
    const answer = await siteWith([machineRoutes()]).request(`${ORIGIN}/robots.txt`);
    const text = await answer.text();
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:8787\/sitemap\.xml/);
    expect(text).toContain('Disallow: /dash');
  });

  test('the school record is read as rendering starts, before the page awaits it', async () => {
    let started: unknown;
    const site = siteWith([schoolIdentity()], (c) => {
      started = c.var.request.school;
      return c.text('Seite');
    });
    // A PocketBase that cannot answer: the read is started, not awaited here.
    await site.request(`${ORIGIN}/`, {}, { POCKETBASE_URL: 'http://127.0.0.1:1' });
    expect(started).toBeInstanceOf(Promise);
    await (started as Promise<unknown>).catch(() => undefined);
  });
});

describe('pages reached without a session: a forgotten password, the links of mails', () => {
  const site = siteWith([staffPasswordLinks(), authGuard()]);
  const postTo = (path: string, body: Record<string, string>, origin = ORIGIN) =>
    site.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { ...FORM, Origin: origin },
      body: new URLSearchParams(body).toString(),
    });

  test.each(['/dash/passwort-vergessen', '/dash/passwort-neu', '/dash/einladung'])(
    '%s opens without a session, and is never stored',
    async (path) => {
      const answer = await site.request(`${ORIGIN}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    },
  );

  test.each(['/dash/passwort-vergessen', '/dash/passwort-neu', '/dash/einladung'])(
    'a POST to %s from another site is refused',
    async (path) => {
      expect((await postTo(path, { email: 'a@b.at' }, 'https://evil.example')).status).toBe(403);
    },
  );

  // No PocketBase runs here: had the site asked it, the answer would say "nicht erreichbar".
  test.each([
    ['typed differently twice', { password: 'Passwort-2026', passwordConfirm: 'Passwort-2027' }, 'ungleich'],
    ['too short', { password: 'kurz', passwordConfirm: 'kurz' }, 'kurz'],
    ['too long for PocketBase', { password: 'x'.repeat(72), passwordConfirm: 'x'.repeat(72) }, 'lang'],
  ])(
    'a new password %s goes back with the reason and the link, before PocketBase is asked',
    async (_, fields, fehler) => {
      for (const path of ['/dash/passwort-neu', '/dash/einladung']) {
        const answer = await postTo(path, { token: 'der.link.token', ...fields });
        expect(answer.status).toBe(303);
        expect(answer.headers.get('Location')).toBe(`${path}?token=der.link.token&fehler=${fehler}`);
      }
    },
  );

  test('"Passwort vergessen?" without an address is asked for one, and what was typed stays', async () => {
    const answer = await postTo('/dash/passwort-vergessen', { email: 'keine-adresse' });
    expect(answer.headers.get('Location')).toBe('/dash/passwort-vergessen?email=keine-adresse&fehler=adresse');
  });
});

describe("the team's forms: as the signed-in admin, from our own origin only", () => {
  const site = siteWith([teamForms()], (c) => c.text(`weiter: ${c.req.path}`));
  const postTo = (path: string, headers: Record<string, string> = {}) =>
    site.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { ...FORM, Origin: ORIGIN, ...headers },
      body: 'aktion=einladen&email=a%40b.at&name=A&role=admin',
    });

  test('a POST from another site is refused', async () => {
    expect((await postTo('/dash/team', { Origin: 'https://evil.example' })).status).toBe(403);
  });

  test.each(['/dash/team', '/dash/team/user00000000001'])(
    'a POST to %s without a session is sent to sign in, nothing done',
    async (path) => {
      const answer = await postTo(path);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Location')).toBe(
        `/dash/login?${new URLSearchParams({ next: path, fehler: 'nicht-angemeldet' })}`,
      );
    },
  );

  test.each(['/dash/team/kein-konto', '/dash/teams', '/dash/team/user00000000001/edit'])(
    '%s is not a team form: passed on',
    async (path) => {
      expect(await (await postTo(path)).text()).toBe(`weiter: ${path}`);
    },
  );
});

describe('the second factor and the sign-in with the school’s provider, before PocketBase is asked', () => {
  const site = siteWith([staffLogin(), providerSignIn(), authGuard()], (c) => c.text(`weiter: ${c.req.path}`));

  test('a code sent without the code step of this browser leads back to sign in again', async () => {
    const answer = await site.request(`${ORIGIN}/dash/login/code`, {
      method: 'POST',
      headers: { ...FORM, Origin: ORIGIN },
      body: 'code=123456',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/dash/login?fehler=code-abgelaufen');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^staff_code=; .*Path=\/dash\/login/);
  });

  test('the code page is open without a session', async () => {
    expect(await (await site.request(`${ORIGIN}/dash/login/code?email=a%40b.at`)).text()).toBe(
      'weiter: /dash/login/code',
    );
  });

  test("the provider's answer without this browser's state, or with another, signs nobody in", async () => {
    const step = formatProviderStep({
      provider: 'microsoft',
      state: 'a'.repeat(30),
      codeVerifier: 'v'.repeat(43),
      next: '/dash/start',
      expiresAt: Date.now() + 60_000,
    });
    for (const cookie of ['', `staff_provider=${step}`]) {
      const answer = await site.request(`${ORIGIN}/dash/login/zurueck?code=abc&state=${'b'.repeat(30)}`, {
        headers: { Cookie: cookie },
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Location')).toBe('/dash/login?fehler=anbieter-abgebrochen');
      expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
      expect(answer.headers.getSetCookie().some((line) => line.startsWith('staff_session='))).toBe(false);
    }
  });

  test('the provider saying no (the colleague cancelled) leads back with a German reason', async () => {
    const state = 'c'.repeat(30);
    const step = formatProviderStep({
      provider: 'microsoft',
      state,
      codeVerifier: '',
      next: '/dash/start',
      expiresAt: Date.now() + 60_000,
    });
    const answer = await site.request(`${ORIGIN}/dash/login/zurueck?error=access_denied&state=${state}`, {
      headers: { Cookie: `staff_provider=${step}` },
    });
    expect(answer.headers.get('Location')).toBe('/dash/login?fehler=anbieter-abgebrochen');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^staff_provider=; /);
  });

  test('a POST to the way out is no sign-in: it meets the guard like any dashboard address', async () => {
    const answer = await site.request(`${ORIGIN}/dash/login/mit?anbieter=microsoft`, {
      method: 'POST',
      headers: { ...FORM, Origin: ORIGIN },
    });
    expect(answer.headers.get('Location')).toBe('/dash/login?next=%2Fdash%2Flogin%2Fmit');
  });
});

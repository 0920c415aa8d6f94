import type { Miniflare } from 'miniflare';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTHOR, POST_IDS } from '../../pocketbase/seed/seed.mjs';
import { PUBLIC_PAGES } from '../helpers/contract';
import { ownBackend } from '../helpers/own-backend';
import { getFor, registryOf } from '../helpers/schools';

/** Two schools of one deployment: same seed (so the same record ids and paths), each with its own name and post. */
const SCHOOLS = {
  a: { host: 'alpha.schule.test', name: 'Gymnasium Alphaberg', short: 'GYM Alphaberg', word: 'Alphaberg' },
  b: { host: 'beta.schule.test', name: 'Volksschule Betatal', short: 'VS Betatal', word: 'Betatal' },
} as const;
type Key = keyof typeof SCHOOLS;
const OTHER: Record<Key, Key> = { a: 'b', b: 'a' };
const UNKNOWN_HOST = 'gamma.schule.test';
const ONE_PIXEL_GIF = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

const backends = { a: ownBackend('school-a'), b: ownBackend('school-b') };
const photos: Partial<Record<Key, string>> = {};
let worker: Miniflare;

/** Gives a school's PocketBase its own identity: the school record, the pinned post's title, and a photo of its own. */
async function makeDistinct(key: Key, admin: PocketBase): Promise<void> {
  const { name, short, word } = SCHOOLS[key];
  const school = (await admin.collection('school').getList(1, 1)).items[0]!;
  await admin.collection('school').update(school.id, { name, short_name: short, city: word });
  const form = new FormData();
  form.set('title', `${word}-Schulfest im Juni`);
  form.append(
    'files+',
    new File([Buffer.from(ONE_PIXEL_GIF, 'base64')], `${word.toLowerCase()}.gif`, { type: 'image/gif' }),
  );
  const post = await admin.collection('posts').update(POST_IDS.pinned, form);
  photos[key] = `/api/files/${post.collectionId}/${post.id}/${(post.files as string[]).at(-1)}`;
}

const ask = (key: Key | typeof UNKNOWN_HOST, path: string, raw?: Parameters<typeof getFor>[3]) =>
  getFor(worker, key === UNKNOWN_HOST ? UNKNOWN_HOST : SCHOOLS[key].host, path, raw);

/**
 * Nothing of the other school: not its name, not its address; and not the build's share image or app icons, which
 * show the deployment's own school (scripts/lib/brand-assets.mjs).
 */
function expectOnly(key: Key, text: string, where: string): void {
  const other = SCHOOLS[OTHER[key]];
  expect(text, `${where} for ${SCHOOLS[key].host} shows ${other.word}`).not.toContain(other.word);
  expect(text, `${where} for ${SCHOOLS[key].host} names ${other.host}`).not.toContain(other.host);
  expect(text, `${where} for ${SCHOOLS[key].host}`).not.toMatch(/og-image\.png|\/icons\/icon-|apple-touch-icon\.png/);
}

beforeAll(async () => {
  await Promise.all([backends.a.start(), backends.b.start()]);
  await Promise.all([makeDistinct('a', await backends.a.superuser()), makeDistinct('b', await backends.b.superuser())]);
  worker = await backends.a.worker({ CACHE_TTL_SECONDS: '60', DEBUG_HEADERS: '1' }, { schools: true });
  const registry = registryOf(worker);
  for (const key of ['a', 'b'] as const) {
    const { host, name, short } = SCHOOLS[key];
    await registry.add({ host, name, short, pocketbaseUrl: backends[key].proxy.url, site: `https://${host}` });
  }
}, 180_000);

afterAll(async () => {
  await Promise.all([backends.a.recover(), backends.b.recover()]);
  await Promise.all([backends.a.close(), backends.b.close()]);
});

const MACHINE = ['/feed.xml', '/kalender.ics', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest'];

describe('every public answer is the school of its Host header', () => {
  // A first, then B on the very same path (each asked twice: the second answer comes from the caches), then A again.
  test.each([...PUBLIC_PAGES, ...MACHINE])('%s', async (path) => {
    for (const key of ['a', 'b', 'a', 'b'] as const) {
      const { response, text } = await ask(key, path);
      expect(response.status, `${path} for ${key}`).toBe(200);
      expectOnly(key, text, path);
      if (path !== '/robots.txt')
        expect(text, `${path} for ${key}`).toMatch(new RegExp(`${SCHOOLS[key].word}|${SCHOOLS[key].host}`));
    }
  });

  test.each(PUBLIC_PAGES.map((path) => [path]))('RSC payload of %s', async (path) => {
    const rsc = `/RSC/R${path === '/' ? '/_root' : path}.txt`;
    for (const key of ['a', 'b', 'b', 'a'] as const) {
      const { response, text } = await ask(key, rsc);
      expect(response.status, `${rsc} for ${key}`).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/x-component');
      expectOnly(key, text, rsc);
    }
  });

  test('the pinned post shows its own school’s title on its own host only, page and payload', async () => {
    for (const key of ['a', 'b'] as const) {
      const { text } = await ask(key, `/posts/${POST_IDS.pinned}`);
      expect(text).toContain(`${SCHOOLS[key].word}-Schulfest im Juni`);
    }
  });

  test('search asks each school’s own index', async () => {
    for (const key of ['a', 'b', 'a', 'b'] as const) {
      let text = '';
      for (let tries = 0; tries < 40 && !text.includes('Schulfest im Juni'); tries++) {
        ({ text } = await ask(key, `/suche?q=${SCHOOLS[key].word}`));
        if (!text.includes('Schulfest im Juni')) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // The hit shows the post's title with the searched word marked.
      expect(text, `search for ${key}`).toMatch(new RegExp(`${SCHOOLS[key].word}(</mark>)?-Schulfest im Juni`));
      // The page repeats what was searched for; it finds nothing of the other school.
      const other = await ask(key, `/suche?q=${SCHOOLS[OTHER[key]].word}`);
      expect(other.text).not.toContain('Schulfest im Juni');
      expect(other.text).not.toContain(SCHOOLS[OTHER[key]].host);
    }
  });

  test('a school’s files are served on its own host only', async () => {
    for (const key of ['a', 'b', 'a', 'b'] as const) {
      const own = await ask(key, photos[key]!);
      expect(own.response.status).toBe(200);
      const other = await ask(key, photos[OTHER[key]]!);
      expect(other.response.status, `${key} serves the other school's photo`).toBe(404);
    }
  });
});

describe('a host no school has', () => {
  test.each([
    ...PUBLIC_PAGES,
    ...MACHINE,
    '/RSC/R/_root.txt',
    '/dash/login',
    '/api/files/x/y/z.png',
    '/suche?q=Schulfest',
  ])('%s answers 404 with no school’s content', async (path) => {
    const { response, text } = await ask(UNKNOWN_HOST, path);
    expect(response.status).toBe(404);
    for (const school of Object.values(SCHOOLS)) expect(text).not.toContain(school.word);
    expect(text).not.toContain('Sonnenberg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a port or a trailing dot does not make a host unknown; other spellings stay unknown', async () => {
    expect((await getFor(worker, `${SCHOOLS.a.host}:8443`, '/impressum')).text).toContain(SCHOOLS.a.name);
    expect((await getFor(worker, `${SCHOOLS.a.host.toUpperCase()}.`, '/impressum')).text).toContain(SCHOOLS.a.name);
    expect((await getFor(worker, `x.${SCHOOLS.a.host}`, '/impressum')).response.status).toBe(404);
    // No Host at all: the runtime itself refuses it.
    expect((await getFor(worker, '', '/impressum')).response.status).toBe(400);
  });
});

describe('forged forwarding headers and absolute addresses never choose a school', () => {
  const forgeries = (target: Key): Array<{ headers?: Record<string, string>; target?: string }> => {
    const host = SCHOOLS[target].host;
    return [
      { headers: { 'x-forwarded-host': host } },
      { headers: { forwarded: `host=${host};proto=https` } },
      { headers: { 'x-original-host': host, 'x-host': host } },
      { target: `http://${host}/` },
    ];
  };

  test.each(['/', '/impressum', '/feed.xml', '/RSC/R/_root.txt'])(
    '%s asked for A, then for B with A forged',
    async (path) => {
      const first = await ask('a', path);
      expect(first.text).toContain(SCHOOLS.a.word);
      for (const forged of forgeries('a')) {
        const raw = forged.target ? { target: `http://${SCHOOLS.a.host}${path}` } : forged;
        const { response, text } = await ask('b', path, raw);
        expect(response.status).toBe(200);
        expectOnly('b', text, `${path} with ${JSON.stringify(raw)}`);
        expect(text).toContain(path === '/feed.xml' ? SCHOOLS.b.host : SCHOOLS.b.word);
      }
      for (const forged of forgeries('b')) {
        const raw = forged.target ? { target: `http://${SCHOOLS.b.host}${path}` } : forged;
        expect((await ask(UNKNOWN_HOST, path, raw)).response.status).toBe(404);
      }
    },
  );
});

describe('staff of one school', () => {
  /** The login form posted for `key`'s host from `address`, with a browser's cookies if it has any. */
  const signIn = async (
    key: Key,
    address: string,
    {
      email = AUTHOR.email,
      password = AUTHOR.password,
      cookie,
    }: { email?: string; password?: string; cookie?: string } = {},
  ) => {
    const { response } = await ask(key, '/dash/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://${SCHOOLS[key].host}`,
        'cf-connecting-ip': address,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams({ email, password }).toString(),
    });
    const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
    return {
      session: cookies.find((cookie) => cookie.startsWith('staff_session=')),
      cookies,
      location: response.headers.get('location'),
    };
  };

  /** Wrong passwords from a crowd of addresses, 20 at a time, until the school refuses unknown browsers. */
  const storm = async (key: Key, firstAddress: number) => {
    for (let wave = 0; wave < 5; wave++) {
      const tries = Array.from({ length: 20 }, (_, i) => {
        const n = wave * 20 + i;
        return signIn(key, `203.0.113.${firstAddress + n}`, { email: `nobody${n}@schule.test`, password: 'falsch' });
      });
      if ((await Promise.all(tries)).some(({ location }) => (location ?? '').includes('zu-viele'))) return true;
    }
    return false;
  };

  test('a session of A is no session on B, and B’s dashboard shows B', async () => {
    const a = await signIn('a', '192.0.2.10');
    expect(a.session).toBeDefined();
    const onA = await ask('a', '/dash/start', { headers: { cookie: a.session! } });
    expect(onA.response.status).toBe(200);
    expect(onA.text).toContain(SCHOOLS.a.word);
    const onB = await ask('b', '/dash/start', { headers: { cookie: a.session! } });
    expect(onB.response.status).toBe(302);
    expect(onB.response.headers.get('location')).toMatch(/^\/dash\/login/);
    const b = await signIn('b', '192.0.2.11');
    const ownB = await ask('b', '/dash/start', { headers: { cookie: b.session! } });
    expect(ownB.text).toContain(SCHOOLS.b.word);
    expectOnly('b', ownB.text, '/dash/start');
  });

  test('a sign-in storm on A leaves sign-in on B alone, and A’s device cookie counts for nothing on B', async () => {
    const onA = await signIn('a', '198.51.100.1');
    const deviceOfA = onA.cookies.filter((cookie) => !cookie.startsWith('staff_session='));
    expect(deviceOfA.length).toBeGreaterThan(0);
    // A crowd of addresses tries wrong passwords on A until A refuses unknown browsers.
    expect(await storm('a', 1)).toBe(true);
    expect((await signIn('a', '198.51.100.2')).session).toBeUndefined();
    // B still signs in an unknown browser at once.
    expect((await signIn('b', '198.51.100.3')).session).toBeDefined();
    // The same crowd on B; A's device cookie does not make a known browser there.
    expect(await storm('b', 101)).toBe(true);
    const withDeviceOfA = await signIn('b', '198.51.100.4', { cookie: deviceOfA.join('; ') });
    expect(withDeviceOfA.session).toBeUndefined();
    expect(withDeviceOfA.location).toContain('zu-viele');
    // On A the same cookie is a known browser: it signs in through the crowd.
    expect((await signIn('a', '198.51.100.5', { cookie: deviceOfA.join('; ') })).session).toBeDefined();
  }, 180_000);
});

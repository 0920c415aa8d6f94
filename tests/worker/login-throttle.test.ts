import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Miniflare } from 'miniflare';
import PocketBase from 'pocketbase';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { RATE_LIMIT_RULES } from '../../pocketbase/schema/security-settings.cjs';
import { AUTHOR } from '../../pocketbase/seed/seed.mjs';
import { superuserCredentials } from '../../scripts/lib/pocketbase.mjs';
import { LIMITS } from '../../src/lib/domain/login-throttle';
import { DAY_MS, DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../../src/lib/domain/staff-cookies';
import { get, startWorker } from '../helpers/worker';
import { seededPocketBaseFor } from '../helpers/seeded-pocketbase';

/**
 * Finding 5: throttling is global (one Durable Object), per account and per client address, and for all unknown
 * browsers together. Each group of tests meets a PocketBase of its own, with its rate limits as the migration (and the
 * README) set them, and each test a fresh worker: its tries meet empty counts, and no other test's sign-ins.
 */

const ORIGIN = 'http://127.0.0.1:8787';
let pocketbase: { url: string };
let worker: Miniflare;

/** A PocketBase for the tests of one describe block: PocketBase counts sign-ins per minute, and tests add up. */
function ownPocketBase() {
  const own = seededPocketBaseFor('login-throttle');
  beforeAll(() => {
    pocketbase = own;
  });
}

beforeEach(async () => {
  worker = await startWorker({ POCKETBASE_URL: pocketbase.url });
});
afterEach(async () => {
  await worker?.dispose();
});

/** A browser's cookies for the login address: what it was given and not told to forget. */
type Jar = Map<string, string>;

async function attempt(site: Miniflare, email: string, password: string, address: string, jar?: Jar) {
  const cookie = jar && [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const { response } = await get(site, '/dash/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ORIGIN,
      'cf-connecting-ip': address,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ email, password }).toString(),
  });
  for (const line of response.headers.getSetCookie()) {
    const [, name = '', value = ''] = /^([^=]+)=([^;]*)/.exec(line) ?? [];
    if (/Max-Age=0(;|$)/i.test(line)) jar?.delete(name);
    else jar?.set(name, value);
  }
  const location = response.headers.get('location') ?? '';
  return {
    location,
    signedIn: (response.headers.get('set-cookie') ?? '').startsWith('staff_session=') && !location.includes('fehler'),
  };
}

/** The German sentence the login page shows for a refusal. */
async function refusal(site: Miniflare, location: string): Promise<string> {
  const { text } = await get(site, location);
  return /<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/.exec(text)?.[1] ?? '';
}

describe('sign-in throttling', () => {
  ownPocketBase();

  test('no set of addresses tries more than ten passwords of one account in 15 minutes', async () => {
    const account = 'viele-adressen@schule.test';
    const answers = await Promise.all(
      Array.from({ length: LIMITS.account }, (_, i) => attempt(worker, account, `falsch-${i}`, `203.0.113.${i + 1}`)),
    );
    expect(answers.every(({ location }) => location.includes('fehler=zugangsdaten'))).toBe(true);
    const eleventh = await attempt(worker, account, 'noch-einmal', '203.0.113.200');
    expect(eleventh.location).toContain('fehler=zu-viele');
    expect(eleventh.location).toMatch(/warten=(1[0-5]|[1-9])(&|$)/);
  });

  test('the e-mail address however typed is one account with one budget', async () => {
    const spellings = ['Gross@Schule.test', ' gross@schule.test', 'GROSS@SCHULE.TEST', 'gross@schule.test '];
    const answers = await Promise.all(
      Array.from({ length: LIMITS.account + 1 }, (_, i) =>
        attempt(worker, spellings[i % spellings.length] ?? '', 'falsch', `198.51.100.${i + 1}`),
      ),
    );
    expect(answers.filter(({ location }) => location.includes('fehler=zu-viele'))).toHaveLength(1);
  });

  test('one address cannot lock a staff member out: after its own limit the right password still works elsewhere', async () => {
    const pupil = '192.0.2.66';
    await Promise.all(
      Array.from({ length: LIMITS.pair }, (_, i) => attempt(worker, AUTHOR.email, `geraten-${i}`, pupil)),
    );
    expect((await attempt(worker, AUTHOR.email, AUTHOR.password, pupil)).location).toContain('fehler=zu-viele');
    const teacher = await attempt(worker, AUTHOR.email, AUTHOR.password, '192.0.2.10');
    expect(teacher.signedIn).toBe(true);
  });

  test('an IPv4-mapped address is its IPv4 address: ::ffff:203.0.113.5 and ::ffff:198.51.100.7 have budgets of their own', async () => {
    const account = 'abgebildet@schule.test';
    await Promise.all(
      Array.from({ length: LIMITS.pair }, (_, i) => attempt(worker, account, `falsch-${i}`, '::ffff:203.0.113.5')),
    );
    expect((await attempt(worker, account, 'falsch', '::ffff:198.51.100.7')).location).toContain('fehler=zugangsdaten');
    expect((await attempt(worker, account, 'falsch', '203.0.113.5')).location).toContain('fehler=zu-viele');
  });

  test('tries sent all at once cannot slip past the limit: they are counted in one place, one at a time', async () => {
    const account = 'geteilt@schule.test';
    const results = await Promise.all(
      Array.from({ length: LIMITS.account + 4 }, (_, i) => attempt(worker, account, 'falsch', `203.0.113.${100 + i}`)),
    );
    const tried = results.filter(({ location }) => location.includes('fehler=zugangsdaten')).length;
    expect(tried).toBe(LIMITS.account);
  });

  test('a browser that signed in before still signs in after 40 wrong passwords from its address; a new one waits', async () => {
    const school = '192.0.2.44';
    const teachersBrowser: Jar = new Map();
    expect((await attempt(worker, AUTHOR.email, AUTHOR.password, school, teachersBrowser)).signedIn).toBe(true);

    // A pupil on the school's network tries passwords on several accounts, the teacher's among them.
    const accounts = [AUTHOR.email, 'sekretariat@schule.test', 'direktion@schule.test', 'admin@schule.test'];
    for (let round = 0; round < 4; round++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          attempt(worker, accounts[i % accounts.length] ?? '', `geraten-${round}-${i}`, school),
        ),
      );
    }

    const known = await attempt(worker, AUTHOR.email, AUTHOR.password, school, teachersBrowser);
    expect(known.location).not.toContain('fehler');
    expect(known.signedIn).toBe(true);

    const stranger = await attempt(worker, AUTHOR.email, AUTHOR.password, school, new Map());
    expect(stranger.signedIn).toBe(false);
    expect(stranger.location).toContain('fehler=zu-viele');
    expect(await refusal(worker, stranger.location)).toMatch(
      /^Zu viele fehlgeschlagene Anmeldeversuche\. .*Bitte versuchen Sie es (in einer Minute|in ([2-9]|1[0-5]) Minuten) erneut/,
    );
  }, 60_000);
});

describe('a crowd of addresses', () => {
  ownPocketBase();

  test('wrong passwords from 60 addresses (IPv4 and IPv6) past PocketBase’s own limit: a known browser still signs in, unknown ones are asked to wait', async () => {
    const teachersBrowser: Jar = new Map();
    expect((await attempt(worker, AUTHOR.email, AUTHOR.password, '192.0.2.200', teachersBrowser)).signedIn).toBe(true);

    // Each address tries six made-up accounts once: within its own, each account's and each pair's limits, and
    // together far more than PocketBase lets one client (the worker) try in a minute.
    const staffLimit = RATE_LIMIT_RULES.find((rule) => rule.label === 'users:auth')!;
    const addresses = Array.from({ length: 60 }, (_, i) =>
      i % 2 ? `2001:db8:${i.toString(16)}:1::${i}` : `198.51.100.${i + 1}`,
    );
    const tries = addresses.flatMap((address, a) =>
      Array.from({ length: 6 }, (_, t) => ({ address, account: `gast-${a}-${t}@schule.test` })),
    );
    expect(tries.length).toBeGreaterThan(2 * staffLimit.maxRequests);
    // The crowd's budget ten at a time, the rest at once: PocketBase hashes every password it checks, and sixty at
    // once on a two-core machine outlast the worker's backend timeout ("nicht erreichbar"). The tries past the budget
    // never reach PocketBase. Spread over a few seconds, it is still one crowd in one minute.
    const send = (wave: typeof tries) =>
      Promise.all(wave.map(({ address, account }) => attempt(worker, account, 'geraten', address)));
    const started = Date.now();
    const answers: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let i = 0; i < LIMITS.crowd; i += 10) answers.push(...(await send(tries.slice(i, i + 10))));
    answers.push(...(await send(tries.slice(LIMITS.crowd))));
    expect(Date.now() - started).toBeLessThan(staffLimit.duration * 1000);
    const refused = answers.filter(({ location }) => location.includes('fehler=zu-viele'));
    expect(answers.filter(({ location }) => location.includes('fehler=nicht-erreichbar'))).toEqual([]);
    expect(answers.filter(({ location }) => location.includes('fehler=zugangsdaten'))).toHaveLength(LIMITS.crowd - 1);
    expect(refused).toHaveLength(tries.length - (LIMITS.crowd - 1));

    const known = await attempt(worker, AUTHOR.email, AUTHOR.password, '192.0.2.200', teachersBrowser);
    expect(known.location).not.toContain('fehler');
    expect(known.signedIn).toBe(true);

    const stranger = await attempt(worker, AUTHOR.email, AUTHOR.password, '192.0.2.201', new Map());
    expect(stranger.signedIn).toBe(false);
    expect(await refusal(worker, stranger.location)).toMatch(
      /^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es (in einer Minute|in 2 Minuten) erneut\./,
    );
  }, 60_000);

  test('an address is an IPv6 /64: 31 tries from 31 hosts of one /64 meet that address’s limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: LIMITS.address + 1 }, (_, i) =>
        attempt(worker, `v6-${i}@schule.test`, 'geraten', `2001:db8:aa:bb::${(i + 1).toString(16)}`),
      ),
    );
    expect(answers.filter(({ location }) => location.includes('fehler=zu-viele'))).toHaveLength(1);
  });
});

describe('device cookies', () => {
  ownPocketBase();

  /** A verified staff account of the test's own, so other tests' tries do not count against it. */
  const newStaff = async (email: string) => {
    const pb = new PocketBase(pocketbase.url);
    const admin = superuserCredentials();
    await pb.collection('_superusers').authWithPassword(admin.email, admin.password);
    const password = 'Test-Passwort-2026';
    await pb.collection('users').create({ email, password, passwordConfirm: password, verified: true, name: email });
    return { email, password };
  };
  const signedInBrowser = async (staff: { email: string; password: string }, address: string) => {
    const jar: Jar = new Map();
    expect((await attempt(worker, staff.email, staff.password, address, jar)).signedIn).toBe(true);
    return jar;
  };

  test('a sign-in gives the browser a device cookie for the login form only, HttpOnly and SameSite=Strict', async () => {
    const staff = await newStaff('geraet-1@schule.test');
    const { response } = await get(worker, '/dash/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'cf-connecting-ip': '192.0.2.50',
      },
      body: new URLSearchParams({ email: staff.email, password: staff.password }).toString(),
    });
    const device = response.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`)) ?? '';
    expect(device).toMatch(/^staff_device=v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}\.[0-9a-z]+\.[A-Za-z0-9_-]{43};/);
    expect(device).toContain('Path=/dash/login');
    expect(device).toContain('HttpOnly');
    expect(device).toContain('SameSite=Strict');
    expect(device).toContain(`Max-Age=${(DEVICE_COOKIE_DAYS * DAY_MS) / 1000}`);
    expect(device).not.toContain('Secure');
    const account = device.split('.')[1] ?? '';
    expect(atob(account.replace(/-/g, '+').replace(/_/g, '/'))).toBe(staff.email);
  });

  test("a known browser's wrong passwords use up only its own tries, never the address's or the account's", async () => {
    const address = '192.0.2.51';
    const staff = await newStaff('geraet-2@schule.test');
    const browser = await signedInBrowser(staff, address);
    // All at once: the store counts them one at a time.
    const wrong = await Promise.all(
      Array.from({ length: LIMITS.device }, (_, i) => attempt(worker, staff.email, `vertippt-${i}`, address, browser)),
    );
    for (const { location } of wrong) expect(location).toContain('fehler=zugangsdaten');
    const locked = await attempt(worker, staff.email, staff.password, address, browser);
    expect(locked.location).toContain('fehler=zu-viele-hier');
    expect(await refusal(worker, locked.location)).toMatch(
      /^Zu viele fehlgeschlagene Anmeldeversuche in diesem Browser\. Bitte versuchen Sie es in 15 Minuten erneut\.$/,
    );
    // The same address, the same account, another browser: none of those tries counted against them.
    expect((await attempt(worker, staff.email, staff.password, address, new Map())).signedIn).toBe(true);
    expect(
      (await attempt(worker, staff.email, staff.password, address, await signedInBrowser(staff, address))).signedIn,
    ).toBe(true);
  });

  test('a new device key generation makes every earlier device cookie unknown; the same generation keeps it', async () => {
    const state = mkdtempSync(path.join(tmpdir(), 'worker-state-'));
    const address = '192.0.2.53';
    const staff = await newStaff('geraet-4@schule.test');
    const withGeneration = (generation?: string) =>
      startWorker(
        { POCKETBASE_URL: pocketbase.url, ...(generation ? { DEVICE_KEY_GENERATION: generation } : {}) },
        { cacheDir: state },
      );
    const first = await withGeneration();
    const browser: Jar = new Map();
    expect((await attempt(first, staff.email, staff.password, address, browser)).signedIn).toBe(true);
    // An unknown browser at the same address uses up the pair's budget: only a known browser gets in now.
    await Promise.all(
      Array.from({ length: LIMITS.pair }, (_, i) => attempt(first, staff.email, `geraten-${i}`, address)),
    );
    await first.dispose();
    try {
      const again = await withGeneration('1');
      expect((await attempt(again, staff.email, staff.password, address, new Map(browser))).signedIn).toBe(true);
      await again.dispose();
      const rotated = await withGeneration('2');
      const refused = await attempt(rotated, staff.email, staff.password, address, new Map(browser));
      await rotated.dispose();
      expect(refused.signedIn).toBe(false);
      expect(refused.location).toContain('fehler=zu-viele');
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
  }, 60_000);

  test('a device cookie that was altered, or names another account, makes a browser no better than unknown', async () => {
    const address = '192.0.2.52';
    const staff = await newStaff('geraet-3@schule.test');
    const browser = await signedInBrowser(staff, address);
    const genuine = browser.get(DEVICE_COOKIE) ?? '';
    const parts = genuine.split('.');
    const otherAccount = btoa('geraten@schule.test').replace(/=+$/, '');
    const forged = [
      [...parts.slice(0, 4), `${parts[4]?.slice(0, -2)}AA`].join('.'),
      [parts[0], otherAccount, ...parts.slice(2)].join('.'),
    ];
    // The pair budget of this address for the account is LIMITS.pair; a forged cookie spends it like no cookie.
    await Promise.all(
      Array.from({ length: LIMITS.pair }, (_, i) => {
        const jar: Jar = new Map([[DEVICE_COOKIE, forged[i % forged.length] ?? '']]);
        return attempt(worker, staff.email, `geraten-${i}`, address, jar);
      }),
    );
    const other = new Map([[DEVICE_COOKIE, genuine]]);
    expect((await attempt(worker, 'geraten@schule.test', 'x', address, other)).location).toContain(
      'fehler=zugangsdaten',
    );
    const refused = await Promise.all(
      forged.map((cookie) => attempt(worker, staff.email, staff.password, address, new Map([[DEVICE_COOKIE, cookie]]))),
    );
    for (const { location } of refused) expect(location).toContain('fehler=zu-viele');
    expect((await attempt(worker, staff.email, staff.password, address, browser)).signedIn).toBe(true);
  });
});

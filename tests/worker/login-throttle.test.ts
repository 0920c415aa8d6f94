import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { STAFF } from '../../pocketbase/seed/seed.mjs';
import { LIMITS } from '../../src/lib/domain/login-throttle';
import { get, startWorker } from '../helpers/worker';

/** Finding 5: throttling is global (one Durable Object), per account and per client address. */

const ORIGIN = 'http://127.0.0.1:8787';
let worker: Miniflare;

beforeAll(async () => {
  worker = await startWorker({ POCKETBASE_URL: inject('pocketbaseUrl') });
});
afterAll(async () => {
  await worker?.dispose();
});

async function attempt(site: Miniflare, email: string, password: string, address: string) {
  const { response } = await get(site, '/dash/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'cf-connecting-ip': address },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const location = response.headers.get('location') ?? '';
  return {
    location,
    signedIn: (response.headers.get('set-cookie') ?? '').startsWith('staff_session=') && !location.includes('fehler'),
  };
}

describe('sign-in throttling', () => {
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
      Array.from({ length: LIMITS.pair }, (_, i) => attempt(worker, STAFF.email, `geraten-${i}`, pupil)),
    );
    expect((await attempt(worker, STAFF.email, STAFF.password, pupil)).location).toContain('fehler=zu-viele');
    const teacher = await attempt(worker, STAFF.email, STAFF.password, '192.0.2.10');
    expect(teacher.signedIn).toBe(true);
  });

  test('tries sent all at once cannot slip past the limit: they are counted in one place, one at a time', async () => {
    const account = 'geteilt@schule.test';
    const results = await Promise.all(
      Array.from({ length: LIMITS.account + 4 }, (_, i) => attempt(worker, account, 'falsch', `203.0.113.${100 + i}`)),
    );
    const tried = results.filter(({ location }) => location.includes('fehler=zugangsdaten')).length;
    expect(tried).toBe(LIMITS.account);
  });
});

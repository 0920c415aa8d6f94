import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleepFor } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RATE_LIMIT_RULES } from '../../pocketbase/schema/security-settings.cjs';
import { POST_IDS, STAFF } from '../../pocketbase/seed/seed.mjs';
import { type RunningPocketBase } from '../../scripts/lib/pocketbase.mjs';
import { getFreePort } from '../../scripts/lib/ports.mjs';
import { CROWD_WINDOW_MS, LIMITS, POCKETBASE_SIGN_IN_LIMIT } from '../../src/lib/domain/login-throttle';
import { startSeededPocketBase } from '../helpers/seeded-pocketbase';

// PocketBase counts per client address, and every read of the site comes from the worker's.
const dir = mkdtempSync(path.join(tmpdir(), 'pb-rate-limits-'));
let pocketbase: RunningPocketBase;
/** When the seed last signed in (as superuser); PocketBase's window for that address began then. */
let seedSignedInAt = 0;
beforeAll(async () => {
  pocketbase = await startSeededPocketBase({ port: await getFreePort(), dir });
  seedSignedInAt = Date.now();
}, 120_000);
afterAll(async () => {
  await pocketbase?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => (ms > 0 ? sleepFor(ms) : Promise.resolve());

/** Sends `count` requests, `parallel` at a time, and counts the answers by status. */
async function send(count: number, parallel: number, request: (i: number) => Promise<Response>) {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const response = await request(next++);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

describe('PocketBase rate limits as the migration sets them', () => {
  test('a soak’s read volume from one address (175 views/s × 7 cold reads × 10 s) meets no limit', async () => {
    const reads = [
      `/api/collections/posts/records?perPage=8&sort=-date`,
      `/api/collections/posts/records/${POST_IDS.pinned}`,
      `/api/collections/calendar/records?perPage=50`,
      `/api/collections/teachers/records?perPage=200`,
    ];
    const started = Date.now();
    const statuses = await send(12_250, 32, (i) => fetch(`${pocketbase.url}${reads[i % reads.length]}`));
    console.log(`12,250 reads in ${Date.now() - started} ms: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(statuses.get(429) ?? 0).toBe(0);
    expect(statuses.get(200)).toBe(12_250);
  }, 120_000);

  test.each([
    ['_superusers', '*:auth'],
    ['users', 'users:auth'],
  ])(
    'sign-in attempts at %s past its limit (%s) are refused with 429',
    async (collection, label) => {
      const rule = RATE_LIMIT_RULES.find((r) => r.label === label)!;
      // PocketBase's window is fixed and begins at an address's first try (whole seconds): a burst that straddles
      // the end of the seed's window would get a second allowance. Wait until that window is over.
      await sleep(seedSignedInAt + (rule.duration + 1) * 1000 - Date.now());
      const statuses = await send(rule.maxRequests + 2, 8, () =>
        fetch(`${pocketbase.url}/api/collections/${collection}/auth-with-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identity: STAFF.email, password: 'falsch-falsch' }),
        }),
      );
      expect(statuses.get(400)).toBe(rule.maxRequests);
      expect(statuses.get(429)).toBe(2);
    },
    // The wait for the seed's window, then the burst: each password check costs a hash, slower on a busy machine.
    120_000,
  );

  test('staff sign-in at PocketBase has more room than the site ever sends in one of its windows, superusers less', () => {
    const rule = RATE_LIMIT_RULES.find((r) => r.label === 'users:auth')!;
    // The site's rules name the limit they stay under; this is the limit the migration and the README set.
    expect({ maxRequests: rule.maxRequests, durationSeconds: rule.duration }).toEqual(POCKETBASE_SIGN_IN_LIMIT);
    // Every try the site sends counts in LIMITS.all over CROWD_WINDOW_MS, whatever the number of addresses.
    expect(LIMITS.all).toBeLessThan(rule.maxRequests);
    expect(CROWD_WINDOW_MS).toBeGreaterThanOrEqual(rule.duration * 1000);
    const superusers = RATE_LIMIT_RULES.find((r) => r.label === '*:auth')!;
    expect((superusers.maxRequests * 60) / superusers.duration).toBeLessThanOrEqual(60);
  });

  test.each(['create', 'delete'] as const)('%s requests past the limit are refused with 429', async (action) => {
    const rule = RATE_LIMIT_RULES.find((r) => r.label === `*:${action}`)!;
    const statuses = await send(rule.maxRequests + 1, 4, () =>
      action === 'create'
        ? fetch(`${pocketbase.url}/api/collections/posts/records`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ title: 'Spam' }),
          })
        : fetch(`${pocketbase.url}/api/collections/posts/records/${POST_IDS.pinned}`, { method: 'DELETE' }),
    );
    expect(statuses.get(429)).toBe(1);
  });
});

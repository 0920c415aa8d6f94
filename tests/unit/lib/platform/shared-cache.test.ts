import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  LOOKUP_TIMEOUT_MS,
  sharedDelete,
  sharedMatch,
  sharedPut,
  WRITE_TIMEOUT_MS,
} from '../../../../src/lib/platform/shared-cache';

const withCache = (cache: Partial<Cache>) => vi.stubGlobal('caches', { default: cache });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the Cache API never holds up a request', () => {
  test('a lookup that does not answer counts as a miss after LOOKUP_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    withCache({ match: () => new Promise(() => {}) });
    const lookup = sharedMatch('https://x/a');
    await vi.advanceTimersByTimeAsync(LOOKUP_TIMEOUT_MS - 1);
    let settled = false;
    void lookup.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await lookup).toBeUndefined();
  });

  test('a failing lookup is a miss, a stored answer is returned', async () => {
    withCache({ match: () => Promise.reject(new Error('down')) });
    expect(await sharedMatch('https://x/a')).toBeUndefined();
    const stored = new Response('ok');
    withCache({ match: async () => stored });
    expect(await sharedMatch('https://x/a')).toBe(stored);
  });

  test('a write that hangs is given up after WRITE_TIMEOUT_MS, a failing one quietly', async () => {
    vi.useFakeTimers();
    withCache({ put: () => new Promise(() => {}) });
    const write = sharedPut('https://x/a', new Response('x'));
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS);
    await expect(write).resolves.toBeUndefined();
    withCache({ put: () => Promise.reject(new Error('full')) });
    await expect(sharedPut('https://x/a', new Response('x'))).resolves.toBeUndefined();
  });

  test('a delete that hangs is given up after WRITE_TIMEOUT_MS, a failing one quietly', async () => {
    vi.useFakeTimers();
    withCache({ delete: () => new Promise(() => {}) });
    const removal = sharedDelete('https://x/a');
    await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS);
    await expect(removal).resolves.toBeUndefined();
    withCache({ delete: () => Promise.reject(new Error('down')) });
    await expect(sharedDelete('https://x/a')).resolves.toBeUndefined();
  });

  test('without a Cache API (waku dev) nothing is found and nothing fails', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await sharedMatch('https://x/a')).toBeUndefined();
    await expect(sharedPut('https://x/a', new Response('x'))).resolves.toBeUndefined();
    await expect(sharedDelete('https://x/a')).resolves.toBeUndefined();
  });
});

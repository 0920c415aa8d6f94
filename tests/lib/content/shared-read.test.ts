import { afterEach, expect, test, vi } from 'vitest';
import { BACKEND_TIMEOUT_MS, BackendUnavailableError, createCachedFetch } from '../../../src/lib/content/cached-fetch';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a view awaiting a read another request started gives up with the backend notice, not forever', async () => {
  vi.useFakeTimers();
  // The fault: a read whose request the runtime tore down never settles, whatever its own timeout says.
  const neverAnswers = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', neverAnswers);
  const cachedFetch = createCachedFetch(0);
  const url = 'http://pocketbase.test/api/collections/school/records?page=1&perPage=1';
  void cachedFetch(url).catch(() => undefined);
  const second = cachedFetch(url);
  const outcome = expect(second).rejects.toBeInstanceOf(BackendUnavailableError);
  await vi.advanceTimersByTimeAsync(BACKEND_TIMEOUT_MS);
  expect(neverAnswers).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1000);
  await outcome;
});

import { describe, expect, test } from 'vitest';
import {
  lifetimeSeconds,
  MAX_STALE_SECONDS,
  mayServeOnError,
  planPage,
  NOT_FOUND_TTL_SECONDS,
  pageKeptUntil,
  planRead,
  STALE_IF_ERROR_SECONDS,
} from '../../../../src/lib/domain/cache-policy';

const DAY = 24 * 60 * 60;

describe('read cache policy', () => {
  test('content lives for the TTL, an unknown id briefly, anything else not at all', () => {
    expect(lifetimeSeconds(200, 60)).toBe(60);
    expect(lifetimeSeconds(404, 60)).toBe(NOT_FOUND_TTL_SECONDS);
    expect(NOT_FOUND_TTL_SECONDS).toBe(10);
    expect(lifetimeSeconds(404, 5)).toBe(5);
    expect(lifetimeSeconds(404, 0)).toBe(0);
    expect(lifetimeSeconds(400, 60)).toBe(0);
    expect(lifetimeSeconds(403, 60)).toBe(0);
  });

  test('a copy is fresh within its lifetime', () => {
    expect(planRead(0, 60)).toBe('fresh');
    expect(planRead(59.9, 60)).toBe('fresh');
  });

  test('past its lifetime it is served while a background read refreshes it, for at most five seconds', () => {
    expect(MAX_STALE_SECONDS).toBe(5);
    expect(planRead(60, 60)).toBe('stale-while-revalidate');
    expect(planRead(64.9, 60)).toBe('stale-while-revalidate');
    expect(planRead(65, 60)).toBe('fetch');
  });

  test('with a lifetime under five seconds the stale window is one more lifetime', () => {
    expect(planRead(1.9, 2)).toBe('fresh');
    expect(planRead(3.9, 2)).toBe('stale-while-revalidate');
    expect(planRead(4, 2)).toBe('fetch');
  });

  test('older copies, and every copy with caching off, wait for the backend', () => {
    expect(planRead(120, 60)).toBe('fetch');
    expect(planRead(DAY, 60)).toBe('fetch');
    expect(planRead(0, 0)).toBe('fetch');
  });

  test('when the backend fails, a copy stands in until a day past its lifetime, not longer', () => {
    expect(STALE_IF_ERROR_SECONDS).toBe(DAY);
    expect(mayServeOnError(120, 60)).toBe(true);
    expect(mayServeOnError(60 + DAY - 1, 60)).toBe(true);
    expect(mayServeOnError(60 + DAY, 60)).toBe(false);
    expect(mayServeOnError(DAY - 1, 0)).toBe(true);
    expect(mayServeOnError(DAY, 0)).toBe(false);
  });

  test('a page is kept until the first of its reads expires, never past the TTL', () => {
    const now = 1_000_000;
    expect(pageKeptUntil(now, 60, now + 20_000)).toBe(now + 20_000);
    expect(pageKeptUntil(now, 60, now + 90_000)).toBe(now + 60_000);
    expect(pageKeptUntil(now, 60, undefined)).toBe(now + 60_000);
  });

  test('a page rendered from a stale read is not kept at all', () => {
    const now = 1_000_000;
    expect(pageKeptUntil(now, 60, now - 1)).toBeLessThan(now);
  });
});

describe('kept pages', () => {
  test('are served as they are until their time, then while rendered anew for MAX_STALE_SECONDS, then rendered first', () => {
    const keptUntil = 100_000;
    expect(planPage(keptUntil - 1, keptUntil)).toBe('fresh');
    expect(planPage(keptUntil, keptUntil)).toBe('stale-while-revalidate');
    expect(planPage(keptUntil + MAX_STALE_SECONDS * 1000 - 1, keptUntil)).toBe('stale-while-revalidate');
    expect(planPage(keptUntil + MAX_STALE_SECONDS * 1000, keptUntil)).toBe('render');
  });
});

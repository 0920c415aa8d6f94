import { afterEach, describe, expect, test, vi } from 'vitest';
import { getEnv } from 'waku/server';
import { getSiteConfig } from '../../../src/lib/platform/config';

vi.mock('waku/server', () => ({ getEnv: vi.fn() }));

function withEnv(vars: Record<string, string>) {
  vi.mocked(getEnv).mockImplementation((name: string) => vars[name]);
}

afterEach(() => vi.mocked(getEnv).mockReset());

describe('settings from the worker vars', () => {
  test.each([
    [
      { POCKETBASE_ACCESS_CLIENT_ID: 'id', POCKETBASE_ACCESS_CLIENT_SECRET: 'geheim' },
      { clientId: 'id', clientSecret: 'geheim' },
    ],
    [{ POCKETBASE_ACCESS_CLIENT_ID: 'id' }, undefined],
    [{ POCKETBASE_ACCESS_CLIENT_SECRET: 'geheim' }, undefined],
    [{ POCKETBASE_ACCESS_CLIENT_ID: '', POCKETBASE_ACCESS_CLIENT_SECRET: 'geheim' }, undefined],
    [{}, undefined],
  ])('Access service token from %j: %j (only both halves make one)', (vars, token) => {
    withEnv(vars);
    expect(getSiteConfig().pocketbaseAccess).toEqual(token);
  });

  test.each([
    [{}, { includeSubDomains: false, preload: false }],
    [{ HSTS_INCLUDE_SUBDOMAINS: '1' }, { includeSubDomains: true, preload: false }],
    [
      { HSTS_INCLUDE_SUBDOMAINS: '1', HSTS_PRELOAD: '1' },
      { includeSubDomains: true, preload: true },
    ],
    [{ HSTS_INCLUDE_SUBDOMAINS: 'true' }, { includeSubDomains: false, preload: false }],
  ])('HSTS options from %j', (vars, hsts) => {
    withEnv(vars);
    expect(getSiteConfig().hsts).toEqual(hsts);
  });
});

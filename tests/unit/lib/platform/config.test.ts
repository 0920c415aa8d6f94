import { describe, expect, test } from 'vitest';
import { siteConfigFrom } from '../../../../src/lib/platform/config';

let vars: Record<string, string> = {};
function withEnv(set: Record<string, string>) {
  vars = set;
}
/** The configuration from these worker vars, as the first middleware reads them. */
const getSiteConfig = () => siteConfigFrom((name) => vars[name]);

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

  test('defaults match wrangler.toml', () => {
    withEnv({});
    expect(getSiteConfig()).toEqual({
      siteId: 'default',
      cacheScope: 'default',
      pocketbaseUrl: 'http://127.0.0.1:8090',
      schoolName: 'Mittelschule Sonnenberg',
      schoolShortName: 'MS Sonnenberg',
      siteUrl: 'http://127.0.0.1:8787',
      cacheTtlSeconds: 60,
      debugHeaders: false,
      hsts: { includeSubDomains: false, preload: false },
      pocketbaseAccess: undefined,
    });
  });

  test('addresses lose trailing slashes', () => {
    withEnv({ POCKETBASE_URL: 'https://cms.example//', SITE_URL: 'https://www.example/', DEBUG_HEADERS: '1' });
    expect(getSiteConfig()).toMatchObject({
      pocketbaseUrl: 'https://cms.example',
      siteUrl: 'https://www.example',
      debugHeaders: true,
    });
  });

  test.each([
    ['0', 0],
    ['600', 600],
    ['-5', 60],
    ['bald', 60],
  ])('CACHE_TTL_SECONDS=%s gives %i', (ttl, seconds) => {
    withEnv({ CACHE_TTL_SECONDS: ttl, SCHOOL_NAME: 'BG Muster', SCHOOL_SHORT_NAME: 'BGM' });
    expect(getSiteConfig()).toMatchObject({
      cacheTtlSeconds: seconds,
      schoolName: 'BG Muster',
      schoolShortName: 'BGM',
    });
  });
});

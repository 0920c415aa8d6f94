import { expect, test } from 'vitest';
import { requestSchool } from '../../../../src/features/schools/request-school';
import { siteConfigFrom } from '../../../../src/lib/platform/config';

const deployment = siteConfigFrom((name) => ({ SITE_URL: 'https://www.ms-beispiel.at' })[name]);
/** A registry that cannot be reached (the worker tests use D1 itself). */
const down = {
  prepare: () => ({
    bind: () => ({
      first: async () => {
        throw new Error('D1 unreachable');
      },
    }),
  }),
} as unknown as D1Database;

test('without a registry binding every host is the deployment’s one school', async () => {
  expect(await requestSchool(undefined, 'irgendwas.at', deployment)).toEqual({ config: deployment });
});

test('the registry unreachable: the deployment’s own host is still its school, any other host waits', async () => {
  expect(await requestSchool(down, 'www.ms-beispiel.at:443', deployment)).toEqual({ config: deployment });
  expect(await requestSchool(down, 'schule-b.at', deployment)).toEqual({ refused: 'registry-unavailable' });
});

test('a Host header that is no host name is refused before the registry is asked', async () => {
  expect(await requestSchool(down, 'a b', deployment)).toEqual({ refused: 'unknown-host' });
  expect(await requestSchool(down, undefined, deployment)).toEqual({ refused: 'unknown-host' });
});

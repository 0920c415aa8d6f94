import { describe, expect, test } from 'vitest';
import { checkAccess, checkSecretNotInToml } from '../../scripts/lib/access-checks.mjs';

const BOTH = { clientId: 'id.access', clientSecret: 'geheim' };
const verdict = (finding: ReturnType<typeof checkAccess>) =>
  finding === undefined ? 'none' : !finding.ok ? 'problem' : 'warning' in finding ? 'warning' : 'ok';

describe('what the doctor says about Cloudflare Access', () => {
  test.each([
    [
      'token, refused without, answered with',
      BOTH,
      'refused',
      'open',
      'ok',
      'antwortet nur mit dem Access-Service-Token',
    ],
    [
      'token, refused both ways',
      BOTH,
      'refused',
      'refused',
      'problem',
      'lässt das Service-Token id.access nicht durch',
    ],
    ['token, answered without', BOTH, 'open', 'open', 'problem', 'antwortet auch ohne Access-Service-Token'],
    ['no token, answered without', {}, 'open', undefined, 'warning', 'antwortet allen im Internet'],
    ['no token, refused without', {}, 'refused', undefined, 'problem', 'die Website hat keins'],
    ['id only, refused without', { clientId: 'id.access' }, 'refused', undefined, 'warning', 'ungeprüft'],
    ['id only, answered without', { clientId: 'id.access' }, 'open', undefined, 'problem', 'antwortet auch ohne'],
    ['secret only', { clientSecret: 'geheim' }, 'refused', undefined, 'problem', 'POCKETBASE_ACCESS_CLIENT_ID nicht'],
  ] as const)('%s: %s', (_, token, withoutToken, withToken, expected, text) => {
    const finding = checkAccess(token, { withoutToken, withToken });
    expect(verdict(finding)).toBe(expected);
    expect(finding?.text).toContain(text);
  });

  test('PocketBase not answering at all is left to the health check', () => {
    expect(checkAccess(BOTH, { withoutToken: 'failed', withToken: 'failed' })).toBeUndefined();
    expect(checkAccess({}, { withoutToken: 'failed' })).toBeUndefined();
  });

  test('the secret in wrangler.toml is refused; the id there is fine', () => {
    expect(checkSecretNotInToml({ POCKETBASE_ACCESS_CLIENT_ID: 'id.access' })).toEqual([]);
    expect(checkSecretNotInToml({ POCKETBASE_ACCESS_CLIENT_SECRET: 'geheim' })[0]).toMatchObject({ ok: false });
  });
});

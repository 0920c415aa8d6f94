import { describe, expect, test } from 'vitest';
import { checkAccess, checkSecretNotInToml } from '../../../scripts/lib/access-checks.mjs';

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
    ['id only, refused without', { clientId: 'id.access' }, 'refused', undefined, 'problem', 'SECRET fehlt'],
    ['id only, answered without', { clientId: 'id.access' }, 'open', undefined, 'problem', 'antwortet auch ohne'],
    ['secret only', { clientSecret: 'geheim' }, 'refused', undefined, 'problem', 'POCKETBASE_ACCESS_CLIENT_ID nicht'],
  ] as const)('%s: %s', (_, token, withoutToken, withToken, expected, text) => {
    const finding = checkAccess(token, { withoutToken, withToken });
    expect(verdict(finding)).toBe(expected);
    expect(finding?.text).toContain(text);
  });

  test('each fix names where to act', () => {
    const fixOf = (...args: Parameters<typeof checkAccess>) => {
      const finding = checkAccess(...args);
      return finding && 'fix' in finding ? finding.fix : '';
    };
    const application =
      'Cloudflare Zero Trust → Access → Applications → die Anwendung für PocketBases Adresse: eine Policy mit Action ' +
      '„Service Auth“ und Include „Service Token“ (das Token der Website), eine zweite mit Action „Allow“ für die ' +
      'E-Mail-Adressen der Redaktion; keine „Bypass“-Policy, Pfad leer (die ganze Adresse)';
    expect(fixOf(BOTH, { withoutToken: 'open', withToken: 'open' })).toBe(
      `${application}. Der Tunnel muss der einzige Weg zu PocketBase sein (PocketBase nur auf 127.0.0.1).`,
    );
    expect(fixOf(BOTH, { withoutToken: 'refused', withToken: 'refused' })).toBe(
      `${application}. ID und Secret prüfen; abgelaufene Tokens unter Service Auth → Service Tokens erneuern.`,
    );
    expect(fixOf({}, { withoutToken: 'open' })).toBe(
      'PocketBase hinter einen Cloudflare Tunnel mit Access legen und der Website ein Service-Token geben (docs/keeping-pocketbase-private.md).',
    );
    expect(fixOf({}, { withoutToken: 'refused' })).toBe(
      'POCKETBASE_ACCESS_CLIENT_ID und POCKETBASE_ACCESS_CLIENT_SECRET setzen (docs/keeping-pocketbase-private.md).',
    );
    expect(fixOf({ clientId: 'id' }, { withoutToken: 'refused' })).toBe(
      'Das Secret für doctor, deploy, schema und backup in der Umgebung setzen (POCKETBASE_ACCESS_CLIENT_SECRET=… npm run doctor) ' +
        'oder in site.env (dann chmod 600 site.env); npm run deploy speichert es als wrangler secret.',
    );
    expect(fixOf({ clientSecret: 'x' }, { withoutToken: 'refused' })).toBe(
      'Beide Hälften des Service-Tokens setzen (Zero Trust → Access → Service Auth → Service Tokens).',
    );
    expect(checkSecretNotInToml({ POCKETBASE_ACCESS_CLIENT_SECRET: 'x' })[0]).toEqual({
      ok: false,
      text: 'POCKETBASE_ACCESS_CLIENT_SECRET steht im Klartext in wrangler.toml.',
      fix:
        'Die Zeile aus wrangler.toml löschen, das Token in Cloudflare neu erzeugen (es stand in git) und das neue ' +
        'Secret in der Umgebung von npm run deploy setzen (oder: npx wrangler secret put POCKETBASE_ACCESS_CLIENT_SECRET).',
    });
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

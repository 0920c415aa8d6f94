import type { Finding } from './doctor-checks.mjs';
import type { AccessToken } from './access.mjs';
type Answer = 'open' | 'refused' | 'failed';
export function checkSecretNotInToml(tomlVars: Record<string, unknown>): Finding[];
export function checkAccess(
  token: AccessToken,
  answers: { withoutToken: Answer; withToken?: Answer },
): Finding | undefined;

export type AccessToken = { clientId?: string; clientSecret?: string };
export function accessTokenFromEnv(env?: Record<string, string | undefined>): AccessToken;
export function accessHeaders(token?: AccessToken): Record<string, string>;
export function probeHealth(base: string, headers?: Record<string, string>): Promise<'open' | 'refused' | 'failed'>;

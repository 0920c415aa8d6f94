export const SITE_ENV_FILE: string;
export function siteEnv(env?: Record<string, string | undefined>, file?: string): Record<string, string | undefined>;
export function readTomlVars(): Record<string, unknown>;
export function readSettings(env?: Record<string, string | undefined>): Record<string, string>;
export function readSecrets(env?: Record<string, string | undefined>): Record<string, string>;

export const SITE_ENV_FILE: string;
export function siteEnv(env?: Record<string, string | undefined>, file?: string): Record<string, string | undefined>;

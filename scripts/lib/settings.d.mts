export function readSettings(env?: Record<string, string | undefined>): Record<string, string>;

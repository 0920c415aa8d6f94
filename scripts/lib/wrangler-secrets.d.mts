export function storedSecretNames(): string[];
export function pushKeyFindings(secrets: Record<string, string | undefined>): import('./doctor-checks.mjs').Finding[];
